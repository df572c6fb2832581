import AgoraRtcSim

/// A joinChannelEx waiting on permission or a token.
struct PendingExJoin {
    let ticket: BaseSession.ExJoinTicket
    let delegate: any AgoraRtcEngineDelegate
    let options: AgoraRtcChannelMediaOptions
    /// Waiting for the answer to the permission dialog.
    var awaitingPermission = false
}
