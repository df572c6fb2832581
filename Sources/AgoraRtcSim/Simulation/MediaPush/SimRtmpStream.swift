/// One Media Push URL from its start call to its stop: the state reported last and what drives the next change.
struct SimRtmpStream: Sendable {
    /// Why a running stream is recovering: the CDN dropped it, or this client's link to the cloud is down.
    enum Interruption: Sendable {
        case server
        case network
    }

    let url: String
    /// nil: pushed without transcoding (the host's own stream as is).
    var transcoding: AgoraLiveTranscoding?
    var state: AgoraRtmpStreamingState
    var reason: AgoraRtmpStreamingReason
    /// When the start call was accepted (a connect that cannot reach the cloud gives up after 60 s).
    var startedAt: Double = 0
    /// Bumped on every state change, so a timer set for an older state does nothing.
    var serial = 0
    var interruption: Interruption?
    /// The simulated CDN drops each push at most once.
    var dropped = false

    /// Counts against the 10-URL limit (a failed URL stays registered until stopRtmpStream, but does not count).
    var isActive: Bool { state == .connecting || state == .running || state == .recovering }
}
