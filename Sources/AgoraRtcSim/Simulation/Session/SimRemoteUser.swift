/// One simulated remote user: fixed traits from the seed plus its live state in the channel.
struct SimRemoteUser: Sendable {
    enum Script: String, Sendable {
        case steady, audioOnly, churn, stepsDown, audience
    }

    let uid: UInt
    let script: Script
    var hasVideo: Bool
    var width: Int
    var height: Int
    var fps: Int
    var videoKbps: Int
    let audioKbps: Int
    /// Milliseconds between joining and unmuting video, reported by rendering tracing.
    let unmuteDelayMs: Int
    /// The publisher's own setDualStreamMode (the simulation's knob `remoteDualStreamMode`).
    var dualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream
    /// The publisher's own setSimulcastConfig (the simulation's knob `remoteSimulcast`; nil: no layers).
    var simulcast: AgoraSimulcastConfig?

    var present = false
    var isHost: Bool
    var visibleSince: Double = 0
    var videoState: AgoraVideoRemoteState = .stopped
    var decodedAt: Double?
    var firstFrameRendered = false
    /// Cancelled whenever decoding or rendering of this user's video (re)starts or stops.
    var renderScope = SimScope()
    var totalFrozenMs = 0
    /// Protected media from this user failed to decrypt or decode (their video never starts decoding).
    var mediaUndecodable = false
    var decryptionFailureReported = false
    /// Another connection of this engine in the same channel (the app's own other user), not a simulated person:
    /// what it publishes is what that connection sends (`AgoraRtcEngineKit+Peers`).
    var isPeer = false
    /// A peer's connection publishes sound (its microphone, or a player's).
    var peerSendsAudio = false
    /// Another instance of the app, met through the cloud: what it sent, and when it was last heard of.
    var cloud: SimCloudPeer?

    var publishesAudio: Bool { present && isHost && (!isPeer || peerSendsAudio) }
    var publishesVideo: Bool { present && isHost && hasVideo }
}

extension SimRemoteUser {
    /// The same person as another connection of the engine sees them, before this connection has seen them.
    init(sameAs other: SimRemoteUser) {
        self.init(uid: other.uid, script: other.script, hasVideo: other.hasVideo, width: other.width, height: other.height,
                  fps: other.fps, videoKbps: other.videoKbps, audioKbps: other.audioKbps,
                  unmuteDelayMs: other.unmuteDelayMs, dualStreamMode: other.dualStreamMode, simulcast: other.simulcast,
                  isHost: other.script != .audience)
    }
}
