import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The built-in video processing: each effect as a pixel operation on a camera frame that faces a person (pure, so
/// checked pixel by pixel), and through the engine — what the preview shows and what is sent change, the device's
/// missing features give -4, levels out of range -2.
@Suite struct VideoEffectsTests {
    /// A 960×540 camera frame with the person in front (a 64×36 raster), at `timestampMs`.
    static func cameraFrame(timestampMs: Int = 1000) -> (AgoraSimVideoFrame, SimPersonScene) {
        var frame = SimFramePainter.paint(uid: 7, width: 960, height: 540, timestampMs: timestampMs, mirrored: false)
        let scene = SimPersonScene(width: frame.lumaWidth, height: frame.lumaHeight)
        scene.paint(into: &frame, timestampMs: timestampMs)
        return (frame, scene)
    }

    static func processed(_ effects: SimVideoEffects, timestampMs: Int = 1000) -> AgoraSimVideoFrame {
        var (frame, scene) = cameraFrame(timestampMs: timestampMs)
        effects.apply(to: &frame, person: scene)
        return frame
    }

    static func background(_ source: AgoraVirtualBackgroundSource) throws -> SimVirtualBackground {
        try #require(SimVirtualBackground.make(source))
    }

    /// Columns that are background in every row: left and right of the person.
    static func isBackground(_ x: Int, _ width: Int) -> Bool { x < 12 || x >= width - 12 }

    static func mean(_ frame: AgoraSimVideoFrame, _ include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        frame.meanLuma(where: include)
    }

    /// The mean absolute difference between horizontal neighbours where `include` holds: noise and texture.
    static func roughness(_ frame: AgoraSimVideoFrame, _ include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        frame.lumaRoughness(where: include)
    }

    /// How far the chroma is from grey, on average.
    static func saturation(_ frame: AgoraSimVideoFrame, skin: Bool? = nil) -> Double {
        var sum = 0, count = 0
        for i in 0..<frame.chromaU.count {
            if let skin, SimPixelOps.isSkin(u: frame.chromaU[i], v: frame.chromaV[i]) != skin { continue }
            sum += abs(Int(frame.chromaU[i]) - 128) + abs(Int(frame.chromaV[i]) - 128)
            count += 1
        }
        return Double(sum) / Double(max(1, count))
    }

    @Test func thePersonIsInFrontOfTheSceneAndTheMaskIsTheirOutline() {
        let (frame, scene) = Self.cameraFrame()
        let mask = scene.mask()
        #expect(frame.lumaWidth == 64 && frame.lumaHeight == 36)
        let at = { (x: Int, y: Int) in mask[y * frame.lumaWidth + x] }
        #expect(at(32, 14) == 255 && at(32, 34) == 255, "head and shoulders")
        #expect(at(2, 2) == 0 && at(61, 30) == 0 && at(20, 10) == 0, "the scene around")
        // Skin on the face, shirt below, in the chroma too.
        #expect(abs(Int(frame.lumaAt(x: 31, y: 11)) - Int(SimPersonScene.skin.y)) <= SimPersonScene.noise)
        #expect(frame.chromaV[(10 / 2) * frame.chromaWidth + 32 / 2] == SimPersonScene.skin.v)
        #expect(abs(Int(frame.lumaAt(x: 30, y: 12)) - Int(SimPersonScene.feature)) <= SimPersonScene.noise, "an eye")
    }

    @Test func lighteningRaisesTheMeanLumaAndItsContrastLevelShapesIt() {
        let plain = Self.mean(Self.processed(SimVideoEffects()))
        var effects = SimVideoEffects()
        effects.beauty = AgoraBeautyOptions(lighteningLevel: 0.8, smoothnessLevel: 0, rednessLevel: 0, sharpnessLevel: 0)
        let lifted = Self.processed(effects)
        #expect(Self.mean(lifted) > plain + 20, "\(Self.mean(lifted)) vs \(plain)")
        effects.beauty?.lighteningContrastLevel = .high
        let contrasty = Self.processed(effects)
        effects.beauty?.lighteningContrastLevel = .low
        let flat = Self.processed(effects)
        #expect(Self.roughness(contrasty) > Self.roughness(flat))
    }

    @Test func smoothnessSoftensSharpnessSharpensAndRednessWarms() {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.beauty = AgoraBeautyOptions(lighteningLevel: 0, smoothnessLevel: 1, rednessLevel: 0, sharpnessLevel: 0)
        #expect(Self.roughness(Self.processed(effects)) < Self.roughness(plain) * 0.8)
        effects.beauty = AgoraBeautyOptions(lighteningLevel: 0, smoothnessLevel: 0, rednessLevel: 0, sharpnessLevel: 1)
        #expect(Self.roughness(Self.processed(effects)) > Self.roughness(plain) * 1.2)
        effects.beauty = AgoraBeautyOptions(lighteningLevel: 0, smoothnessLevel: 0, rednessLevel: 1, sharpnessLevel: 0)
        let red = Self.processed(effects)
        #expect(red.chromaV.reduce(0) { $0 + Int($1) } > plain.chromaV.reduce(0) { $0 + Int($1) } + red.chromaV.count * 20)
    }

    @Test func theWhiteningFilterBrightensAndPalesOnlyWithItsBuiltInPath() {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.filter = AgoraFilterEffectOptions(path: SimVideoEffects.whitenFilter, strength: 1)
        let white = Self.processed(effects)
        #expect(Self.mean(white) > Self.mean(plain) + 15)
        #expect(Self.saturation(white) < Self.saturation(plain) * 0.7)
    }

    @Test func lowLightLiftsADarkPictureMostInItsDarkTones() {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.lowlight = AgoraLowlightEnhanceOptions(mode: .manual, level: .highQuality)
        let lifted = Self.processed(effects)
        #expect(Self.mean(lifted) > Self.mean(plain) + 20)
        // Dark tones gain more than bright ones.
        let darkGain = Int(lifted.lumaAt(x: 2, y: 2)) - Int(plain.lumaAt(x: 2, y: 2))
        let skinGain = Int(lifted.lumaAt(x: 31, y: 11)) - Int(plain.lumaAt(x: 31, y: 11))
        #expect(darkGain > skinGain, "\(darkGain) \(skinGain)")
        effects.lowlight = AgoraLowlightEnhanceOptions(mode: .manual, level: .fast)
        #expect(Self.mean(Self.processed(effects)) < Self.mean(lifted), "fast lifts less")
    }

    @Test func denoiseRemovesTheSensorNoiseAndKeepsTheEdges() {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.denoiser = AgoraVideoDenoiserOptions(mode: .manual, level: .highQuality)
        let clean = Self.processed(effects)
        // Inside the face (flat skin plus noise) the noise goes.
        let face = { (x: Int, y: Int) in (29...34).contains(x) && (10...11).contains(y) }
        #expect(Self.roughness(clean, face) < Self.roughness(plain, face) * 0.6,
                "\(Self.roughness(clean, face)) vs \(Self.roughness(plain, face))")
        // The hair/face and shirt/scene edges stay steps.
        #expect(abs(Int(clean.lumaAt(x: 31, y: 11)) - Int(clean.lumaAt(x: 31, y: 7))) > 80)
    }

    @Test func colorEnhancementSaturatesButSparesSkinByItsProtection() {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.colorEnhance = AgoraColorEnhanceOptions(strengthLevel: 1, skinProtectLevel: 1)
        let vivid = Self.processed(effects)
        #expect(Self.saturation(vivid, skin: false) > Self.saturation(plain, skin: false) * 1.5)
        let skin = SimPersonScene.skin
        let face = (10 / 2) * plain.chromaWidth + 32 / 2
        #expect(vivid.chromaU[face] == skin.u && vivid.chromaV[face] == skin.v, "skin kept")
        effects.colorEnhance?.skinProtectLevel = 0
        let unprotected = Self.processed(effects)
        #expect(unprotected.chromaV[face] > skin.v)
    }

    @Test func aColourBackgroundReplacesEverythingButThePerson() throws {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.virtualBackground = try Self.background(AgoraVirtualBackgroundSource(backgroundSourceType: .color, color: 0xFFFFFF))
        let white = Self.processed(effects)
        let whiteY = BT601.yuv(r: 255, g: 255, b: 255).y
        for y in 0..<white.lumaHeight {
            for x in 0..<white.lumaWidth where Self.isBackground(x, white.lumaWidth) {
                #expect(white.lumaAt(x: x, y: y) == whiteY)
            }
        }
        #expect(white.lumaAt(x: 31, y: 11) == plain.lumaAt(x: 31, y: 11), "the face is kept")
        #expect(white.lumaAt(x: 32, y: 32) == plain.lumaAt(x: 32, y: 32), "the shirt is kept")
    }

    @Test func aBlurredBackgroundLosesItsDetailAndThePersonKeepsTheirs() throws {
        let plain = Self.processed(SimVideoEffects())
        var effects = SimVideoEffects()
        effects.virtualBackground = try Self.background(AgoraVirtualBackgroundSource(backgroundSourceType: .blur, blurDegree: .high))
        let blurred = Self.processed(effects)
        let background = { (x: Int, _: Int) in Self.isBackground(x, plain.lumaWidth) }
        #expect(Self.roughness(blurred, background) < Self.roughness(plain, background) * 0.5)
        #expect(blurred.lumaAt(x: 31, y: 11) == plain.lumaAt(x: 31, y: 11))
        effects.virtualBackground = SimVirtualBackground.make(AgoraVirtualBackgroundSource(backgroundSourceType: .blur, blurDegree: .low))
        #expect(Self.roughness(Self.processed(effects), background) > Self.roughness(blurred, background))
    }

    @Test func imageAndVideoBackgroundsShowTheirPictures() throws {
        let directory = try ScratchDirectory(prefix: "vb")
        defer { directory.remove() }
        let logo = directory.file("logo.png"), clip = directory.file("clip.y4m")
        try SampleLogo.image().write(to: logo)
        try SampleVideoClip.video().write(to: clip)
        var effects = SimVideoEffects()
        effects.virtualBackground = try Self.background(AgoraVirtualBackgroundSource(backgroundSourceType: .img, source: logo))
        let image = Self.processed(effects)
        // The logo's bright tile fills the middle of the left edge's background; its dark frame the corner.
        #expect(image.lumaAt(x: 8, y: 18) > 200 && image.lumaAt(x: 0, y: 0) < 60)
        effects.virtualBackground = try Self.background(AgoraVirtualBackgroundSource(backgroundSourceType: .video, source: clip))
        let early = Self.processed(effects, timestampMs: 0), later = Self.processed(effects, timestampMs: 1000)
        // The clip's colour bars along the bottom edge (white first), and its picture moves.
        #expect(early.lumaAt(x: 0, y: 30) > 200)
        #expect(early.luma != later.luma)
        #expect(SimVirtualBackground.make(AgoraVirtualBackgroundSource(backgroundSourceType: .img, source: directory.file("none.png"))) == nil)
    }

    @Test func faceShapingReshapesTheHeadAndItsFeatures() {
        let plain = Self.processed(SimVideoEffects())
        func skinWidth(_ frame: AgoraSimVideoFrame, row: Int) -> Int {
            (0..<frame.lumaWidth).filter { abs(Int(frame.lumaAt(x: $0, y: row)) - Int(SimPersonScene.skin.y)) <= 12 }.count
        }
        var effects = SimVideoEffects()
        effects.faceShape = AgoraFaceShapeBeautyOptions(shapeStyle: .female, styleIntensity: 0)
        #expect(Self.processed(effects).luma == plain.luma, "nothing to reshape at intensity 0 with no areas")
        effects.faceShapeAreas[.faceWidth] = 100
        effects.faceShapeAreas[.headScale] = 100
        let narrow = Self.processed(effects)
        #expect(skinWidth(narrow, row: 11) < skinWidth(plain, row: 11) - 1, "\(skinWidth(narrow, row: 11)) vs \(skinWidth(plain, row: 11))")
        var features = SimVideoEffects()
        features.faceShape = AgoraFaceShapeBeautyOptions(shapeStyle: .female, styleIntensity: 0)
        features.faceShapeAreas = [.eyeScale: 100, .mouthScale: 100, .noseLength: 100]
        // Feature pixels in the face (the head's box, below the hair).
        let dark = { (f: AgoraSimVideoFrame) in
            (10...20).reduce(0) { sum, y in
                sum + (26...38).filter { abs(Int(f.lumaAt(x: $0, y: y)) - Int(SimPersonScene.feature)) <= 8 }.count
            }
        }
        #expect(dark(Self.processed(features)) > dark(plain), "bigger eyes, nose and mouth")
        // Face shaping without the switch changes nothing.
        features.faceShape = nil
        #expect(Self.processed(features).luma == plain.luma)
    }

    // MARK: through the engine

    static func harness(unavailable: Set<AgoraFeatureType> = []) -> SimHarness {
        SimHarness(remotes: 1) {
            $0.camera.facesPerson = true
            $0.unavailableFeatures = unavailable
        }
    }

    @Test func thePreviewAndTheSentVideoAreProcessedFromTheNextFrame() throws {
        let sim = Self.harness()
        let view = sim.startLandscapePreview(mirrorMode: .disabled)
        #expect(sim.joinAsBroadcaster() == 0)
        sim.advance(0.5)
        let before = try #require(view.latestFrame)
        #expect(before.lumaAt(x: 2, y: 2) != 235)
        let white = AgoraVirtualBackgroundSource(backgroundSourceType: .color, color: 0xFFFFFF)
        #expect(sim.engine.enableVirtualBackground(true, backData: white, segData: AgoraSegmentationProperty()) == 0)
        sim.advance(0.5)
        #expect(try #require(view.latestFrame).lumaAt(x: 2, y: 2) == 235)
        #expect(try #require(sim.engine.simSentVideoFrame).lumaAt(x: 2, y: 2) == 235, "what remote users receive")
        #expect(sim.engine.enableVirtualBackground(false, backData: nil, segData: nil) == 0)
        sim.advance(0.5)
        #expect(try #require(view.latestFrame).lumaAt(x: 2, y: 2) != 235)
        sim.destroy()
    }

    @Test func clearVisionIsBuiltInAndVideoOnly() {
        let sim = Self.harness()
        #expect(sim.engine.enableExtension(withVendor: "agora_video_filters_clear_vision", extension: "clear_vision",
                                           enabled: true, sourceType: .primaryCamera) == 0)
        #expect(sim.engine.enableExtension(withVendor: "agora_video_filters_clear_vision", extension: "clear_vision",
                                           enabled: true, sourceType: .recording) == -2)
        #expect(sim.engine.enableExtension(withVendor: "agora_video_filters_clear_vision", extension: "other",
                                           enabled: true, sourceType: .primaryCamera) == -157)
        sim.destroy()
    }

    @Test func aFeatureTheDeviceLacksIsUnavailableAndRefused() {
        let sim = Self.harness(unavailable: [.videoPreprocessVirtualBackground])
        #expect(sim.engine.isFeatureAvailable(onDevice: .videoPreprocessBeauty))
        #expect(!sim.engine.isFeatureAvailable(onDevice: .videoPreprocessVirtualBackground))
        #expect(sim.engine.enableVirtualBackground(true, backData: AgoraVirtualBackgroundSource(), segData: nil) == -4)
        #expect(sim.engine.setBeautyEffectOptions(true, options: AgoraBeautyOptions()) == 0)
        sim.destroy()
    }

    @Test func levelsOutsideTheirRangesAreInvalid() {
        let sim = Self.harness()
        let engine = sim.engine
        #expect(engine.setBeautyEffectOptions(true, options: AgoraBeautyOptions(lighteningLevel: 1.5)) == -2)
        #expect(engine.setColorEnhanceOptions(true, options: AgoraColorEnhanceOptions(strengthLevel: -0.1)) == -2)
        #expect(engine.setFilterEffectOptions(true, options: AgoraFilterEffectOptions(path: "my_filter", strength: 0.5)) == -2)
        #expect(engine.setFaceShapeBeautyOptions(true, options: AgoraFaceShapeBeautyOptions(styleIntensity: 101)) == -2)
        #expect(engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: .headScale, shapeIntensity: -1)) == -2)
        #expect(engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: .forehead, shapeIntensity: -100)) == 0)
        #expect(engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: .eyeScale, shapeIntensity: 101)) == -2)
        #expect(engine.setFaceShapeAreaOptions(AgoraFaceShapeAreaOptions(shapeArea: .none, shapeIntensity: 0)) == -2)
        #expect(engine.enableVirtualBackground(true, backData: AgoraVirtualBackgroundSource(backgroundSourceType: .img,
                                                                                            source: "/nonexistent/bg.png"),
                                               segData: nil) == -2)
        sim.destroy()
    }
}
