/// Everything mutable about one engine instance. Only touched under `AgoraRtcEngineKit.lock`.
struct SimEngineState: Sendable {
    var alive = true
    var rng: SimRandom

    /// The channel profile, audience latency, preloads, default remote stream type, render target and tracing start.
    var channel: SimChannelSettings
    /// The engine's video: on or off, the encoder, the cameras, the local transcoder, the raw-data observer and the
    /// frame pacer.
    var video = SimVideo()
    /// The audio module, the microphone, volumes, route, volume indication, voice effects and spatial audio.
    var localAudio: SimLocalAudio
    /// startScreenCapture's capture, its canvas and its frame loop.
    var screen = SimScreenCapture()
    /// The external video source and the app's custom video tracks.
    var customVideo = SimCustomVideo()
    /// Metadata, data streams, content inspection, pre-call tests, simulcast layers and dual stream mode.
    var services = SimChannelServices()
    /// Built-in encryption and the packet observer.
    var protection = SimMediaProtection()
    /// The built-in video effects, the loaded extensions and the face capture extension.
    var videoProcessing = SimVideoProcessing()

    /// Every connection of the engine: the main one (joinChannel) first, then those joinChannelEx added.
    var links = [SimLink()]
    /// The uids the cloud assigns and the local user accounts mapped to them.
    var identity: SimLocalIdentity
    var mediaPush = SimMediaPush()
    var mediaRelay = SimChannelMediaRelay()
    /// The music file, sound effects, metronome and local audio mixer mixed with the microphone.
    var audioMix = SimAudioMix()
    /// What the trace folds: frame-rate calls and callbacks (`traceRepeating`), throttled high-rate calls.
    var traceFolding = SimTraceFolding()
    /// Custom audio tracks, the external sink, the raw-frame observer and their 10 ms loop.
    var audio = SimAudioPipeline()
    var parameters = SimParameters()
    /// Media recorders (`createMediaRecorder(withInfo:)` until `destroy(_:)`) and their files.
    var recorders = SimMediaRecorders()
    var players = SimMediaPlayers()

    /// A uid the cloud assigns (a join with uid 0): `SimLocalIdentity.drawUid`.
    mutating func drawLocalUid() -> UInt { identity.drawUid(&rng) }

    /// The uid for a local account (drawn the first time, then fixed).
    mutating func uid(forAccount account: String) -> UInt { identity.uid(forAccount: account, &rng) }

    init(seed: UInt64, channelProfile: AgoraChannelProfile, audioScenario: AgoraAudioScenario,
         meetsOtherInstances: Bool = false) {
        rng = SimRandom(seed: seed)
        channel = SimChannelSettings(profile: channelProfile)
        identity = SimLocalIdentity(meetsOtherInstances: meetsOtherInstances)
        localAudio = SimLocalAudio(scenario: audioScenario)
    }

    /// The current channel profile (`channel` holds it and the one kept for the next join).
    var channelProfile: AgoraChannelProfile { channel.profile }

    /// In communication every user is a host; in live broadcasting only broadcasters publish.
    func effectiveRole(_ link: SimLinkIndex) -> AgoraClientRole {
        channelProfile == .communication ? .broadcaster : self[link].clientRole
    }

    /// The connection is joined as a host and its options publish `source`: where every `publishes…` below starts.
    func publishesAsHost(_ source: SimPublishedSource, on link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && session.publishes(source)
    }

    /// The camera goes out on this connection.
    func publishesVideo(_ link: SimLinkIndex) -> Bool {
        publishesAsHost(.camera, on: link) && video.enabled && !video.muted
    }

    /// Some connection publishes the camera: it is captured and encoded.
    var anyLinkPublishesVideo: Bool { linkIndices.contains { publishesVideo($0) } }

    /// Some connection publishes the second camera.
    var anyLinkPublishesSecondaryCamera: Bool { linkIndices.contains { publishesSecondaryCamera($0) } }

    /// The second camera goes out on this connection: it captures, and the connection publishes it as a host.
    func publishesSecondaryCamera(_ link: SimLinkIndex) -> Bool {
        publishesAsHost(.secondaryCamera, on: link) && capturesSecondaryCamera
    }

    /// The second camera captures: multi-camera on, its capture started, video enabled.
    var capturesSecondaryCamera: Bool { video.capturesSecondaryCamera }

    /// The microphone (muted or not) is meant to go out on this connection, so it records.
    func recordsMicrophone(_ link: SimLinkIndex) -> Bool {
        localAudio.enabled && publishesAsHost(.microphone, on: link)
    }

    func publishesAudio(_ link: SimLinkIndex) -> Bool {
        guard let session = self[link].session, self[link].isJoined else { return false }
        return effectiveRole(link) == .broadcaster && localAudio.enabled && !localAudio.muted
            && (session.publishes(.microphone) || publishesCustomAudio(session.publication.customAudioTrackId, on: link)
                || (session.publishes(.mixedAudio) && audioMix.localMixer.isRunning) || (link.isMain && publishesRhythmPlayer)
                || (link.isMain && session.publishes(.screenAudio) && screen.isCapturingAudio))
    }

    /// Whether the screen capture's sound (the device's playback) goes out on the main connection, the only one
    /// whose sound the pipeline sends.
    var sendsScreenAudio: Bool {
        screen.isCapturingAudio && publishesAsHost(.screenAudio, on: .main) && localAudio.enabled && !localAudio.muted
    }

    /// Whether the metronome's beats go out on the main connection (the only one it is modelled for).
    var publishesRhythmPlayer: Bool {
        audioMix.rhythm.isPlaying && publishesAsHost(.rhythmPlayer, on: .main) && localAudio.enabled && !localAudio.muted
    }

    /// Whether custom track `trackId` goes out on this connection.
    func publishesCustomAudio(_ trackId: Int, on link: SimLinkIndex) -> Bool {
        publishesAsHost(.customAudio, on: link) && self[link].session?.publication.customAudioTrackId == trackId
            && audio.tracks[trackId] != nil && localAudio.enabled && !localAudio.muted
    }

    /// `{"rtc.use_audio4": true}`: the audio pipeline that carries audio metadata.
    var usesAudio4: Bool { parameters.usesAudio4 }

    /// enableInstantMediaRendering, or the live-show video scenario, which the SDK documents as turning it on.
    var rendersInstantly: Bool { video.rendersInstantly }

    /// The rate of the local video loop: the image source's while it is on, else the encoder's.
    var localFrameRate: Int { video.localFrameRate }
    var capturesVideo: Bool { wantsCameraCapture && !cameraHeldInBackground }
    /// What the app asked of the camera, whether or not the system lets it run.
    var wantsCameraCapture: Bool {
        video.enabled && (video.camera.previewing || anyLinkPublishesVideo || video.camera.settings.captureStarted)
    }
    /// iOS stops the camera of an app in the background unless the app asked the SDK to keep it
    /// (`{"rtc.camera_enable_multitasking": true}`, for picture in picture).
    var cameraHeldInBackground: Bool { video.camera.appInBackground && !parameters.keepsCameraInBackground }

    /// The screen's pictures go out on this connection: joined as a host, a capture with video running, the option
    /// set. The camera's own state does not matter: it may keep previewing.
    func publishesScreenVideo(_ link: SimLinkIndex) -> Bool {
        publishesAsHost(.screenVideo, on: link) && screen.isCapturingVideo
    }

    /// The local transcoder's composed picture goes out on this connection, in place of the camera's: joined as a
    /// host, video on, the transcoder running, the option set.
    func publishesTranscodedVideo(_ link: SimLinkIndex) -> Bool {
        publishesAsHost(.transcodedVideo, on: link) && video.enabled && video.transcoder.running != nil && !video.muted
    }

    /// The custom video track goes out on this connection: joined as a host, video on, an external raw source, the
    /// option set.
    func publishesCustomVideo(_ link: SimLinkIndex) -> Bool {
        publishesAsHost(.customVideo, on: link) && self[link].session?.publication.customVideoTrackId == 0
            && video.enabled && customVideo.externalSource && customVideo.externalSourceType == .videoFrame && !video.muted
    }

    /// The app's own track that goes out on this connection: joined as a host, `customVideoTrackId` naming an existing
    /// track, with `publishCustomVideoTrack` for a raw one or `publishEncodedVideoTrack` for an encoded one.
    func publishedVideoTrack(_ link: SimLinkIndex) -> SimCustomVideoTrack? {
        guard let session = self[link].session, self[link].isJoined, session.publication.customVideoTrackId != 0,
              effectiveRole(link) == .broadcaster, !video.muted,
              let track = customVideo.tracks[session.publication.customVideoTrackId] else { return nil }
        return (track.isEncoded ? session.publishes(.encodedVideo) : session.publishes(.customVideo)) ? track : nil
    }

    /// Whether media crosses the simulated network protected (then it is really serialised, encrypted and decrypted).
    /// Only the main connection's: enableEncryption and the packet observer are not modelled for joinChannelEx
    /// connections (their enableEncryptionEx seals only what crosses to other instances). A method of the state, not of the engine: the engine's
    /// methods can change `state`, so handing them `state` copies the whole of it, once per remote frame.
    func mediaIsProtected(_ link: SimLinkIndex) -> Bool {
        link.isMain && protection.isOn
    }

    /// The observer, when it watches `position`.
    func observer(at position: AgoraVideoFramePosition) -> SimFrameObserver? { video.rawObserver.observer(at: position) }

    /// Whether the local user sees this remote at all (live broadcasting hides audience members).
    func isVisible(_ user: SimRemoteUser) -> Bool { user.isVisible(in: channelProfile) }
}
