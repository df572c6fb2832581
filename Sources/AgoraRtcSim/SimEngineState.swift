/// Everything mutable about one engine instance. Only touched under `AgoraRtcEngineKit.lock`.
struct SimEngineState: Sendable {
    var alive = true
    var rng: SimRandom

    var channelProfile: AgoraChannelProfile
    var clientRole: AgoraClientRole = .audience
    var audienceLatency: AgoraAudienceLatencyLevelType = .ultraLowLatency
    var videoEnabled = false
    var audioEnabled = true
    var encoder = AgoraVideoEncoderConfiguration()
    var localCanvas: AgoraRtcVideoCanvas?
    var remoteCanvases: [UInt: AgoraRtcVideoCanvas] = [:]
    var remoteCanvasSetAt: [UInt: Double] = [:]
    var previewing = false
    var cameraFront = true
    var audioProfile: AgoraAudioProfile = .default
    var audioScenario: AgoraAudioScenario
    var recordingVolume = 100
    var playbackVolume = 100
    var inEarMonitoring = false
    var inEarMonitoringVolume = 100
    var speakerphone = true
    var volumeIndicationInterval = 0
    var volumeIndicationReportVad = false
    var volumeEpoch = 0
    var videoScenario: AgoraApplicationScenarioType = .applicationGeneralScenario
    var instantRendering = false
    var tracingStartedAt: Double?
    var preloadedChannels: Set<String> = []
    var dualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream
    var localAudioMuted = false
    var localVideoMuted = false

    var connection: AgoraConnectionState = .disconnected
    var sessionEpoch = 0
    /// Bumped by every renewToken call so only the newest validation reports back.
    var renewEpoch = 0
    /// Bumped whenever the session's token changes, so only the current token's expiry timers act.
    var tokenEpoch = 0
    /// Local user accounts with the uid each was given (stable for the engine's lifetime).
    var accountUids: [String: UInt] = [:]
    /// Accounts whose registration was confirmed by didRegisteredLocalUser.
    var registeredAccounts: Set<String> = []
    var session: SimSession?
    /// Sorted by uid so every iteration (and so the trace) is deterministic.
    var remotes: [SimRemoteUser] = []

    var localVideoState: AgoraVideoLocalState = .stopped
    var localAudioState: AgoraAudioLocalState = .stopped
    var captureStartedAt: Double = 0
    var localRenderEpoch = 0
    var firstLocalFrameReported = false
    var encodedFrameCount = 0

    /// Custom audio tracks, the external sink, the raw-frame observer and their 10 ms loop.
    var audio = SimAudioPipeline()
    var traceThrottle = SimTraceThrottle()
    /// `setParameters` values by key (JSON text of each value).
    var parameters: [String: String] = [:]
    /// Bumped to restart the simulated peers' audio metadata.
    var metadataEpoch = 0

    init(seed: UInt64, channelProfile: AgoraChannelProfile, audioScenario: AgoraAudioScenario) {
        rng = SimRandom(seed: seed)
        self.channelProfile = channelProfile
        self.audioScenario = audioScenario
    }

    /// In the channel: joined and not dropped since. `failure` is set whenever the connection is FAILED and stays
    /// set while a renewed token is still rejoining.
    var isJoined: Bool { session?.joinedAt != nil && session?.failure == nil && connection != .failed }

    /// In communication every user is a host; in live broadcasting only broadcasters publish.
    var effectiveRole: AgoraClientRole { channelProfile == .communication ? .broadcaster : clientRole }

    var publishesVideo: Bool {
        guard let session, isJoined else { return false }
        return effectiveRole == .broadcaster && videoEnabled && session.publishCamera && !localVideoMuted
    }

    var publishesAudio: Bool {
        guard let session, isJoined else { return false }
        return effectiveRole == .broadcaster && audioEnabled && !localAudioMuted
            && (session.publishMicrophone || publishesCustomAudio(session.publishCustomAudioTrackId))
    }

    /// Whether custom track `trackId` goes out to the channel.
    func publishesCustomAudio(_ trackId: Int) -> Bool {
        guard let session, isJoined, session.publishCustomAudio, session.publishCustomAudioTrackId == trackId,
              audio.tracks[trackId] != nil else { return false }
        return effectiveRole == .broadcaster && audioEnabled && !localAudioMuted
    }

    /// `{"rtc.use_audio4": true}`: the audio pipeline that carries audio metadata.
    var usesAudio4: Bool { parameters["rtc.use_audio4"] == "true" }

    var capturesVideo: Bool { videoEnabled && (previewing || publishesVideo) }

    func remoteIndex(_ uid: UInt) -> Int? { remotes.firstIndex { $0.uid == uid } }

    /// Whether the local user sees this remote at all (live broadcasting hides audience members).
    func isVisible(_ user: SimRemoteUser) -> Bool {
        user.present && (user.isHost || channelProfile == .communication)
    }
}
