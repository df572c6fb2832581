import AgoraRtcSim

/// Content moderation: an image moderation module takes a screenshot of the local video every `interval` seconds
/// and uploads it (`enableContentInspect`), set before joining as in the original; SwitchCamera calls
/// `switchCamera()`.
///
/// The SDK gives the app no result: Agora's moderation service sends it to the customer's server (the webhook set
/// up in the console), which is what the original's label says. So no result callback exists here either; the
/// simulated engine only notes each upload in the log (a `[sim]` line, not an SDK callback).
///
/// Departures from the original:
/// - Remote users get tiles beside the local view, where the original shows only its full-screen local camera
///   view, so a second instance in the channel is seen.
/// - The form also sets the screenshot interval (the original's is a fixed 1 s; Agora recommends 10).
/// - The panel also says whether the module runs, its interval and which camera is in use; a refused
///   `enableContentInspect` gets a notice.
/// - Each simulated upload is a `[sim]` line in the log.
final class ContentInspectMain: CaseSession<ContentInspectEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case switchCamera

        var labelKey: String { "control.switchCamera" }
        var kind: SessionControl.Kind { .action }
    }

    private var frontCamera = true
    private var inspecting = false

    override func start() {
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        engine.enableVideo()
        engine.enableAudio()
        engine.setupLocalVideo(localCanvas())

        var module = AgoraContentInspectModule()
        module.type = .imageModeration
        module.interval = config.interval
        var config = AgoraContentInspectConfig()
        config.modules = [module]
        let code = engine.enableContentInspect(true, config: config)
        inspecting = code == 0
        if code != 0 {
            show(SessionNotice("inspect.enableFailed", [String(code), ErrorDescription.key(forReturnCode: code)],
                               severity: .error))
        }
        showInspectPanel()

        let role = context.settings.clientRole
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = role
        joinWhenPermitted(channel: self.config.channelName, uid: 0, options: options)
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

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .switchCamera:
            guard engine.switchCamera() == 0 else { return false }
            frontCamera.toggle()
            showInspectPanel()
        }
        return true
    }

    private func showInspectPanel() {
        var lines: [SessionPanel.Line] = [.localized("inspect.panel.webhook", style: .accent)]
        lines.append(inspecting
            ? .localized("inspect.panel.module", [String(config.interval)])
            : .localized("inspect.panel.off", style: .warning))
        lines.append(.localized("inspect.panel.uploads", style: .dim))
        lines.append(.localized(frontCamera ? "inspect.panel.frontCamera" : "inspect.panel.rearCamera"))
        showPanel(SessionPanel(titleKey: "inspect.panel.title", lines: lines))
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        enable(.switchCamera, false)
        engine.disableAudio()
        engine.disableVideo()
    }
}
