import AgoraRtcSim

/// A join waiting on permission or a token.
struct PendingJoin {
    let ticket: BaseSession.JoinTicket
    let token: String?
    let options: AgoraRtcChannelMediaOptions
}
