/// Everything mutable about one engine instance. Only touched under `AgoraRtcEngineKit.lock`.
struct SimEngineState: Sendable {
    var alive = true
    var rng: SimRandom

    var channelProfile: AgoraChannelProfile
    /// setChannelProfile called in a channel: the profile of the next join (the current channel keeps its own).
    var nextChannelProfile: AgoraChannelProfile?
    var audienceLatency: AgoraAudienceLatencyLevelType = .ultraLowLatency
    var videoEnabled = false
    /// The audio module, the microphone, volumes, route, volume indication and voice effects.
    var localAudio: SimLocalAudio
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
    var videoScenario: AgoraApplicationScenarioType = .applicationGeneralScenario
    var instantRendering = false
    var tracingStartedAt: Double?
    var preloadedChannels: Set<String> = []
    var dualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream
    /// setSimulcastConfig: the layers sent beside the main stream (nil: never set, none).
    var simulcast: AgoraSimulcastConfig?
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
    var localVideoMuted = false
    /// Built-in encryption set by enableEncryption before joining; leaveChannel clears it.
    var encryption: SimEncryptionSetup?
    var packetObserver: (any AgoraPacketObserver)?
    /// Packet sequence numbers (part of each AES-GCM nonce) for protected media.
    var mediaSequence: UInt64 = 0
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
    /// Local user accounts with the uid each was given (stable for the engine's lifetime).
    var accountUids: [String: UInt] = [:]
    /// Accounts whose registration was confirmed by didRegisteredLocalUser.
    var registeredAccounts: Set<String> = []
    /// Media Push URLs, in the order they were started.
    var rtmpStreams: [SimRtmpStream] = []
    /// The channel media relay, from startOrUpdateChannelMediaRelay until it is stopped or the channel left.
    var mediaRelay: SimMediaRelay?
    var metadata = SimMetadataObservers()
    /// The music file, sound effects, metronome and local audio mixer mixed with the microphone.
    var audioMix = SimAudioMix()

    var localVideoState: AgoraVideoLocalState = .stopped
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
    /// Cancelled to restart the simulated peers' audio metadata.
    var peerAudioMetadataScope = SimScope()
    /// Media recorders (`createMediaRecorder(withInfo:)` until `destroy(_:)`) and their files.
    var recorders = SimMediaRecorders()
    /// Media players by id (`createMediaPlayer(with:)` until `destroyMediaPlayer(_:)`).
    var players: [Int32: SimPlayer] = [:]
    var nextPlayerId: Int32 = 1
    /// The last-mile probe and the echo test (`startLastmileProbeTest`, `startEchoTest`).
    var precall = SimPrecallState()
    /// Data streams (`createDataStream`) and the simulated peers' side of them.
    var dataStreams = SimDataStreams()
    /// Content inspection (`enableContentInspect`) while it is on.
    var contentInspect: SimContentInspect?

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
        localAudio = SimLocalAudio(scenario: audioScenario)
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
        localAudio.enabled && self[link].isJoined && effectiveRole(link) == .broadcaster
            && (self[link].session?.publishMicrophone ?? false)
    }

    func publishesAudio(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && localAudio.enabled && !localAudio.muted
            && (session.publishMicrophone || publishesCustomAudio(session.publishCustomAudioTrackId, on: link)
                || (session.publishMixedAudio && audioMix.localMixer.isRunning) || (link.isMain && publishesRhythmPlayer))
    }

    /// Whether the metronome's beats go out on the main connection (the only one it is modelled for).
    var publishesRhythmPlayer: Bool {
        guard audioMix.rhythm.isPlaying, let session = self[.main].session, self[.main].isJoined,
              session.publishRhythmPlayer else { return false }
        return effectiveRole(.main) == .broadcaster && localAudio.enabled && !localAudio.muted
    }

    /// Whether custom track `trackId` goes out on this connection.
    func publishesCustomAudio(_ trackId: Int, on link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined, session.publishCustomAudio,
              session.publishCustomAudioTrackId == trackId, audio.tracks[trackId] != nil else { return false }
        return effectiveRole(link) == .broadcaster && localAudio.enabled && !localAudio.muted
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
        link.isMain && (encryption != nil || packetObserver != nil)
    }

    /// The observer, when it watches `position`.
    func observer(at position: AgoraVideoFramePosition) -> SimFrameObserver? {
        guard let frameObserver, frameObserver.observes(position) else { return nil }
        return frameObserver
    }

    func rtmpIndex(_ url: String) -> Int? { rtmpStreams.firstIndex { $0.url == url } }

    /// Whether the local user sees this remote at all (live broadcasting hides audience members).
    func isVisible(_ user: SimRemoteUser) -> Bool {
        user.present && (user.isHost || channelProfile == .communication)
    }
}
