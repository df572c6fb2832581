import AgoraRtcSim
import Foundation

/// Third-party beautification: the original asks which vendor's beauty SDK to use ("FU Beautify", FaceUnity, is the
/// one left; SenseTime and ByteDance were removed) and opens that vendor's screen. The vendor's SDK (FaceUnity's
/// FURenderKit) is not part of the sample: it must be licensed and added by hand, so the original shows the six
/// setup steps instead of the beauty buttons, and still runs the call: broadcaster, 480×640 fixed portrait, camera and
/// microphone published. This app has no FaceUnity either, so it shows the same steps and makes the same call.
///
/// Departures from the original:
/// - The vendor sheet is the session's first question (Esc cancels it, "Choose beauty SDK" asks again) rather than a
///   sheet over the form.
/// - The BeautyAPI helper (a wrapper outside the SDK that installs the vendor's renderer as the video frame delegate)
///   is left out, since with no vendor it adds nothing: the local canvas is set up directly, and the camera-switch
///   button calls the SDK's `switchCamera` itself (as BeautyAPI's `switchCamera` does).
final class ThirdBeautifyMain: CaseSession<ThirdBeautifyEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case chooseSDK, switchCamera

        var labelKey: String {
            switch self {
            case .chooseSDK: "thirdBeautify.control.choose"
            case .switchCamera: "thirdBeautify.control.switchCamera"
            }
        }

        var kind: SessionControl.Kind { .action }
        /// Choose is offered only after the sheet was cancelled; the camera switch is FUBeautifyVC's.
        var startsEnabled: Bool { false }
    }

    /// The original's FUBeautifyVC encoder: portrait 480×640 at 15 fps, no mirroring, and 15 Kbps (FUBeautifyVC
    /// passes a literal 15, not the standard bitrate; the SDK moves it up into the size's proper range).
    static let encoder = AgoraVideoEncoderConfiguration(size: CGSize(width: 480, height: 640), frameRate: .fps15,
                                                         bitrate: 15, orientationMode: .fixedPortrait,
                                                         mirrorMode: .disabled)

    override func start() {
        showPanel(SessionPanel(titleKey: "thirdBeautify.panel.title", lines: [.localized("thirdBeautify.panel.choosing")]))
        askForVendor()
    }

    private func askForVendor() {
        ask(SessionPrompt("thirdBeautify.sheet.message", titleKey: "thirdBeautify.sheet.title",
                          answersKey: "thirdBeautify.sheet.answers", acceptKey: "thirdBeautify.sheet.fu",
                          declineKey: "key.cancel", control: Control.chooseSDK.rawValue))
    }

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        switch control {
        case .switchCamera:
            // FUBeautifyVC's onTapCameraSwitch (through BeautyAPI, which calls the SDK's switchCamera).
            return engine?.switchCamera() == 0
        case .chooseSDK:
            guard engine == nil else { return false }
            switch value {
            case .bool(true):
                enable(.chooseSDK, false)
                openFUBeautify()
            case .bool(false):
                note("thirdBeautify.log.cancelled")
                showPanel(SessionPanel(titleKey: "thirdBeautify.panel.title", lines: [.localized("thirdBeautify.panel.cancelled")]))
                enable(.chooseSDK, true)
            default:
                askForVendor()
            }
        }
        return true
    }

    /// FUBeautifyVC: the vendor's SDK is missing, so its setup steps, and the call as a broadcaster.
    private func openFUBeautify() {
        note("thirdBeautify.log.vendorMissing")
        showPanel(SessionPanel(titleKey: "thirdBeautify.panel.missing", lines: [
            .localized("thirdBeautify.steps.intro", style: .accent),
            .localized("thirdBeautify.steps.1"),
            .localized("thirdBeautify.steps.2"),
            .localized("thirdBeautify.steps.3"),
            .localized("thirdBeautify.steps.4"),
            .localized("thirdBeautify.steps.5"),
            .localized("thirdBeautify.steps.6"),
        ]))
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(Self.encoder)
        var canvas = localCanvas(renderMode: .hidden)
        canvas.mirrorMode = .disabled
        engine.setupLocalVideo(canvas)
        engine.startPreview()
        // The camera-switch button is outside the vendor's panel, so it shows even without the vendor's SDK.
        enable(.switchCamera, true)

        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = true
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            var canvas = self.remoteCanvas(for: uid, renderMode: .hidden)
            canvas.mirrorMode = .disabled
            self.engine?.setupRemoteVideo(canvas)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    /// As the original's dealloc: leave, stop the preview; the base class destroys the engine.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        guard isJoined else { return }
        engine.leaveChannel(nil)
        engine.stopPreview()
    }
}
