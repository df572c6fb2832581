import AgoraRtcSim
import Foundation

/// Screen sharing: the user joins with the camera and microphone as uid 501–1000 and, once the system's sheet is
/// confirmed, the same uid publishes the screen instead of the camera (`updateChannel` with
/// `publishScreenCaptureVideo`/`Audio`), as the original does in SDK 4.x: remote users see one stream switch from
/// camera to screen, not a second user. The screen is this app's own screen; a third tile shows what is captured.
///
/// What the system does to the broadcast from outside the app (Control Center's stop, the system pausing and
/// resuming it) is three simulation controls, reported as the SDK reports them: `(.stopped, 31)`, `(.capturing, 28)`
/// and `(.capturing, 29)` with `sourceType .screen`. The scenario picker changes how the screen is encoded when the
/// uplink cannot carry it all (Settings' network): document and RDC keep the quality and send fewer frames, gaming
/// and video keep the frame rate and send smaller pictures, as the SDK documents; the panel names the preference and
/// the local tile's stats show the effect.
///
/// Departures from the original:
/// - `(.capturing, .screen)` always switches the uid to the screen and Stop switches back (the original's switch was
///   keyed to the system's "captured" flag and worked only while that flag was still false).
/// - Cancel on the system's sheet is reported as a refused capture `(.failed, .screenCaptureNoPermission)`, with a
///   notice.
/// - Start is offered only while the screen is not captured (the original's `isCaptured` guard made it do nothing),
///   Stop and Update only while it is, and all three once joined (the switch is an `updateChannel`).
/// - A broadcast the system stops switches the uid back to the camera with a notice, and a paused one says so on
///   the panel (the original handles neither).
/// - The capture is a landscape 960×540, the shape of a terminal (the original's is 540×960 fitted to the phone).
/// - A third tile shows what is captured, and a panel the capture, what the uid publishes and the scenario's
///   preference; each remote user gets a tile (the original has one remote view).
/// - The capture ends with the session (OC's teardown stops it; Swift's left it to the system).
final class ScreenShareMain: CaseSession<ScreenShareEntry>, ControlledSession {
    /// The original's row of buttons, then its switches, slider and pickers.
    enum Control: String, CaseControl {
        case stopScreen, startScreen, updateScreen, captureAudio, captureVideo, captureSignalVolume, captureFrameRate
        case screenScenario
        /// Simulation: the system's side of the broadcast.
        case systemStopBroadcast, systemPauseBroadcast, systemResumeBroadcast

        var labelKey: String {
            switch self {
            case .stopScreen: "screenShare.control.stopScreen"
            case .startScreen: "screenShare.control.startScreen"
            case .updateScreen: "screenShare.control.updateScreen"
            case .captureAudio: "screenShare.control.captureAudio"
            case .captureVideo: "screenShare.control.captureVideo"
            case .captureSignalVolume: "screenShare.control.captureSignalVolume"
            case .captureFrameRate: "screenShare.control.captureFrameRate"
            case .screenScenario: "screenShare.control.screenScenario"
            case .systemStopBroadcast: "screenShare.control.systemStop"
            case .systemPauseBroadcast: "screenShare.control.systemPause"
            case .systemResumeBroadcast: "screenShare.control.systemResume"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .stopScreen, .startScreen, .updateScreen, .systemStopBroadcast, .systemPauseBroadcast, .systemResumeBroadcast: .action
            case .captureAudio, .captureVideo: .toggle(true)
            case .captureSignalVolume: .slider(value: 50, range: 0...100, step: 10)
            case .captureFrameRate: .choice(options: ScreenShareMain.frameRates, selected: "15")
            case .screenScenario: .choice(options: ScreenShareMain.scenarios, selected: "video")
            }
        }

        /// The buttons wait for the join, the system's for a broadcast.
        var startsEnabled: Bool {
            switch self {
            case .stopScreen, .startScreen, .updateScreen, .systemStopBroadcast, .systemPauseBroadcast, .systemResumeBroadcast: false
            default: true
            }
        }
    }

    nonisolated static let frameRates = [15, 30, 60].map { ChoiceOption(String($0), "fps.\($0)") }
    nonisolated static let scenarios: [ChoiceOption] = [
        ChoiceOption("document", "screenShare.scenario.document"), ChoiceOption("gaming", "screenShare.scenario.gaming"),
        ChoiceOption("video", "screenShare.scenario.video"), ChoiceOption("RDC", "screenShare.scenario.RDC"),
    ]
    nonisolated static let scenarioTypes: [String: AgoraScreenScenarioType] = [
        "document": .document, "gaming": .gaming, "video": .video, "RDC": .RDC,
    ]

    /// The original's SCREEN_SHARE_UID (501–1000) and the extension's old uid (1001–2000), which it mutes.
    let screenShareUid: UInt
    let broadcasterUid: UInt
    private var parameters = AgoraScreenCaptureParameters2()
    private var options = AgoraRtcChannelMediaOptions()
    private var joined = false
    /// The screen is being captured (the system's `isCaptured`).
    private(set) var screenCaptured = false
    private(set) var publishesScreen = false
    /// The system paused the broadcast.
    private(set) var screenPaused = false
    private var scenario = AgoraScreenScenarioType.video

    required init(configs: Configs, context: SessionContext) {
        var random = SeededRandom(seed: context.settings.seed ^ 0x5363_7265_656E)
        screenShareUid = UInt.random(in: 501...1000, using: &random)
        broadcasterUid = UInt.random(in: 1001...2000, using: &random)
        super.init(configs: configs, context: context)
    }

    override func start() {
        // The original prepares the parameters first: sound and pictures, half volume, 15 fps, the standard
        // bitrate; the size is a landscape 960×540, the shape of a terminal rather than of a phone.
        parameters.captureAudio = true
        parameters.captureVideo = true
        parameters.audioParams.captureSignalVolume = 50
        parameters.videoParams.dimensions = CGSize(width: 960, height: 540)
        parameters.videoParams.frameRate = 15
        parameters.videoParams.bitrate = 0

        let localCanvas = localCanvas()
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas)
        engine.startPreview()
        // What is captured, in a view of its own.
        let screenView = screenCaptureTile(titleKey: "screenShare.tile.screen")
        engine.setupLocalVideo(AgoraRtcVideoCanvas(view: screenView, renderMode: .fit, sourceType: .screen))
        engine.setDefaultAudioRouteToSpeakerphone(true)

        options.clientRoleType = role
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        joinWhenPermitted(channel: config.channelName, uid: screenShareUid, options: options)
        engine.muteRemoteAudioStream(broadcasterUid, mute: true)
        engine.muteRemoteVideoStream(broadcasterUid, mute: true)
        showStatus()
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .captureAudio:
            parameters.captureAudio = value.bool
        case .captureVideo:
            parameters.captureVideo = value.bool
        case .captureSignalVolume:
            parameters.audioParams.captureSignalVolume = value.int
        case .captureFrameRate:
            guard let rate = Int(value.option) else { return false }
            parameters.videoParams.frameRate = rate
        case .screenScenario:
            guard let type = Self.scenarioTypes[value.option], engine.setScreenCaptureScenario(type) == 0 else { return false }
            scenario = type
            showStatus()
        case .startScreen:
            if case .bool(let confirmed) = value {
                // The user's answer on the system's sheet, which the SDK learns from the broadcast extension.
                return engine.simAnswerScreenCaptureSheet(confirmed: confirmed) == 0
            }
            guard !screenCaptured, engine.startScreenCapture(parameters) == 0 else { return false }
            // The original presses the broadcast picker's button from code: the system asks the user.
            ask(SessionPrompt("screenShare.sheet.message", titleKey: "screenShare.sheet.title",
                              answersKey: "screenShare.sheet.answers", acceptKey: "screenShare.sheet.start",
                              declineKey: "key.cancel", control: Control.startScreen.rawValue))
        case .stopScreen:
            engine.stopScreenCapture()
            publish(screen: false)
        case .updateScreen:
            return engine.updateScreenCapture(parameters) == 0
        case .systemStopBroadcast:
            return engine.simScreenBroadcast(.stoppedByUser) == 0
        case .systemPauseBroadcast:
            return engine.simScreenBroadcast(.paused) == 0
        case .systemResumeBroadcast:
            return engine.simScreenBroadcast(.resumed) == 0
        }
        return true
    }

    /// One uid, one video track: the screen (and its sound) or the camera.
    private func publish(screen: Bool) {
        guard let engine else { return }
        options.publishScreenCaptureVideo = screen
        options.publishScreenCaptureAudio = screen
        options.publishCameraTrack = !screen
        if engine.updateChannel(with: options) == 0 { publishesScreen = screen }
        showStatus()
    }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                                        reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {
        guard sourceType == .screen else { return }
        onMain { self.screenStateChanged(state, reason) }
    }

    private func screenStateChanged(_ state: AgoraVideoLocalState, _ reason: AgoraLocalVideoStreamReason) {
        switch (state, reason) {
        case (.capturing, .screenCapturePaused):
            screenPaused = true
        case (.capturing, .screenCaptureResumed):
            screenPaused = false
        case (.stopped, .screenCaptureStoppedByUser):
            // Stopped from the system: the camera again, as Stop does.
            screenCaptured = false
            screenPaused = false
            publish(screen: false)
            show(SessionNotice("screenShare.notice.stoppedByUser", [".\(reason)", String(reason.rawValue)]))
        case (.capturing, _):
            screenCaptured = true
            publish(screen: true)
        case (.failed, _):
            screenCaptured = false
            show(SessionNotice("screenShare.notice.failed", [".\(reason)", String(reason.rawValue)], severity: .error))
        case (.stopped, _):
            screenCaptured = false
            screenPaused = false
        default:
            break
        }
        updateButtons()
        showStatus()
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.joined = true
            self.updateButtons()
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid, renderMode: .fit)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    private func updateButtons() {
        enable(.startScreen, joined && !screenCaptured)
        enable(.stopScreen, joined && screenCaptured)
        enable(.updateScreen, joined && screenCaptured)
        enable(.systemStopBroadcast, screenCaptured)
        enable(.systemPauseBroadcast, screenCaptured && !screenPaused)
        enable(.systemResumeBroadcast, screenCaptured && screenPaused)
    }

    private func showStatus() {
        showPanel(SessionPanel(titleKey: "screenShare.panel.title", lines: [
            .localized("screenShare.panel.capture", [screenPaused ? "screenShare.capture.paused"
                                                     : screenCaptured ? "screenShare.capture.on" : "screenShare.capture.off"]),
            .localized("screenShare.panel.publishing", [String(screenShareUid),
                                                        publishesScreen ? "screenShare.publishing.screen" : "screenShare.publishing.camera"]),
            .localized("screenShare.panel.encoding", [scenario == .document || scenario == .RDC
                                                      ? "screenShare.encoding.quality" : "screenShare.encoding.smoothness"]),
        ]))
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.stopScreenCapture()
        guard isJoined else { return }
        engine.disableAudio()
        engine.disableVideo()
        engine.leaveChannel(nil)
    }
}
