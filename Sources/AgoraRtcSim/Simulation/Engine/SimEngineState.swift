/// Everything mutable about one engine instance. Only touched under `AgoraRtcEngineKit.lock`.
struct SimEngineState: Sendable {
    var alive = true
    var rng: SimRandom

    var channelProfile: AgoraChannelProfile
    /// setChannelProfile called in a channel: the profile of the next join (the current channel keeps its own).
    var nextChannelProfile: AgoraChannelProfile?
    var audienceLatency: AgoraAudienceLatencyLevelType = .ultraLowLatency
    var videoEnabled = false
    var audioEnabled = true
    var encoder = AgoraVideoEncoderConfiguration()
    var localCanvas: AgoraRtcVideoCanvas?
    /// The local canvas with `sourceType == .mediaPlayer`: shows that player's pictures.
    var mediaPlayerCanvas: AgoraRtcVideoCanvas?
    /// The local canvas with `sourceType == .custom`: shows the frames the app pushes.
    var customVideoCanvas: AgoraRtcVideoCanvas?
    /// The local canvas with `sourceType == .transCoded`: shows the local transcoder's pictures.
    var transcodedCanvas: AgoraRtcVideoCanvas?
    /// The local video transcoder while it runs.
    var localTranscoder: SimLocalTranscoder?
    /// startScreenCapture's capture, its canvas and its frame loop.
    var screen = SimScreenCapture()
    var previewing = false
    var cameraFront = true
    /// The lens, stabilization and Center Stage the camera captures with.
    var camera = SimCameraState()
    /// The second camera of multi-camera capture.
    var secondaryCamera = SimSecondaryCamera()
    var audioProfile: AgoraAudioProfile = .default
    var audioScenario: AgoraAudioScenario
    var recordingVolume = 100
    var playbackVolume = 100
    var inEarMonitoring = false
    var inEarMonitoringVolume = 100
    /// `setDefaultAudioRouteToSpeakerphone` (nil: never called, so the channel profile's default).
    var defaultToSpeaker: Bool?
    /// `setEnableSpeakerphone` for the current (or next) channel; leaving clears it.
    var speakerphoneOn: Bool?
    /// The route `didAudioRouteChanged` last reported in this channel (nil: none yet).
    var reportedRoute: AgoraAudioOutputRouting?
    var volumeIndicationInterval = 0
    var volumeIndicationReportVad = false
    /// Restarts the volume-indication loop.
    var volumeScope = SimScope()
    var videoScenario: AgoraApplicationScenarioType = .applicationGeneralScenario
    var instantRendering = false
    var tracingStartedAt: Double?
    var preloadedChannels: Set<String> = []
    /// Metadata, data streams, content inspection, pre-call tests, simulcast layers and dual stream mode.
    var services = SimChannelServices()
    /// setRemoteRenderTargetFps / setLocalRenderTargetFps(.camera): rendering (not decoding or sending) is capped.
    var remoteRenderTargetFps: Int?
    var localRenderTargetFps: Int?
    /// When the local view last got a frame (the render target rate skips frames in between).
    var localRenderedAt: Double?
    /// addVideoWatermark: drawn into every sent frame, and into the preview where its options say so.
    var watermarks: [SimWatermark] = []
    /// enableVideoImageSource: the still picture sent instead of the camera, at its own frame rate.
    var videoImageSource: SimVideoImageSource?
    /// setRemoteDefaultVideoStreamType; each join takes it.
    var remoteDefaultStreamType: AgoraVideoStreamType = .high
    var localAudioMuted = false
    var localVideoMuted = false
    var voice = SimVoiceEffects()
    /// Built-in encryption and the packet observer.
    var protection = SimMediaProtection()
    /// Loaded extension providers and their filters; created by the first extension call.
    var extensions: SimExtensionHost?
    /// The built-in face capture and lip sync extensions.
    var faceCapture = SimFaceCapture()
    /// `setFaceInfoDelegate`.
    var faceInfoObserver: SimFaceInfoObserver?
    /// The built-in video processing on the local camera (setBeautyEffectOptions, enableVirtualBackground…).
    var videoEffects = SimVideoEffects()

    /// Every connection of the engine: the main one (joinChannel) first, then those joinChannelEx added.
    var links = [SimLink()]
    /// `leaveChannelEx(_:options:…)` with `stopMicrophoneRecording` false: the microphone keeps recording (without
    /// publishing) after the connection that published it has left.
    var microphoneKeptOn = false
    /// Local user accounts with the uid each was given (stable for the engine's lifetime).
    var accountUids: [String: UInt] = [:]
    /// Accounts whose registration was confirmed by didRegisteredLocalUser.
    var registeredAccounts: Set<String> = []
    var mediaPush = SimMediaPush()
    var mediaRelay = SimChannelMediaRelay()
    /// enableSpatialAudio and the local spatial audio kit's positions, zones and limits.
    var spatial = SimSpatialAudioState()
    var mixing: SimAudioMixing?
    /// When startAudioMixing was last called (calls < 500 ms apart fail with tooFrequentCall).
    var mixingStartedAt: Double?
    /// The length of the file opened last, still reported once it stopped.
    var lastMixingDurationMs: Int?
    var mixingPlayoutVolume = 100
    var mixingPublishVolume = 100
    var effects: [Int32: SimAudioEffect] = [:]
    var effectsVolume = 100
    /// The virtual metronome, from startRhythmPlayer until stopRhythmPlayer (nil while failed).
    var rhythm: SimRhythmPlayer?
    /// Its state as last reported: failed stays until stopRhythmPlayer or the next start.
    var rhythmState = AgoraRhythmPlayerState.idle
    /// Bumped on every start and stop, so the timers of an older play do nothing.
    var rhythmSerial = 0
    /// What the local audio mixer mixes while it runs (`startLocalAudioMixer`).
    var localMixer: AgoraLocalAudioMixerConfiguration?

    var localVideoState: AgoraVideoLocalState = .stopped
    var localAudioState: AgoraAudioLocalState = .stopped
    var captureStartedAt: Double = 0
    /// Stops the camera loop (a restarted loop runs under a new token).
    var localRenderScope = SimScope()
    var firstLocalFrameReported = false
    /// Drives the camera's and every remote user's frame loop from one clock timer.
    var framePacer = SimFramePacer()
    var encodedFrameCount = 0

    /// `setExternalVideoSource`: frames come from `pushExternalVideoFrame` instead of a camera.
    var externalVideoSource = false
    var externalVideoSourceType: AgoraExternalVideoSourceType = .videoFrame
    /// Cancelled when the external source is switched, so pushed frames still in flight are dropped.
    var externalSourceScope = SimScope()
    var pushedFramesThisPeriod = 0
    var customFramesThisPeriod = 0
    var customEncodedFrameCount = 0
    var lastCustomEncodeAt: Double?
    /// Size of the last custom frame encoded (what remote users receive).
    var customFrameWidth = 0
    var customFrameHeight = 0
    /// The tracks of `createCustomVideoTrack()` and `createCustomEncodedVideoTrack(_:)`.
    var customVideoTracks = SimCustomVideoTracks()
    /// The raw video data observer (`setVideoFrameDelegate`).
    var frameObserver: SimFrameObserver?
    /// Cancelled by every `setVideoFrameDelegate`, so frames already on their way to an old observer stop.
    var frameObserverScope = SimScope()
    /// The last local frame that went to the encoder, camera or custom: what remote users would decode.
    var lastEncodedFrame: AgoraSimVideoFrame?
    /// Calls and callbacks that repeat at frame rate, by key (see `traceRepeating`).
    var repeatingTraces: [String: SimRepeatingTrace] = [:]
    /// Custom audio tracks, the external sink, the raw-frame observer and their 10 ms loop.
    var audio = SimAudioPipeline()
    var traceThrottle = SimTraceThrottle()
    /// `setParameters` values by key (JSON text of each value).
    var parameters: [String: String] = [:]
    /// Media recorders by id (`createMediaRecorder(withInfo:)` until `destroy(_:)`).
    var recorders: [Int: SimRecorder] = [:]
    var nextRecorderId = 1
    var players = SimMediaPlayers()

    /// Other instances of the app can be in the channel (a cloud is set): see `drawLocalUid()`.
    var meetsOtherInstances = false

    /// A uid the cloud assigns (a join with uid 0, a local account's first uid). From the seeded generator, so a
    /// replayed seed repeats it; but with other instances about, each started with the same seed would draw the
    /// same uid and two terminals would be one user, so then from the system's generator.
    mutating func drawLocalUid() -> UInt {
        let range = 1_000_000...Int(UInt32.max)
        return UInt(meetsOtherInstances ? Int.random(in: range) : rng.int(range))
    }

    init(seed: UInt64, channelProfile: AgoraChannelProfile, audioScenario: AgoraAudioScenario) {
        rng = SimRandom(seed: seed)
        self.channelProfile = channelProfile
        self.audioScenario = audioScenario
    }

    /// In communication every user is a host; in live broadcasting only broadcasters publish.
    func effectiveRole(_ link: SimLinkIndex) -> AgoraClientRole {
        channelProfile == .communication ? .broadcaster : self[link].clientRole
    }

    /// The camera goes out on this connection.
    func publishesVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && videoEnabled && session.publishCamera && !localVideoMuted
    }

    /// Some connection publishes the camera: it is captured and encoded.
    var anyLinkPublishesVideo: Bool { linkIndices.contains { publishesVideo($0) } }

    /// The second camera goes out on this connection: it captures, and the connection publishes it as a host.
    func publishesSecondaryCamera(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && session.publishSecondaryCamera && capturesSecondaryCamera
    }

    /// The second camera captures: multi-camera on, its capture started, video enabled.
    var capturesSecondaryCamera: Bool {
        videoEnabled && secondaryCamera.multiCameraEnabled && secondaryCamera.captureStarted
    }

    /// The microphone (muted or not) is meant to go out on this connection, so it records.
    func recordsMicrophone(_ link: SimLinkIndex) -> Bool {
        audioEnabled && self[link].isJoined && effectiveRole(link) == .broadcaster
            && (self[link].session?.publishMicrophone ?? false)
    }

    func publishesAudio(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && audioEnabled && !localAudioMuted
            && (session.publishMicrophone || publishesCustomAudio(session.publishCustomAudioTrackId, on: link)
                || (session.publishMixedAudio && localMixer != nil) || (link.isMain && publishesRhythmPlayer))
    }

    /// Whether the metronome's beats go out on the main connection (the only one it is modelled for).
    var publishesRhythmPlayer: Bool {
        guard rhythm?.state == .playing, let session = self[.main].session, self[.main].isJoined,
              session.publishRhythmPlayer else { return false }
        return effectiveRole(.main) == .broadcaster && audioEnabled && !localAudioMuted
    }

    /// Whether custom track `trackId` goes out on this connection.
    func publishesCustomAudio(_ trackId: Int, on link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined, session.publishCustomAudio,
              session.publishCustomAudioTrackId == trackId, audio.tracks[trackId] != nil else { return false }
        return effectiveRole(link) == .broadcaster && audioEnabled && !localAudioMuted
    }

    /// `{"rtc.use_audio4": true}`: the audio pipeline that carries audio metadata.
    var usesAudio4: Bool { parameters["rtc.use_audio4"] == "true" }

    /// enableInstantMediaRendering, or the live-show video scenario, which the SDK documents as turning it on.
    var rendersInstantly: Bool { instantRendering || videoScenario == .applicationLiveShowScenario }

    /// The rate of the local video loop: the image source's while it is on, else the encoder's.
    var localFrameRate: Int { videoImageSource?.fps ?? encoder.frameRate.rawValue }
    var capturesVideo: Bool { videoEnabled && (previewing || anyLinkPublishesVideo || camera.captureStarted) }

    /// The screen's pictures go out on this connection: joined as a host, a capture with video running, the option
    /// set. The camera's own state does not matter: it may keep previewing.
    func publishesScreenVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && screen.isCapturingVideo && session.publishScreenVideo
    }

    /// The local transcoder's composed picture goes out on this connection, in place of the camera's: joined as a
    /// host, video on, the transcoder running, the option set.
    func publishesTranscodedVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && videoEnabled && localTranscoder != nil && session.publishTranscodedVideo
            && !localVideoMuted
    }

    /// The custom video track goes out on this connection: joined as a host, video on, an external raw source, the
    /// option set.
    func publishesCustomVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && videoEnabled && externalVideoSource && session.customVideoTrackId == 0
            && externalVideoSourceType == .videoFrame && session.publishCustomVideo && !localVideoMuted
    }

    /// The app's own track that goes out on this connection: joined as a host, `customVideoTrackId` naming an existing
    /// track, with `publishCustomVideoTrack` for a raw one or `publishEncodedVideoTrack` for an encoded one.
    func publishedVideoTrack(_ link: SimLinkIndex) -> SimCustomVideoTrack? {
        guard let session = self[link].session, self[link].isJoined, session.customVideoTrackId != 0,
              effectiveRole(link) == .broadcaster, !localVideoMuted,
              let track = customVideoTracks[session.customVideoTrackId] else { return nil }
        return (track.isEncoded ? session.publishEncodedVideo : session.publishCustomVideo) ? track : nil
    }

    /// Whether media crosses the simulated network protected (then it is really serialised, encrypted and decrypted).
    /// Only the main connection's: enableEncryption and the packet observer are not modelled for joinChannelEx
    /// connections (the SDK has enableEncryptionEx for those). A method of the state, not of the engine: the engine's
    /// methods can change `state`, so handing them `state` copies the whole of it, once per remote frame.
    func mediaIsProtected(_ link: SimLinkIndex) -> Bool {
        link.isMain && protection.isOn
    }

    /// The observer, when it watches `position`.
    func observer(at position: AgoraVideoFramePosition) -> SimFrameObserver? {
        guard let frameObserver, frameObserver.observes(position) else { return nil }
        return frameObserver
    }

    /// Whether the local user sees this remote at all (live broadcasting hides audience members).
    func isVisible(_ user: SimRemoteUser) -> Bool {
        user.present && (user.isHost || channelProfile == .communication)
    }
}
