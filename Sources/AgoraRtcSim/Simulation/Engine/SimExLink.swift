/// What a joinChannelEx connection adds: the app's name for it and its own delegate.
struct SimExLink: Sendable {
    let connection: AgoraRtcConnection
    let delegate: SimDelegateBox

    /// How the trace names the connection's callbacks.
    var label: String {
        "connection: {channelId: \(SimTraceText.quoted(connection.channelId)), localUid: \(connection.localUid)}"
    }
}
