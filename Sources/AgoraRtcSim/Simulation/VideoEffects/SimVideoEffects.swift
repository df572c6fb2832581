/// The built-in video processing the engine runs on the local camera's frames (the clear_vision extension's
/// effects): what each set…Options call and each video effect object turned on, and `apply`, which runs them in the
/// SDK's order — low light and denoise on the raw picture, then style makeup, face shaping, beauty, the whitening
/// filter, colour enhancement, and last the virtual background (so the new background is not beautified). Everything
/// is integer arithmetic on the frame's raster, once per captured frame.
struct SimVideoEffects: Sendable, Equatable {
    var beauty: AgoraBeautyOptions?
    var filter: AgoraFilterEffectOptions?
    var lowlight: AgoraLowlightEnhanceOptions?
    var denoiser: AgoraVideoDenoiserOptions?
    var colorEnhance: AgoraColorEnhanceOptions?
    var virtualBackground: SimVirtualBackground?
    /// setFaceShapeBeautyOptions; the areas below take effect while it is on.
    var faceShape: AgoraFaceShapeBeautyOptions?
    var faceShapeAreas: [AgoraFaceShapeArea: Int] = [:]
    /// What setFaceShapeBeautyOptions last gave, on or off: the style an effect object's face shaping uses.
    var faceShapeStyle = AgoraFaceShapeBeautyOptions()
    /// createVideoEffectObject's objects, by id (drawn in that order).
    var objects: [Int: SimVideoEffectObjectState] = [:]
    var nextObjectId = 1

    var isIdle: Bool {
        beauty == nil && filter == nil && lowlight == nil && denoiser == nil && colorEnhance == nil
            && virtualBackground == nil && faceShape == nil && objects.values.allSatisfy(\.isIdle)
    }

    /// The built-in filter `setFilterEffectOptions` knows.
    static let whitenFilter = "built_in_whiten_filter"

    /// Runs the effects that are on over `frame`; `person` is the scene the camera sees when it faces one (nil: no
    /// person, so face shaping has nothing to shape and the whole picture counts as background).
    func apply(to frame: inout AgoraSimVideoFrame, person: SimPersonScene?) {
        guard !isIdle, frame.lumaWidth > 0, frame.lumaHeight > 0 else { return }
        let (w, h) = (frame.lumaWidth, frame.lumaHeight)
        if let lowlight { Self.enhanceLowLight(&frame, lowlight) }
        if let denoiser {
            let threshold = switch denoiser.level {
            case .highQuality: 10
            case .fast: 8
            case .strength: 16
            }
            SimPixelOps.denoise(&frame.luma, width: w, height: h, threshold: threshold)
        }
        var mask = person.map { $0.mask() } ?? [UInt8](repeating: 0, count: frame.luma.count)
        let objects = self.objects.values.sorted { $0.id < $1.id }
        // Makeup before the shaping, so it follows the face the warp reshapes.
        if let person {
            for makeup in objects.compactMap(\.makeup) { makeup.apply(to: &frame, scene: person) }
        }
        if let shape = faceShape ?? (objects.contains(where: \.shapesFace) ? faceShapeStyle : nil), let person {
            SimFaceShaper(style: shape.shapeStyle, styleIntensity: shape.styleIntensity, areas: faceShapeAreas)
                .apply(to: &frame, mask: &mask, scene: person)
        }
        if let beauty { Self.beautify(&frame, beauty) }
        for beauty in objects.compactMap(\.beauty) { Self.beautify(&frame, beauty) }
        if let filter, filter.path == Self.whitenFilter { Self.whiten(&frame, strength: filter.strength) }
        for strength in objects.compactMap(\.whitening) { Self.whiten(&frame, strength: strength) }
        if let colorEnhance {
            let strength = Int(256 * Self.unit(colorEnhance.strengthLevel))
            let protect = Self.unit(colorEnhance.skinProtectLevel)
            SimPixelOps.saturate(u: &frame.chromaU, v: &frame.chromaV, gain: 256 + strength,
                                 skinGain: 256 + Int(Double(strength) * (1 - protect)))
        }
        virtualBackground?.apply(to: &frame, mask: mask)
    }

    static func unit(_ value: Float) -> Double { Double(min(1, max(0, value))) }

    /// Lifts the dark tones (most where darkest). Auto mode lifts as much as the picture is dark (nothing above mid
    /// grey); manual always lifts fully. Fast lifts less than high quality.
    private static func enhanceLowLight(_ frame: inout AgoraSimVideoFrame, _ options: AgoraLowlightEnhanceOptions) {
        let mean = SimPixelOps.mean(frame.luma)
        let need = options.mode == .manual ? 256 : max(0, min(256, (128 - mean) * 256 / 64))
        let level = options.level == .fast ? 154 : 205 // 0.6 or 0.8 in 1/256
        guard need > 0 else { return }
        let table = SimPixelOps.table { y in y + (235 - y) * (235 - y) / 235 * need / 256 * level / 256 }
        SimPixelOps.map(&frame.luma, table)
    }

    /// Smoothness blurs, sharpness sharpens (against the same 3×3 mean), lightening lifts the tones with the
    /// contrast its level keeps, redness warms the chroma.
    private static func beautify(_ frame: inout AgoraSimVideoFrame, _ options: AgoraBeautyOptions) {
        let (w, h) = (frame.lumaWidth, frame.lumaHeight)
        let smooth = Int(256 * unit(options.smoothnessLevel)), sharp = Int(384 * unit(options.sharpnessLevel))
        if smooth > 0 || sharp > 0 {
            let mean = SimPixelOps.mean3x3(frame.luma, width: w, height: h)
            SimPixelOps.blend(&frame.luma, towards: mean, weight: smooth)
            SimPixelOps.blend(&frame.luma, towards: mean, weight: -sharp)
        }
        let lift = Int(128 * unit(options.lighteningLevel))
        if lift > 0 {
            let contrast = switch options.lighteningContrastLevel {
            case .low: 218
            case .normal: 256
            case .high: 294
            }
            SimPixelOps.map(&frame.luma, SimPixelOps.table { y in
                let lifted = y + (255 - y) * lift / 256
                return 128 + (lifted - 128) * contrast / 256
            })
        }
        let red = Int(24 * unit(options.rednessLevel))
        if red > 0 {
            SimPixelOps.map(&frame.chromaV, SimPixelOps.table { $0 + red })
            SimPixelOps.map(&frame.chromaU, SimPixelOps.table { $0 - red / 3 })
        }
    }

    /// The whitening filter: brighter and paler (the chroma nearer grey).
    private static func whiten(_ frame: inout AgoraSimVideoFrame, strength: Float) {
        let s = Int(256 * unit(strength))
        guard s > 0 else { return }
        SimPixelOps.map(&frame.luma, SimPixelOps.table { y in y + (255 - y) * s * 3 / 10 / 256 })
        let pale = SimPixelOps.table { c in c + (128 - c) * s * 4 / 10 / 256 }
        SimPixelOps.map(&frame.chromaU, pale)
        SimPixelOps.map(&frame.chromaV, pale)
    }
}
