import AgoraRtcSim

/// Agora Beauty (zh 声网美颜: the references give no Chinese name, so this one is ours): the clear_vision effects
/// driven through a video effect object (SDK 4.6) — the beauty node's levels, the whitening filter's strength, the
/// style makeup node's 17 rows and face shaping — plus a virtual background. The simulated camera faces a person,
/// so every change is visible in the local tile and in what remote users receive; the local tile's notes say what
/// is on.
///
/// Departures from the original:
/// - The Whitening slider sets the filter strength only (the original also fired the smoothness handler).
/// - The face-shape sliders use their declared ranges (the original read the makeup table's).
/// - The beauty node is added with the effect object rather than at the first switch-on (adding a node loads its
///   template, which reset any slider moved before).
/// - The gender row sets `AgoraFaceShapeBeautyOptions.shapeStyle` (the original named a template, "Female/Male
///   Template Title", that is not localised).
/// - The two modal panels (Make Up, Face Shape) are sections of the control list, without their Sure buttons.
/// - The virtual-background switch stays off after the toast when the device lacks the feature (the original left
///   it on).
/// - The material is the app's bundled resources (the original copies its beauty_material bundle to Documents).
/// - The local tile's notes say what is on; each remote user gets a tile (the original has one remote view).
/// - The effect object is destroyed before the engine (the original destroyed the engine first).
final class AgoraBeautyMain: CaseSession<AgoraBeautyEntry>, ControlledSession {
    typealias Control = AgoraBeautyControl

    /// The material directory: the app's bundled resources stand in for the original's copied beauty bundle.
    static var materialPath: String { CaseMedia.bundledDirectory ?? "" }
    /// The original's template, "default makeup style" localised (学妹妆).
    static let makeupTemplate = "学妹妆"

    private var effectObject: AgoraVideoEffectObject?
    private var faceShapeOptions = AgoraFaceShapeBeautyOptions()
    private var background = "image"
    private var on: Set<Control> = []

    override func start() {
        // The simulated camera faces a person: what the makeup, the segmentation and the face shaping work on.
        let engine = makeEngine(channelProfile: .liveBroadcasting) { config in
            config.simulation.camera.facesPerson = true
        }
        engine.enableExtension(withVendor: "agora_video_filters_clear_vision", extension: "clear_vision", enabled: true,
                               sourceType: .primaryCamera)
        let role = context.settings.clientRole
        engine.setChannelProfile(.liveBroadcasting)
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)

        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        refreshNotes()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options, afterJoin: { [weak self] engine in
            self?.setUpBeauty(engine)
        })
    }

    /// The original's beauty manager, made right after the join: the effect object over the material, the default
    /// makeup style (makeup itself off) and the beauty node.
    private func setUpBeauty(_ engine: AgoraRtcEngineKit) {
        engine.enableExtension(withVendor: "agora_video_filters_clear_vision", extension: "clear_vision", enabled: true,
                               sourceType: .primaryCamera)
        effectObject = engine.createVideoEffectObject(bundlePath: Self.materialPath, sourceType: .primaryCamera)
        engine.setParameters("{\"rtc.video.yuvconverter_enable_hardware_buffer\":true}")
        guard let effectObject else {
            note("ab.log.noObject", kind: .error)
            return
        }
        effectObject.addOrUpdateVideoEffect(nodeId: AgoraVideoEffectNodeId.styleMakeup.rawValue, templateName: Self.makeupTemplate)
        effectObject.setVideoEffectBoolParam(option: "makeup_options", key: "enable_mu", boolValue: false)
        effectObject.addOrUpdateVideoEffect(nodeId: AgoraVideoEffectNodeId.beauty.rawValue, templateName: "")
        showParameters(of: effectObject)
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        let code: Int32
        switch control {
        case .virtualBackground:
            guard !value.bool || featureAvailable(.videoPreprocessVirtualBackground, engine, notice: "ab.notice.unavailable") else {
                return false
            }
            code = engine.enableVirtualBackground(value.bool, backData: VirtualBackgroundChoice.source(value.bool, background),
                                                  segData: AgoraSegmentationProperty())
        case .background:
            let enabled = on.contains(.virtualBackground)
            code = engine.enableVirtualBackground(enabled, backData: VirtualBackgroundChoice.source(enabled, value.option),
                                                  segData: AgoraSegmentationProperty())
            if code == 0 { background = value.option }
        case .gender, .intensity:
            var options = faceShapeOptions
            if control == .gender { options.shapeStyle = value.option == "male" ? .male : .female }
            if control == .intensity { options.styleIntensity = value.int }
            code = engine.setFaceShapeBeautyOptions(on.contains(.faceShape), options: options)
            if code == 0 { faceShapeOptions = options }
        default:
            if let area = control.area {
                code = engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: area, shapeIntensity: value.int))
                if code == 0 { engine.setFaceShapeBeautyOptions(on.contains(.faceShape), options: faceShapeOptions) }
            } else {
                guard let effectObject else {
                    note("ab.log.noObject", kind: .error)
                    return false
                }
                code = apply(control, value, to: effectObject)
            }
        }
        guard code == 0 else {
            note("ab.log.failed", [control.rawValue, String(code)], kind: .error)
            return false
        }
        if case .bool(let isOn) = value {
            if isOn { on.insert(control) } else { on.remove(control) }
        }
        refreshNotes()
        return true
    }

    /// A switch sets a bool, a slider a 0–1 float, a makeup choice its int: the parameter the control names.
    private func apply(_ control: Control, _ value: ControlValue, to effect: AgoraVideoEffectObject) -> Int32 {
        guard let (option, key) = control.parameter else { return AgoraErrorCode.invalidArgument.returnCode }
        switch value {
        case .bool(let on): return effect.setVideoEffectBoolParam(option: option, key: key, boolValue: on)
        case .int(let level): return effect.setVideoEffectFloatParam(option: option, key: key, floatValue: Float(level) / 100)
        default: return effect.setVideoEffectIntParam(option: option, key: key, intValue: Int32(value.option) ?? -1)
        }
    }

    /// The original's sliders and segments start from what its beauty manager reads back from the object (its
    /// fallbacks, without one, are the material's defaults the controls declare).
    private func showParameters(of effect: AgoraVideoEffectObject) {
        for control in Control.allCases {
            guard let (option, key) = control.parameter else { continue }
            switch control.kind {
            case .slider:
                set(control, .int(Int((effect.getVideoEffectFloatParam(option: option, key: key) * 100).rounded())))
            case .choice:
                set(control, .option(String(effect.getVideoEffectIntParam(option: option, key: key))))
            default:
                continue
            }
        }
    }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            var canvas = self.remoteCanvas(for: uid, renderMode: .hidden)
            canvas.enableAlphaMask = true
            self.engine?.setupRemoteVideo(canvas)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - The local tile's summary of what is on

    private func refreshNotes() {
        func state(_ control: Control) -> String { on.contains(control) ? "ab.on" : "ab.off" }
        let vb = on.contains(.virtualBackground) ? "ab.background." + background : "ab.off"
        updateTile(uid: 0, .notes([
            .text("ab.note.beauty", [state(.beauty), state(.faceShape)]),
            .text("ab.note.makeup", [state(.makeup)]),
            .text("ab.note.background", [vb]),
        ]))
    }

    // MARK: - Teardown

    /// Background off, audio and video off, leave; then the effect object, before the base class destroys the
    /// engine (the original destroyed the engine first).
    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.enableVirtualBackground(false, backData: nil, segData: nil)
        engine.disableAudio()
        engine.disableVideo()
        if isJoined { engine.leaveChannel(nil) }
        if let effectObject { engine.destroyVideoEffectObject(effectObject) }
        effectObject = nil
    }
}
