/// Which delegate a callback goes to: the engine's (main connection and engine-wide events), or the one a
/// joinChannelEx connection was given, which gets everything about that connection.
enum SimRoute: Sendable {
    case main
    case ex(SimDelegateBox, label: String, connection: AgoraRtcConnection)
}
