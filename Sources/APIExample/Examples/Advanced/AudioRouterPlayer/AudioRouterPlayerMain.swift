import AgoraRtcSim
import Foundation

/// Audio routing beside a third-party player: the app plays a video with its own player (outside the engine, at
/// volume 30) while in a call, and `che.audio.keep.audiosession` asks the SDK to leave the app's audio session
/// alone. The Loudspeaker switch moves the call's sound with `setEnableSpeakerphone`; the engine reports where it
/// went in `didAudioRouteChanged`.
///
/// Departures from the original:
/// - Remote users are subscribed and shown: the original turns autoSubscribeAudio/Video off and never subscribes by
///   hand, so nobody in the channel is ever heard or seen (a bug).
/// - The player-type choice is left out: the original's "thirdPartyPlayer" (IJKPlayer or VLC when linked) and
///   "avplayer" would both be the same app-side player here.
/// - The player loops the bundled 4 s sample (`sample-160x90-h264-aac-mp3.mp4`) where the original streams
///   `sample.mp4` from Agora's server once; in place of AVPlayer's own controls (full screen, scrubbing) there are
///   Pause and Resume and a panel with the player's state, position, volume and the level it plays at.
/// - `rtcEngine(_:didAudioRouteChanged:)` is handled (the original does not implement it): the route the engine
///   reports sets the Loudspeaker switch and is written on the local tile and in the log.
final class AudioRouterPlayerMain: CaseSession<AudioRouterPlayerEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case loudspeaker, playerPause, playerResume

        var labelKey: String {
            switch self {
            case .loudspeaker: "router.control.loudspeaker"
            case .playerPause: "router.control.pause"
            case .playerResume: "router.control.resume"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            // The route the engine reports: joining reports the speakerphone the sample asks for before it.
            case .loudspeaker: .toggle(false)
            case .playerPause, .playerResume: .action
            }
        }

        var startsEnabled: Bool { self == .loudspeaker }
    }

    /// The original's player volume.
    static let playerVolume = 30
    /// The bundled clip stands in for the original's remote `sample.mp4`.
    static let clipName = "sample-160x90-h264-aac-mp3.mp4"

    private var player: ThirdPartyPlayer?
    private var playerState = ThirdPartyPlayerState(volume: playerVolume)
    private var route: AgoraAudioOutputRouting?

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        // The original's resolution, rate and orientation outlets are not in its storyboard: always these.
        engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
            size: CGSize(width: 960, height: 540), frameRate: .fps15, bitrate: AgoraVideoBitrateStandard,
            orientationMode: .adaptative, mirrorMode: .auto))
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setEnableSpeakerphone(true)
        // Leave the app's audio session to the app, so the SDK does not take it from the player.
        engine.setParameters("{\"che.audio.keep.audiosession\": true}")

        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = role
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = true
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
        startPlayer()
    }

    // MARK: - The third-party player (the original creates it in viewDidAppear)

    private func startPlayer() {
        let view = AppVideoView()
        ownAppTile(view, titleKey: "router.tile.player")
        let player = ThirdPartyPlayer(path: CaseMedia.resolve(Self.clipName), volume: Self.playerVolume, view: view,
                                      clock: context.clock) { [weak self] state in
            self?.onMain { self?.playerChanged(state) }
        }
        self.player = player
        showPlayer()
        player.play()
    }

    private func playerChanged(_ state: ThirdPartyPlayerState) {
        if case .failed(let error) = state.phase, playerState.phase != state.phase {
            let notice = CaseMedia.notice(player?.path ?? Self.clipName, error)
            note(notice.key, notice.arguments, kind: .error)
            show(notice)
        }
        if state.phase != playerState.phase, !Self.isFailed(state.phase) {
            note("router.log.state", [Self.phaseKey(state.phase), Self.clock(state.positionMs)])
        }
        if state.loops > playerState.loops { note("router.log.loop", [String(state.loops)]) }
        playerState = state
        enable(.playerPause, state.phase == .playing)
        enable(.playerResume, state.phase == .paused)
        showPlayer()
    }

    private func showPlayer() {
        let state = playerState
        let fraction = state.durationMs > 0 ? Double(state.positionMs) / Double(state.durationMs) : 0
        showPanel(SessionPanel(titleKey: "router.panel.title", lines: [
            .verbatim(Self.clipName, style: .dim),
            .localized("router.panel.state", [Self.phaseKey(state.phase)], style: Self.isFailed(state.phase) ? .warning : .normal),
            .bar(fraction, Self.clock(state.positionMs) + " / " + Self.clock(state.durationMs)),
            .localized("router.panel.volume", [String(state.volume), String(state.level)]),
            .localized("router.panel.loops", [String(state.loops)]),
        ]))
    }

    static func phaseKey(_ phase: ThirdPartyPlayerState.Phase) -> String {
        switch phase {
        case .opening: "router.state.opening"
        case .playing: "router.state.playing"
        case .paused: "router.state.paused"
        case .stopped: "router.state.stopped"
        case .failed: "router.state.failed"
        }
    }

    private static func isFailed(_ phase: ThirdPartyPlayerState.Phase) -> Bool {
        if case .failed = phase { true } else { false }
    }

    /// "MM:SS.s": the player reports every 100 ms.
    static func clock(_ ms: Int) -> String {
        let tenths = max(0, ms) / 100
        return String(format: "%02d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10)
    }

    // MARK: - Engine callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting) {
        onMain {
            self.route = routing
            self.set(.loudspeaker, .bool(routing == .speakerphone))
            self.note("router.log.route", [Self.routeKey(routing), String(routing.rawValue)])
            self.updateTile(uid: 0, .notes([.text("router.note.route", [Self.routeKey(routing)])]))
        }
    }

    static func routeKey(_ route: AgoraAudioOutputRouting) -> String {
        switch route {
        case .default: "router.route.default"
        case .headset, .headsetNoMic: "router.route.headset"
        case .earpiece: "router.route.earpiece"
        case .speakerphone: "router.route.speakerphone"
        case .loudspeaker: "router.route.loudspeaker"
        case .headsetBluetooth: "router.route.bluetooth"
        }
    }

    /// The original only logs remote users; subscribed here, so they are seen too.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            self.note("router.log.remoteJoined", [String(uid)])
            self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid))
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.note("router.log.remoteLeft", [String(uid)])
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .loudspeaker:
            return engine.setEnableSpeakerphone(value.bool) == 0
        case .playerPause:
            player?.pause()
        case .playerResume:
            player?.play()
        }
        return true
    }

    // MARK: - Teardown

    /// The original's deinit: audio and video off, stopPreview and leave if joined; the engine is destroyed next.
    /// The player stops here rather than after the destroy (the engine never knew of it, so the order is the app's).
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        if isJoined {
            engine.stopPreview()
            engine.leaveChannel(nil)
        }
        player?.stop()
        player = nil
    }
}
