/// One remote user as a connection sees them: who they are (`kind`), the traits of what they send, and their live
/// state in the channel.
struct SimRemoteUser: Sendable {
    enum Script: String, Sendable {
        case steady, audioOnly, churn, stepsDown, audience
    }

    let uid: UInt
    /// A simulated person, another connection of this engine, or another instance's user.
    var kind: SimRemoteKind
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

    var publishesAudio: Bool { present && isHost && kind.sendsAudio }
    var publishesVideo: Bool { present && isHost && hasVideo }

    /// Whether the local user sees this user at all in a channel of `profile` (live broadcasting hides audience
    /// members).
    func isVisible(in profile: AgoraChannelProfile) -> Bool { present && (isHost || profile == .communication) }

    /// Not a simulated person: another connection of this engine or another instance's user.
    var isPeer: Bool { !kind.isSimulated }

    /// What this instance knows of another instance's user (nil for every other kind).
    var cloud: SimCloudPeer? {
        get { kind.cloud }
        _modify { yield &kind.cloud }
    }
}

extension SimRemoteUser {
    /// The same person as another connection of the engine sees them, before this connection has seen them.
    init(sameAs other: SimRemoteUser) {
        self.init(uid: other.uid, kind: other.kind, hasVideo: other.hasVideo, width: other.width, height: other.height,
                  fps: other.fps, videoKbps: other.videoKbps, audioKbps: other.audioKbps,
                  unmuteDelayMs: other.unmuteDelayMs, dualStreamMode: other.dualStreamMode, simulcast: other.simulcast,
                  isHost: other.kind.script != .audience)
    }
}
