/// Everything mutable about one engine instance. Only touched under `AgoraRtcEngineKit.lock`.
struct SimEngineState: Sendable {
    var alive = true
    var rng: SimRandom

    var channelProfile: AgoraChannelProfile
    /// setChannelProfile called in a channel: the profile of the next join (the current channel keeps its own).
    var nextChannelProfile: AgoraChannelProfile?
    var audienceLatency: AgoraAudienceLatencyLevelType = .ultraLowLatency
    /// The engine's video: on or off, the encoder, the cameras, the local transcoder, the raw-data observer and the
    /// frame pacer.
    var video = SimVideo()
    var audioEnabled = true
    /// startScreenCapture's capture, its canvas and its frame loop.
    var screen = SimScreenCapture()
    /// The external video source and the app's custom video tracks.
    var customVideo = SimCustomVideo()
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
    var tracingStartedAt: Double?
    var preloadedChannels: Set<String> = []
    var dualStreamMode: AgoraSimulcastStreamMode = .autoSimulcastStream
    /// setSimulcastConfig: the layers sent beside the main stream (nil: never set, none).
    var simulcast: AgoraSimulcastConfig?
    /// setRemoteRenderTargetFps / setLocalRenderTargetFps(.camera): rendering (not decoding or sending) is capped.
    var remoteRenderTargetFps: Int?
    /// setRemoteDefaultVideoStreamType; each join takes it.
    var remoteDefaultStreamType: AgoraVideoStreamType = .high
    var localAudioMuted = false
    var voice = SimVoiceEffects()
    /// Built-in encryption set by enableEncryption before joining; leaveChannel clears it.
    var encryption: SimEncryptionSetup?
    var packetObserver: (any AgoraPacketObserver)?
    /// Packet sequence numbers (part of each AES-GCM nonce) for protected media.
    var mediaSequence: UInt64 = 0
    /// The built-in video effects, the loaded extensions and the face capture extension.
    var videoProcessing = SimVideoProcessing()

    /// Every connection of the engine: the main one (joinChannel) first, then those joinChannelEx added.
    var links = [SimLink()]
    /// `leaveChannelEx(_:options:…)` with `stopMicrophoneRecording` false: the microphone keeps recording (without
    /// publishing) after the connection that published it has left.
    var microphoneKeptOn = false
    /// Local user accounts with the uid each was given (stable for the engine's lifetime).
    var accountUids: [String: UInt] = [:]
    /// Accounts whose registration was confirmed by didRegisteredLocalUser.
    var registeredAccounts: Set<String> = []
    /// Media Push URLs, in the order they were started.
    var rtmpStreams: [SimRtmpStream] = []
    /// The channel media relay, from startOrUpdateChannelMediaRelay until it is stopped or the channel left.
    var mediaRelay: SimMediaRelay?
    var metadata = SimMetadataObservers()
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

    var localAudioState: AgoraAudioLocalState = .stopped
    /// Calls and callbacks that repeat at frame rate, by key (see `traceRepeating`).
    var repeatingTraces: [String: SimRepeatingTrace] = [:]
    /// Custom audio tracks, the external sink, the raw-frame observer and their 10 ms loop.
    var audio = SimAudioPipeline()
    var traceThrottle = SimTraceThrottle()
    /// `setParameters` values by key (JSON text of each value).
    var parameters: [String: String] = [:]
    /// Cancelled to restart the simulated peers' audio metadata.
    var peerAudioMetadataScope = SimScope()
    /// Media recorders by id (`createMediaRecorder(withInfo:)` until `destroy(_:)`).
    var recorders: [Int: SimRecorder] = [:]
    var nextRecorderId = 1
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
        self.audioScenario = audioScenario
    }

    /// In communication every user is a host; in live broadcasting only broadcasters publish.
    func effectiveRole(_ link: SimLinkIndex) -> AgoraClientRole {
        channelProfile == .communication ? .broadcaster : self[link].clientRole
    }

    /// The camera goes out on this connection.
    func publishesVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && video.enabled && session.publishCamera && !video.muted
    }

    /// Some connection publishes the camera: it is captured and encoded.
    var anyLinkPublishesVideo: Bool { linkIndices.contains { publishesVideo($0) } }

    /// The second camera goes out on this connection: it captures, and the connection publishes it as a host.
    func publishesSecondaryCamera(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && session.publishSecondaryCamera && capturesSecondaryCamera
    }

    /// The second camera captures: multi-camera on, its capture started, video enabled.
    var capturesSecondaryCamera: Bool { video.capturesSecondaryCamera }

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
    var rendersInstantly: Bool { video.rendersInstantly }

    /// The rate of the local video loop: the image source's while it is on, else the encoder's.
    var localFrameRate: Int { video.localFrameRate }
    var capturesVideo: Bool { video.enabled && (video.camera.previewing || anyLinkPublishesVideo || video.camera.settings.captureStarted) }

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
        return effectiveRole(link) == .broadcaster && video.enabled && video.transcoder.running != nil && session.publishTranscodedVideo
            && !video.muted
    }

    /// The custom video track goes out on this connection: joined as a host, video on, an external raw source, the
    /// option set.
    func publishesCustomVideo(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && video.enabled && customVideo.externalSource && session.customVideoTrackId == 0
            && customVideo.externalSourceType == .videoFrame && session.publishCustomVideo && !video.muted
    }

    /// The app's own track that goes out on this connection: joined as a host, `customVideoTrackId` naming an existing
    /// track, with `publishCustomVideoTrack` for a raw one or `publishEncodedVideoTrack` for an encoded one.
    func publishedVideoTrack(_ link: SimLinkIndex) -> SimCustomVideoTrack? {
        guard let session = self[link].session, self[link].isJoined, session.customVideoTrackId != 0,
              effectiveRole(link) == .broadcaster, !video.muted,
              let track = customVideo.tracks[session.customVideoTrackId] else { return nil }
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
    func observer(at position: AgoraVideoFramePosition) -> SimFrameObserver? { video.rawObserver.observer(at: position) }

    func rtmpIndex(_ url: String) -> Int? { rtmpStreams.firstIndex { $0.url == url } }

    /// Whether the local user sees this remote at all (live broadcasting hides audience members).
    func isVisible(_ user: SimRemoteUser) -> Bool {
        user.present && (user.isHost || channelProfile == .communication)
    }
}
