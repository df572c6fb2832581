import AgoraRtcSim
import Foundation

/// Local composite graph: this app's own screen, full size, with the camera's picture inset at its left edge, composed
/// by the SDK's local transcoder and published as one track (`publishTranscodedVideoTrack`). The local tile is a
/// `.transCoded` canvas: it shows the composed picture remote users receive. Until the user confirms the system's
/// sheet the screen is not captured: the transcoder reports it not ready (error 1) and composes the camera alone.
///
/// The virtual-background switch is the original's (white behind the person); the simulated camera faces a person,
/// as VideoProcess's does, so the inset keeps someone in front of the background.
///
/// Departures from the original:
/// - The original's `updateChannel` before the join (publishing the screen capture) changed nothing, as there was
///   no channel yet, so it is not made.
/// - The screen is a landscape 960×540 with the camera inset 360×360 at (0, 60) (the original: 540×960 fitted to
///   the phone, a 100×100 inset, which here would be a few characters under the stats overlay).
/// - A cancelled sheet can be asked again (shareScreen), and a screen capture that fails gets a notice (the original
///   had no way back and handles no capture state).
/// - Remote users get tiles (the original only logged them).
/// - The screen capture ends with the session even when the join never came, and the transcoder and the camera
///   capture are stopped there rather than left to `destroy`.
final class LocalCompositeGraphMain: CaseSession<LocalCompositeGraphEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case virtualBackground, shareScreen

        var labelKey: String {
            switch self {
            case .virtualBackground: "composite.control.virtualBackground"
            case .shareScreen: "composite.control.shareScreen"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .virtualBackground: .toggle(false)
            case .shareScreen: .action
            }
        }

        /// Share screen is offered again only when the user cancelled the sheet.
        var startsEnabled: Bool { self == .virtualBackground }
    }

    /// The screen's size: ScreenShare's parameters (a landscape 960×540, the shape of a terminal); the composed
    /// picture has the same size, and the screen fills it.
    nonisolated static let screenSize = CGSize(width: 960, height: 540)
    /// The camera inset at the left edge, 60 px down, as the original puts it; the original's 100×100 suits a phone's
    /// 540×960 screen, and on a 960×540 one shown in a terminal tile it would be a few characters under the stats
    /// overlay, so it is 360×360 here (and the camera captures that size).
    nonisolated static let cameraRect = CGRect(x: 0, y: 60, width: 360, height: 360)

    private var parameters = AgoraScreenCaptureParameters2()
    /// The screen is being captured (the user confirmed the sheet).
    private(set) var screenCaptured = false

    override func start() {
        // The simulated camera faces a person: what the virtual background keeps.
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            config.simulation.camera.facesPerson = true
        }
        engine.setClientRole(context.settings.clientRole)
        engine.enableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)

        // The screen, with ScreenShare's parameters: sound and pictures, half volume, 15 fps, the standard bitrate.
        parameters.captureAudio = true
        parameters.captureVideo = true
        parameters.audioParams.captureSignalVolume = 50
        parameters.videoParams.dimensions = Self.screenSize
        parameters.videoParams.frameRate = 15
        parameters.videoParams.bitrate = 0
        startScreen(engine)

        engine.startCameraCapture(.camera, config: AgoraCameraCapturerConfiguration(dimensions: Self.cameraRect.size))

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.publishTranscodedVideoTrack = true
        options.clientRoleType = .broadcaster
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options, afterJoin: { engine in
            // The original starts composing in the token callback, right after the join call.
            let screen = AgoraTranscodingVideoStream(sourceType: .screen,
                                                     rect: CGRect(origin: .zero, size: Self.screenSize))
            let camera = AgoraTranscodingVideoStream(sourceType: .camera, rect: Self.cameraRect)
            var config = AgoraLocalTranscoderConfiguration()
            config.videoInputStreams = [screen, camera]
            config.videoOutputConfiguration.dimensions = Self.screenSize
            engine.startLocalVideoTranscoder(config)
        })

        // The tile shows the screen it is on: the capture leaves it out, so the picture does not feed on itself.
        var canvas = localCanvas(showsCapturedScreen: true)
        canvas.mirrorMode = .disabled
        canvas.sourceType = .transCoded
        engine.setupLocalVideo(canvas)
        engine.startPreview()
    }

    /// `startScreenCapture`, then the system's sheet (the original presses the broadcast picker's button from code).
    private func startScreen(_ engine: AgoraRtcEngineKit) {
        guard engine.startScreenCapture(parameters) == 0 else { return }
        ask(SessionPrompt("composite.sheet.message", titleKey: "composite.sheet.title", answersKey: "composite.sheet.answers",
                          acceptKey: "composite.sheet.start", declineKey: "key.cancel", control: Control.shareScreen.rawValue))
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .virtualBackground:
            // The original's changeVirtualBackground: white behind the person, type none when off.
            let code = engine.enableVirtualBackground(value.bool, backData: VirtualBackgroundChoice.source(value.bool, "color"),
                                                      segData: AgoraSegmentationProperty())
            guard code == 0 else {
                show(SessionNotice("composite.notice.virtualBackgroundFailed", [String(code), ErrorDescription.key(forReturnCode: code)],
                                   severity: .error))
                return false
            }
        case .shareScreen:
            if case .bool(let confirmed) = value {
                // The user's answer on the system's sheet, which the SDK learns from the broadcast extension.
                return engine.simAnswerScreenCaptureSheet(confirmed: confirmed) == 0
            }
            guard !screenCaptured else { return false }
            enable(.shareScreen, false)
            startScreen(engine)
        }
        return true
    }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                                        reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {
        guard sourceType == .screen else { return }
        onMain { self.screenStateChanged(state, reason) }
    }

    private func screenStateChanged(_ state: AgoraVideoLocalState, _ reason: AgoraLocalVideoStreamReason) {
        switch state {
        case .capturing, .encoding:
            screenCaptured = true
        case .failed:
            screenCaptured = false
            show(SessionNotice("composite.notice.screenFailed", [".\(reason)", String(reason.rawValue)], severity: .error))
        case .stopped:
            screenCaptured = false
        }
        enable(.shareScreen, !screenCaptured)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit,
                                        didLocalVideoTranscoderErrorWithStream stream: AgoraTranscodingVideoStream,
                                        errorCode: AgoraVideoTranscoderError) {
        onMain {
            self.note("composite.log.transcoderError", [".\(stream.sourceType)", ".\(errorCode)", String(errorCode.rawValue)])
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        engine.stopScreenCapture()
        engine.stopLocalVideoTranscoder()
        engine.stopCameraCapture(.camera)
        guard isJoined else { return }
        engine.stopPreview()
        engine.leaveChannel(nil)
    }
}
