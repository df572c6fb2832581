import AgoraRtcSim
import Foundation

/// Simulcast: a host sends up to three layers of its camera beside the main stream (`setSimulcastConfig`, the
/// original's 720p30 / 540p15 / 360p15 / 270p15, three on); a subscriber picks a layer per remote host
/// (`setRemoteVideoStream(_:type:)` with `.layer1` … `.layer4`) and the remote tile's stats show that layer's size and
/// frame rate, or the nearest layer the host sends when that one is off. The simulated hosts send the original's
/// default layers.
///
/// Departures from the original:
/// - The layer picked applies to every remote host shown and to hosts who join later; the original asks a newcomer
///   for layer 1 whatever the picker shows, and its picker talks only to the user who joined last.
/// - A host who left is forgotten, so with nobody left the picker says "No remote user"; the original keeps the uid,
///   so the picker talks to nobody.
/// - A panel lists the host's layers and `setSimulcastConfig`'s result, and each remote tile says which layer was
///   asked for and which arrives; the original only logs the return codes.
final class SimulcastMain: CaseSession<SimulcastEntry>, ControlledSession {
    /// The host's four layer switches, then the subscriber's layer picker.
    enum Control: String, CaseControl {
        case layer1, layer2, layer3, layer4, remoteLayer

        static let layerOptions = SimulcastLayer.all.map { ChoiceOption($0.name, "simulcast.layer." + $0.name) }

        var labelKey: String {
            switch self {
            case .layer1, .layer2, .layer3, .layer4: "simulcast.control." + rawValue
            case .remoteLayer: "simulcast.control.remoteLayer"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .layer1, .layer2, .layer3, .layer4: .toggle(SimulcastLayer.named(rawValue)?.startsEnabled ?? false)
            case .remoteLayer: .choice(options: Self.layerOptions, selected: "layer1")
            }
        }
    }

    /// How long the "at most 3 layers" and "no remote user" toasts stay.
    static let toastSeconds = 2.0

    private var role = AgoraClientRole.broadcaster
    /// The layers the host's switches have on.
    private var enabledLayers = SimulcastLayer.defaultEnabled
    /// The layer asked of every remote host.
    private var remoteLayer = SimulcastLayer.all[0]
    private var remoteUids: Set<UInt> = []
    private var toastSerial = 0

    override func start() {
        role = config.clientRole
        let isHost = role == .broadcaster
        for layer in [Control.layer1, .layer2, .layer3, .layer4] { enable(layer, isHost) }
        enable(.remoteLayer, !isHost)
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            // Simulation only: the channel's simulated hosts send the original's default layers.
            config.simulation.remoteSimulcast = SimulcastLayer.simulcastConfig(enabled: SimulcastLayer.defaultEnabled)
        }
        engine.enableVideo()
        engine.enableAudio()
        engine.setClientRole(role)

        if isHost {
            engine.setVideoEncoderConfiguration(AgoraVideoEncoderConfiguration(
                size: CGSize(width: 1280, height: 720), frameRate: .fps30, bitrate: AgoraVideoBitrateStandard,
                orientationMode: .adaptative, mirrorMode: .auto))
            engine.setupLocalVideo(localCanvas())
            engine.startPreview()
            setupSimulcast(engine)
        } else {
            localPlaceholderTile("simulcast.tile.audience")
        }
        engine.setDefaultAudioRouteToSpeakerphone(true)

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = isHost
        options.publishMicrophoneTrack = isHost
        options.clientRoleType = role
        options.autoSubscribeAudio = true
        options.autoSubscribeVideo = true
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    /// The layers as the switches are, sent with `setSimulcastConfig`.
    @discardableResult
    private func setupSimulcast(_ engine: AgoraRtcEngineKit) -> Bool {
        let code = engine.setSimulcastConfig(SimulcastLayer.simulcastConfig(enabled: enabledLayers))
        showLayers(code)
        return code == 0
    }

    private func showLayers(_ code: Int32) {
        var lines = SimulcastLayer.all.map { layer -> SessionPanel.Line in
            let on = enabledLayers.contains(layer.name)
            return .localized(on ? "simulcast.panel.sending" : "simulcast.panel.off",
                              ["simulcast.layer." + layer.name, "\(layer.width)x\(layer.height)", String(layer.fps)],
                              style: on ? .normal : .dim)
        }
        lines.append(.localized("simulcast.panel.result", [String(code)], style: code == 0 ? .dim : .warning))
        showPanel(SessionPanel(titleKey: "simulcast.panel.title", lines: lines))
    }

    private func toast(_ key: String) {
        toastSerial += 1
        let serial = toastSerial
        let notice = SessionNotice(key)
        show(notice)
        repeatEvery(Self.toastSeconds) { [weak self] in
            if self?.toastSerial == serial { self?.expire(notice) }
            return false
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .layer1, .layer2, .layer3, .layer4:
            var layers = enabledLayers
            if value.bool { layers.insert(control.rawValue) } else { layers.remove(control.rawValue) }
            guard layers.count <= SimulcastLayer.maxEnabled else {
                // The original flips the switch back and says why.
                toast("simulcast.toast.maxLayers")
                return false
            }
            let previous = enabledLayers
            enabledLayers = layers
            guard setupSimulcast(engine) else {
                enabledLayers = previous
                return false
            }
            return true
        case .remoteLayer:
            guard let layer = SimulcastLayer.named(value.option) else { return false }
            guard !remoteUids.isEmpty else {
                toast("simulcast.toast.noRemoteUser")
                return false
            }
            remoteLayer = layer
            var accepted = true
            for uid in remoteUids.sorted() {
                accepted = engine.setRemoteVideoStream(uid, type: layer.streamType) == 0 && accepted
                showAsked(uid)
            }
            return accepted
        }
    }

    // MARK: - Engine callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard let engine = self.engine else { return }
            engine.setupRemoteVideo(self.remoteCanvas(for: uid))
            engine.setRemoteVideoStream(uid, type: self.remoteLayer.streamType)
            self.remoteUids.insert(uid)
            self.showAsked(uid)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
            self.remoteUids.remove(uid)
        }
    }

    /// The stats say which stream arrives (`rxStreamType`): the layer asked for, or the nearest one the host sends.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        let uid = stats.uid, received = AgoraVideoStreamType(rawValue: stats.rxStreamType)
        onMain {
            guard self.remoteUids.contains(uid) else { return }
            self.showAsked(uid, received: received.flatMap(SimulcastLayer.of))
        }
    }

    private func showAsked(_ uid: UInt, received: SimulcastLayer? = nil) {
        var notes = [TileNote.text("simulcast.note.asked", ["simulcast.layer." + remoteLayer.name])]
        if let received {
            notes.append(.text(received.name == remoteLayer.name ? "simulcast.note.receiving" : "simulcast.note.fallback",
                               ["simulcast.layer." + received.name]))
        }
        updateTile(uid: uid, .notes(notes))
    }

    // MARK: - Teardown

    /// The original's: audio and video off; if joined, stopPreview and leave.
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
        if isJoined {
            engine.stopPreview()
            engine.leaveChannel(nil)
        }
    }
}
