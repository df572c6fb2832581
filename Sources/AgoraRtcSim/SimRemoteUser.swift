/// One simulated remote user: fixed traits from the seed plus its live state in the channel.
struct SimRemoteUser: Sendable {
    enum Script: String, Sendable {
        case steady, audioOnly, churn, stepsDown, audience
    }

    let uid: UInt
    let script: Script
    let hasVideo: Bool
    let width: Int
    let height: Int
    let fps: Int
    let videoKbps: Int
    let audioKbps: Int
    /// Milliseconds between joining and unmuting video, reported by rendering tracing.
    let unmuteDelayMs: Int

    var present = false
    var isHost: Bool
    var visibleSince: Double = 0
    var videoState: AgoraVideoRemoteState = .stopped
    var decodedAt: Double?
    var firstFrameRendered = false
    var renderEpoch = 0
    var totalFrozenMs = 0
    /// Protected media from this user failed to decrypt or decode (their video never starts decoding).
    var mediaUndecodable = false
    var decryptionFailureReported = false

    var publishesAudio: Bool { present && isHost }
    var publishesVideo: Bool { present && isHost && hasVideo }
}
