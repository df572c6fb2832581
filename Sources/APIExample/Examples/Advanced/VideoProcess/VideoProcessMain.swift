import AgoraRtcSim
import MediaFormats

/// Video processing with the SDK's built-in clear_vision extension: beauty (lightening, redness, sharpness,
/// smoothness), the whitening filter, low-light enhancement, denoise, colour enhancement, a virtual background
/// (image, colour, blur or video) and face shaping with twelve areas. The simulated camera faces a person, so each
/// effect visibly changes the local tile and what remote users receive; the local tile's notes say what is on.
///
/// The sliders start at the SDK's `AgoraBeautyOptions` defaults, as the original's load does; the image and video
/// backgrounds are the bundled logo and clip, as the original's.
///
/// Departures from the original:
/// - The whitening slider sets the whitening filter only (the original's storyboard also wired it to smoothness).
/// - The face-shape sliders use their declared ranges (the original read the makeup table's, so most fell back to
///   0–100) and are a section of the controls rather than a popup with a Sure button.
/// - A switch whose feature the device lacks stays off after the toast (the original left it on).
/// - The local tile's notes say which effects are on.
/// - Each remote user gets a tile (the original has one remote view).
final class VideoProcessMain: CaseSession<VideoProcessEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case beauty, lightening, redness, sharpness, smoothness, whitening
        case lowLight, denoise, colorEnhance, strength, skinProtect
        case virtualBackground, background
        case faceShape, gender, intensity
        case headScale, forehead, faceContour, faceLength, faceWidth, cheekBone, cheek, chin
        case eyeScale, noseLength, noseWidth, mouthScale

        var labelKey: String { "vp.control." + rawValue }

        var kind: SessionControl.Kind {
            let defaults = AgoraBeautyOptions()
            switch self {
            case .beauty, .lowLight, .denoise, .colorEnhance, .virtualBackground, .faceShape: return .toggle(false)
            case .lightening: return Self.unitSlider(defaults.lighteningLevel)
            case .redness: return Self.unitSlider(defaults.rednessLevel)
            case .sharpness: return Self.unitSlider(defaults.sharpnessLevel)
            case .smoothness: return Self.unitSlider(defaults.smoothnessLevel)
            case .whitening, .strength, .skinProtect: return Self.unitSlider(0.5)
            case .background:
                return .choice(options: VideoProcessMain.backgrounds.map { ChoiceOption($0, "vp.background." + $0) },
                               selected: "image")
            case .gender: return .choice(options: [ChoiceOption("female", "vp.gender.female"), ChoiceOption("male", "vp.gender.male")],
                                         selected: "female")
            case .intensity: return .slider(value: 50, range: 0...100, step: 10)
            default:
                let range = area?.intensityRange ?? 0...100
                return .slider(value: 0, range: range, step: 10)
            }
        }

        /// A 0–1 level shown in hundredths.
        private static func unitSlider(_ value: Float) -> SessionControl.Kind {
            .slider(value: Int((value * 100).rounded()), range: 0...100, step: 10)
        }

        /// The face-shape area a slider reshapes.
        var area: AgoraFaceShapeArea? { FaceShapeAreaControl.area(named: rawValue) }
    }

    nonisolated static let backgrounds = VirtualBackgroundChoice.all

    private var beautyOptions = AgoraBeautyOptions()
    private var whitening: Float = 0.5
    private var colorOptions = AgoraColorEnhanceOptions(strengthLevel: 0.5, skinProtectLevel: 0.5)
    private var faceShapeOptions = AgoraFaceShapeBeautyOptions()
    private var background = "image"
    private var on: Set<Control> = []

    override func start() {
        // The simulated camera faces a person: what the segmentation and the face shaping work on.
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
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        let level = Float(value.int) / 100
        let code: Int32
        switch control {
        case .beauty:
            guard !value.bool || featureAvailable(.videoPreprocessBeauty, engine, notice: "vp.notice.unavailable") else {
                return false
            }
            code = engine.setBeautyEffectOptions(value.bool, options: beautyOptions)
            if code == 0 { engine.setFilterEffectOptions(value.bool, options: whiteningOptions) }
        case .lightening, .redness, .sharpness, .smoothness:
            var options = beautyOptions
            switch control {
            case .lightening: options.lighteningLevel = level
            case .redness: options.rednessLevel = level
            case .sharpness: options.sharpnessLevel = level
            default: options.smoothnessLevel = level
            }
            code = engine.setBeautyEffectOptions(on.contains(.beauty), options: options)
            if code == 0 { beautyOptions = options }
        case .whitening:
            code = engine.setFilterEffectOptions(on.contains(.beauty),
                                                 options: AgoraFilterEffectOptions(path: "built_in_whiten_filter", strength: level))
            if code == 0 { whitening = level }
        case .lowLight:
            code = engine.setLowlightEnhanceOptions(value.bool, options: AgoraLowlightEnhanceOptions(mode: .auto, level: .fast))
        case .denoise:
            code = engine.setVideoDenoiserOptions(value.bool, options: AgoraVideoDenoiserOptions(mode: .manual, level: .highQuality))
        case .colorEnhance, .strength, .skinProtect:
            var options = colorOptions
            if control == .strength { options.strengthLevel = level }
            if control == .skinProtect { options.skinProtectLevel = level }
            let enabled = control == .colorEnhance ? value.bool : on.contains(.colorEnhance)
            code = engine.setColorEnhanceOptions(enabled, options: options)
            if code == 0 { colorOptions = options }
        case .virtualBackground:
            guard !value.bool || featureAvailable(.videoPreprocessVirtualBackground, engine, notice: "vp.notice.unavailable") else {
                return false
            }
            code = engine.enableVirtualBackground(value.bool, backData: VirtualBackgroundChoice.source(value.bool, background),
                                                  segData: AgoraSegmentationProperty())
        case .background:
            let enabled = on.contains(.virtualBackground)
            code = engine.enableVirtualBackground(enabled, backData: VirtualBackgroundChoice.source(enabled, value.option),
                                                  segData: AgoraSegmentationProperty())
            if code == 0 { background = value.option }
        case .faceShape:
            code = engine.setFaceShapeBeautyOptions(value.bool, options: faceShapeOptions)
        case .gender, .intensity:
            var options = faceShapeOptions
            if control == .gender { options.shapeStyle = value.option == "male" ? .male : .female }
            if control == .intensity { options.styleIntensity = value.int }
            code = engine.setFaceShapeBeautyOptions(on.contains(.faceShape), options: options)
            if code == 0 { faceShapeOptions = options }
        default:
            guard let area = control.area else { return false }
            code = engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: area, shapeIntensity: value.int))
            if code == 0 { engine.setFaceShapeBeautyOptions(on.contains(.faceShape), options: faceShapeOptions) }
        }
        guard code == 0 else {
            note("vp.log.failed", [control.rawValue, String(code)], kind: .error)
            return false
        }
        if case .bool(let isOn) = value {
            if isOn { on.insert(control) } else { on.remove(control) }
        }
        refreshNotes()
        return true
    }

    private var whiteningOptions: AgoraFilterEffectOptions {
        AgoraFilterEffectOptions(path: "built_in_whiten_filter", strength: whitening)
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
        func state(_ control: Control) -> String { on.contains(control) ? "vp.on" : "vp.off" }
        let vb = on.contains(.virtualBackground) ? "vp.background." + background : "vp.off"
        // Short lines: the tile's text column is narrow beside the picture.
        updateTile(uid: 0, .notes([
            .text("vp.note.beauty", [state(.beauty), state(.faceShape)]),
            .text("vp.note.lowLight", [state(.lowLight)]),
            .text("vp.note.denoise", [state(.denoise), state(.colorEnhance)]),
            .text("vp.note.background", [vb]),
        ]))
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.enableVirtualBackground(false, backData: nil, segData: nil)
        engine.disableAudio()
        engine.disableVideo()
        guard isJoined else { return }
        engine.leaveChannel(nil)
    }
}
