import Foundation

// The built-in video processing (the clear_vision extension: beauty, filters, low light, denoise, colour enhancement,
// virtual background, face shaping). Each call switches one effect on or off for the local camera's frames: the
// local view, the raw-data observers and the encoder all get the processed picture from the next frame on. A
// level outside its documented range gives -2 (the SDK documents only "< 0: failure" for most); a feature the
// device lacks (`AgoraSimulationSettings.unavailableFeatures`) gives -4.
extension AgoraRtcEngineKit {
    /// The built-in extension the SDK ships for these effects; `enableExtension` always finds it.
    static let clearVisionVendor = "agora_video_filters_clear_vision"
    static let clearVisionExtension = "clear_vision"

    /// Whether the device can run `type` (a simulation knob decides; every feature by default).
    public func isFeatureAvailable(onDevice type: AgoraFeatureType, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let result = isAlive && !settings.unavailableFeatures.contains(type)
        trace(.apiCall, "isFeatureAvailable(onDevice:)", ".\(type) → \(result)", at: AgoraSimCallSite(file: file, line: line))
        return result
    }

    @discardableResult
    public func setBeautyEffectOptions(_ enable: Bool, options: AgoraBeautyOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(enable), options: {lighteningContrastLevel: .\(options.lighteningContrastLevel), lighteningLevel: "
            + "\(Self.level(options.lighteningLevel)), smoothnessLevel: \(Self.level(options.smoothnessLevel)), rednessLevel: "
            + "\(Self.level(options.rednessLevel)), sharpnessLevel: \(Self.level(options.sharpnessLevel))}"
        return effect("setBeautyEffectOptions(_:options:)", detail, feature: .videoPreprocessBeauty,
                      valid: [options.lighteningLevel, options.smoothnessLevel, options.rednessLevel, options.sharpnessLevel]
                        .allSatisfy(Self.isUnit), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.beauty = enable ? options : nil
        }
    }

    /// The filter at `options.path` ("built_in_whiten_filter" is the one the SDK ships); another path gives -2.
    @discardableResult
    public func setFilterEffectOptions(_ enable: Bool, options: AgoraFilterEffectOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(enable), options: {path: \(SimTraceText.quoted(options.path)), strength: \(Self.level(options.strength))}"
        return effect("setFilterEffectOptions(_:options:)", detail, feature: .videoPreprocessBeauty,
                      valid: !enable || (options.path == SimVideoEffects.whitenFilter && Self.isUnit(options.strength)), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.filter = enable ? options : nil
        }
    }

    @discardableResult
    public func setLowlightEnhanceOptions(_ enable: Bool, options: AgoraLowlightEnhanceOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        effect("setLowlightEnhanceOptions(_:options:)", "\(enable), options: {mode: .\(options.mode), level: .\(options.level)}", at: AgoraSimCallSite(file: file, line: line)) {
            $0.lowlight = enable ? options : nil
        }
    }

    @discardableResult
    public func setVideoDenoiserOptions(_ enable: Bool, options: AgoraVideoDenoiserOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        effect("setVideoDenoiserOptions(_:options:)", "\(enable), options: {mode: .\(options.mode), level: .\(options.level)}", at: AgoraSimCallSite(file: file, line: line)) {
            $0.denoiser = enable ? options : nil
        }
    }

    @discardableResult
    public func setColorEnhanceOptions(_ enable: Bool, options: AgoraColorEnhanceOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(enable), options: {strengthLevel: \(Self.level(options.strengthLevel)), skinProtectLevel: "
            + "\(Self.level(options.skinProtectLevel))}"
        return effect("setColorEnhanceOptions(_:options:)", detail,
                      valid: Self.isUnit(options.strengthLevel) && Self.isUnit(options.skinProtectLevel), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.colorEnhance = enable ? options : nil
        }
    }

    /// Replaces the camera's background with `backData` behind the person the segmentation finds. An image or video
    /// that cannot be read gives -2 (the simulation reads PNG images and Y4M videos).
    @discardableResult
    public func enableVirtualBackground(_ enable: Bool, backData: AgoraVirtualBackgroundSource?,
                                        segData: AgoraSegmentationProperty?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let source = backData ?? AgoraVirtualBackgroundSource()
        // Read before taking the engine's lock: a file read must not hold up the frame loops.
        let background = enable ? SimVirtualBackground.make(source) : nil
        let segmentation = segData ?? AgoraSegmentationProperty()
        let detail = "\(enable), backData: {backgroundSourceType: .\(source.backgroundSourceType), color: "
            + String(format: "0x%06X", source.color & 0xFFFFFF) + ", source: \(SimTraceText.quoted(source.source ?? "")), "
            + "blurDegree: .\(source.blurDegree)}, segData: {modelType: .\(segmentation.modelType), greenCapacity: "
            + "\(Self.level(segmentation.greenCapacity))}"
        let valid = !enable || source.backgroundSourceType == .none || background != nil
        return effect("enableVirtualBackground(_:backData:segData:)", detail, feature: .videoPreprocessVirtualBackground,
                      valid: valid && Self.isUnit(segmentation.greenCapacity), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.virtualBackground = background
        }
    }

    @discardableResult
    public func setFaceShapeBeautyOptions(_ enable: Bool, options: AgoraFaceShapeBeautyOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        effect("setFaceShapeBeautyOptions(_:options:)",
               "\(enable), options: {shapeStyle: .\(options.shapeStyle), styleIntensity: \(options.styleIntensity)}",
               feature: .videoPreprocessBeauty, valid: (0...100).contains(options.styleIntensity), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.faceShape = enable ? options : nil
            effects.faceShapeStyle = options
        }
    }

    /// One area's intensity, kept for when face shaping is on; outside the area's range -2.
    @discardableResult
    public func setFaceShapeAreaOptions(_ options: AgoraFaceShapeAreaOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        effect("setFaceShapeAreaOptions(_:)", "{shapeArea: .\(options.shapeArea), shapeIntensity: \(options.shapeIntensity)}",
               feature: .videoPreprocessBeauty,
               valid: options.shapeArea != .none && options.shapeArea.intensityRange.contains(options.shapeIntensity), at: AgoraSimCallSite(file: file, line: line)) { effects in
            effects.faceShapeAreas[options.shapeArea] = options.shapeIntensity
        }
    }

    // MARK: plumbing

    private func effect(_ name: String, _ detail: String, feature: AgoraFeatureType? = nil, valid: Bool = true,
                        at site: AgoraSimCallSite?, _ change: (inout SimVideoEffects) -> Void) -> Int32 {
        api(name, detail, at: site) { s in
            if let feature, settings.unavailableFeatures.contains(feature) { return AgoraErrorCode.notSupported.returnCode }
            guard valid else { return AgoraErrorCode.invalidArgument.returnCode }
            change(&s.videoProcessing.effects)
            return 0
        }
    }

    private static func isUnit(_ value: Float) -> Bool { value >= 0 && value <= 1 }

    private static func level(_ value: Float) -> String { String(format: "%.2f", Double(value)) }
}
