import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Video effect objects: the create/destroy lifecycle, nodes, typed parameters (the material's defaults, round
/// trips, refusals, save and reset), and each node's pixels — the beauty levels, the whitening filter and every
/// makeup row change the region of the face they paint, in the luma and the chroma, and nothing else.
@Suite struct VideoEffectObjectTests {
    static let material = FileManager.default.temporaryDirectory.path

    static func harness(unavailable: Set<AgoraFeatureType> = []) -> SimHarness {
        SimHarness(remotes: 1) {
            $0.camera.facesPerson = true
            $0.unavailableFeatures = unavailable
        }
    }

    // MARK: lifecycle and parameters

    @Test func createNeedsADirectoryTheCameraAndBeauty() throws {
        let sim = Self.harness()
        #expect(sim.engine.createVideoEffectObject(bundlePath: "/nonexistent/material") == nil)
        let file = Self.material + "/effect-object-\(UUID().uuidString)"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(sim.engine.createVideoEffectObject(bundlePath: file) == nil, "a file is not a material")
        #expect(sim.engine.createVideoEffectObject(bundlePath: Self.material, sourceType: .primaryScreen) == nil)
        let object = try #require(sim.engine.createVideoEffectObject(bundlePath: Self.material, sourceType: .primaryCamera))
        #expect(sim.engine.destroyVideoEffectObject(object) == 0)
        #expect(sim.engine.destroyVideoEffectObject(object) == -2, "already destroyed")
        #expect(object.addOrUpdateVideoEffect(nodeId: AgoraVideoEffectNodeId.beauty.rawValue, templateName: "") == -7)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness") == 0)
        #expect(sim.trace.events.contains { $0.name == "createVideoEffectObject(bundlePath:sourceType:)" && $0.result == -2 })
        sim.destroy()
        let lacking = Self.harness(unavailable: [.videoPreprocessBeauty])
        #expect(lacking.engine.createVideoEffectObject(bundlePath: Self.material) == nil)
        #expect(lacking.trace.events.contains { $0.name == "createVideoEffectObject(bundlePath:sourceType:)" && $0.result == -4 })
        lacking.destroy()
    }

    @Test func theMaterialsDefaultsRoundTripsAndRefusals() throws {
        let sim = Self.harness()
        let object = try #require(sim.engine.createVideoEffectObject(bundlePath: Self.material))
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness") == 0.9)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "lightness") == 0.9)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "redness") == 1.0)
        #expect(object.getVideoEffectIntParam(option: "beauty_effect_option", key: "contrast") == 1)
        #expect(object.getVideoEffectFloatParam(option: "style_makeup_option", key: "styleIntensity") == 0.95)
        #expect(object.getVideoEffectFloatParam(option: "filter_effect_option", key: "strength") == 0.5)
        #expect(object.getVideoEffectIntParam(option: "makeup_options", key: "lashStyle") == 5)
        #expect(object.getVideoEffectIntParam(option: "makeup_options", key: "blushColor") == 5)
        #expect(object.getVideoEffectFloatParam(option: "makeup_options", key: "lipStrength") == 1.0)
        #expect(!object.getVideoEffectBoolParam(option: "makeup_options", key: "enable_mu"))

        #expect(object.setVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness", floatValue: 0.3) == 0)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness") == 0.3)
        #expect(object.setVideoEffectIntParam(option: "makeup_options", key: "browStyle", intValue: 1) == 0)
        #expect(object.getVideoEffectIntParam(option: "makeup_options", key: "browStyle") == 1)
        #expect(object.setVideoEffectBoolParam(option: "makeup_options", key: "enable_mu", boolValue: true) == 0)
        #expect(object.getVideoEffectBoolParam(option: "makeup_options", key: "enable_mu"))

        #expect(object.setVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness", floatValue: 1.5) == -2)
        #expect(object.setVideoEffectIntParam(option: "makeup_options", key: "browStyle", intValue: 3) == -2)
        #expect(object.setVideoEffectIntParam(option: "makeup_options", key: "shadowStyle", intValue: 6) == 0)
        #expect(object.setVideoEffectFloatParam(option: "makeup_options", key: "browStyle", floatValue: 1) == -2, "an int key")
        #expect(object.setVideoEffectBoolParam(option: "no_such_option", key: "enable", boolValue: true) == -2)
        #expect(object.setVideoEffectFloatParam(option: "beauty_effect_option", key: "sparkle", floatValue: 0.5) == -2)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "sparkle") == 0, "unknown: 0")
        #expect(object.getVideoEffectIntParam(option: "beauty_effect_option", key: "smoothness") == 0, "another type: 0")
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "smoothness") == 0.3, "unchanged")
        sim.destroy()
        #expect(object.setVideoEffectBoolParam(option: "makeup_options", key: "enable_mu", boolValue: false) == -7)
        #expect(!object.getVideoEffectBoolParam(option: "makeup_options", key: "enable_mu"), "the engine is gone")
    }

    @Test func nodesTemplatesSaveAndReset() throws {
        let sim = Self.harness()
        let object = try #require(sim.engine.createVideoEffectObject(bundlePath: Self.material))
        let beauty = AgoraVideoEffectNodeId.beauty.rawValue, makeup = AgoraVideoEffectNodeId.styleMakeup.rawValue
        #expect(object.addOrUpdateVideoEffect(nodeId: beauty | makeup, templateName: "学妹妆") == 0)
        #expect(sim.trace.events.contains { $0.detail == ".beauty | .styleMakeup, templateName: \"学妹妆\"" })
        #expect(object.addOrUpdateVideoEffect(nodeId: 8, templateName: "") == -2, "no such node")
        #expect(object.addOrUpdateVideoEffect(nodeId: 0, templateName: "") == -2)
        #expect(object.removeVideoEffect(nodeId: 16) == -2)
        object.setVideoEffectFloatParam(option: "beauty_effect_option", key: "lightness", floatValue: 0.4)
        #expect(object.performVideoEffectAction(nodeId: beauty, actionId: .save) == 0)
        object.setVideoEffectFloatParam(option: "beauty_effect_option", key: "lightness", floatValue: 0.1)
        object.setVideoEffectIntParam(option: "makeup_options", key: "lipColor", intValue: 2)
        #expect(object.performVideoEffectAction(nodeId: beauty, actionId: .reset) == 0)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "lightness") == 0.4, "back to the save")
        #expect(object.getVideoEffectIntParam(option: "makeup_options", key: "lipColor") == 2, "another node's kept")
        #expect(object.performVideoEffectAction(nodeId: makeup, actionId: .reset) == 0)
        #expect(object.getVideoEffectIntParam(option: "makeup_options", key: "lipColor") == 5, "the material's default")
        // A template (re)loads the node's defaults.
        #expect(object.addOrUpdateVideoEffect(nodeId: beauty, templateName: "") == 0)
        #expect(object.getVideoEffectFloatParam(option: "beauty_effect_option", key: "lightness") == 0.9)
        #expect(object.removeVideoEffect(nodeId: makeup) == 0)
        sim.destroy()
    }

    @Test func theBeautyNodeProcessesThePreviewAndWhatIsSentUntilTheObjectIsDestroyed() throws {
        let sim = Self.harness()
        let view = sim.startLandscapePreview(mirrorMode: .disabled)
        #expect(sim.joinAsBroadcaster() == 0)
        sim.advance(0.5)
        let plain = try #require(view.latestFrame).meanLuma()
        let object = try #require(sim.engine.createVideoEffectObject(bundlePath: Self.material))
        object.addOrUpdateVideoEffect(nodeId: AgoraVideoEffectNodeId.beauty.rawValue, templateName: "")
        sim.advance(0.3)
        #expect(abs(try #require(view.latestFrame).meanLuma() - plain) < 8, "the node alone: beauty's enable is off")
        #expect(object.setVideoEffectBoolParam(option: "beauty_effect_option", key: "enable", boolValue: true) == 0)
        sim.advance(0.3)
        #expect(try #require(view.latestFrame).meanLuma() > plain + 30)
        #expect(try #require(sim.engine.simSentVideoFrame).meanLuma() > plain + 30, "what remote users receive")
        #expect(sim.engine.destroyVideoEffectObject(object) == 0)
        sim.advance(0.3)
        #expect(abs(try #require(view.latestFrame).meanLuma() - plain) < 8)
        sim.destroy()
    }

    // MARK: pixels

    /// The state of an object with `nodes` and `changes` made to its parameters.
    static func object(_ nodes: [AgoraVideoEffectNodeId], _ changes: [(String, String, SimEffectValue)]) -> SimVideoEffects {
        var state = SimVideoEffectObjectState(id: 1)
        state.nodes = nodes.reduce(0) { $0 | $1.rawValue }
        for (option, key, value) in changes { #expect(state.parameters.set(option, key, value) == 0, "\(option).\(key)") }
        var effects = SimVideoEffects()
        effects.objects[1] = state
        return effects
    }

    /// Makeup on with only `row` drawn (the other styles off).
    static func onlyRow(_ row: SimMakeup.Row, style: Int = 1) -> SimVideoEffects {
        var changes: [(String, String, SimEffectValue)] = [("makeup_options", "enable_mu", .bool(true))]
        for other in SimMakeup.Row.allCases {
            changes.append(("makeup_options", other.rawValue + "Style", .int(other == row ? Int32(style) : 0)))
        }
        return object([.styleMakeup], changes)
    }

    @Test func eachMakeupRowPaintsItsRegionInLumaAndChroma() throws {
        let (plain, scene) = VideoEffectsTests.cameraFrame()
        for row in SimMakeup.Row.allCases {
            for style in 1...row.styles {
                let frame = VideoEffectsTests.processed(Self.onlyRow(row, style: style))
                let region = SimMakeup(SimEffectParameters()).pixels(row, style, scene)
                let inside = Set(region.map { $0.1 * frame.lumaWidth + $0.0 })
                let changed = Set((0..<frame.luma.count).filter { frame.luma[$0] != plain.luma[$0] })
                #expect(!changed.isEmpty && changed.isSubset(of: inside), "\(row) \(style): \(changed.subtracting(inside))")
                let chroma = (0..<frame.chromaU.count).filter {
                    frame.chromaU[$0] != plain.chromaU[$0] || frame.chromaV[$0] != plain.chromaV[$0]
                }
                #expect(!chroma.isEmpty, "\(row) \(style) tints the chroma")
            }
        }
        // The rows sit where the face is: brows and lashes above the eyes, blush below them, the lips on the mouth.
        let eye = scene.eyes[0], mouthRow = Int(scene.mouth.y)
        let makeup = SimMakeup(SimEffectParameters())
        #expect(makeup.pixels(.brow, 1, scene).allSatisfy { Double($0.1) < eye.y - 2 })
        #expect(makeup.pixels(.blush, 1, scene).allSatisfy { Double($0.1) > eye.y && $0.1 < mouthRow })
        #expect(makeup.pixels(.lip, 1, scene).allSatisfy { $0.1 == mouthRow })
        #expect(makeup.pixels(.lip, 2, scene).count > makeup.pixels(.lip, 1, scene).count, "type 2 is fuller")
    }

    @Test func colourStrengthAndTheSwitchShapeTheMakeup() {
        let lip = { (changes: [(String, String, SimEffectValue)]) -> AgoraSimVideoFrame in
            var effects = Self.onlyRow(.lip, style: 2)
            for (option, key, value) in changes { _ = effects.objects[1]?.parameters.set(option, key, value) }
            return VideoEffectsTests.processed(effects)
        }
        let (plain, scene) = VideoEffectsTests.cameraFrame()
        let site = (Int(scene.mouth.y) / 2) * plain.chromaWidth + Int(scene.mouth.x) / 2
        let red = lip([])
        #expect(Int(red.chromaV[site]) > Int(plain.chromaV[site]) + 10, "lips redder than skin")
        let shade1 = lip([("makeup_options", "lipColor", .int(1))])
        #expect(shade1.chromaV[site] != red.chromaV[site], "another shade")
        let faint = lip([("makeup_options", "lipStrength", .float(0.2))])
        #expect(abs(Int(faint.chromaV[site]) - Int(plain.chromaV[site])) < abs(Int(red.chromaV[site]) - Int(plain.chromaV[site])))
        #expect(lip([("makeup_options", "lipStrength", .float(0))]).luma == plain.luma, "strength 0 draws nothing")
        #expect(lip([("makeup_options", "enable_mu", .bool(false))]).luma == plain.luma, "makeup off")
        var withoutNode = Self.onlyRow(.lip, style: 2)
        withoutNode.objects[1]?.nodes = 0
        #expect(VideoEffectsTests.processed(withoutNode).luma == plain.luma, "no style makeup node")
    }

    @Test func theBeautyLevelsAndTheFilterStrength() {
        let plain = VideoEffectsTests.processed(SimVideoEffects())
        let on: (String, String, SimEffectValue) = ("beauty_effect_option", "enable", .bool(true))
        let none: [(String, String, SimEffectValue)] = ["lightness", "redness", "sharpness", "smoothness"].map {
            ("beauty_effect_option", $0, .float(0))
        } + [("filter_effect_option", "strength", .float(0))]
        #expect(VideoEffectsTests.processed(Self.object([.beauty], [on] + none)).luma == plain.luma, "every level 0")
        let lit = VideoEffectsTests.processed(Self.object([.beauty], [on] + none + [("beauty_effect_option", "lightness", .float(0.8))]))
        #expect(lit.meanLuma() > plain.meanLuma() + 20)
        let smooth = VideoEffectsTests.processed(Self.object([.beauty], [on] + none + [("beauty_effect_option", "smoothness", .float(1))]))
        #expect(smooth.lumaRoughness() < plain.lumaRoughness())
        let warm = VideoEffectsTests.processed(Self.object([.beauty], [on] + none + [("beauty_effect_option", "redness", .float(1))]))
        #expect(SimPixelOps.mean(warm.chromaV) > SimPixelOps.mean(plain.chromaV))
        let whiter = VideoEffectsTests.processed(Self.object([.beauty], [on] + none + [("filter_effect_option", "strength", .float(1))]))
        #expect(whiter.meanLuma() > plain.meanLuma() + 10, "the whitening filter rides with beauty")
        // The filter node whitens on its own, unless the style makeup node (which takes precedence) is there too.
        let filtered = VideoEffectsTests.processed(Self.object([.filter], []))
        #expect(filtered.meanLuma() > plain.meanLuma() + 5)
        #expect(VideoEffectsTests.processed(Self.object([.filter, .styleMakeup], [])).luma == plain.luma)
    }

    @Test func theFaceShapeKeyShapesWithTheLastOptions() {
        let plain = VideoEffectsTests.processed(SimVideoEffects())
        var effects = Self.object([.beauty], [("face_shape_beauty_option", "enable", .bool(true))])
        effects.faceShapeAreas[.faceWidth] = 100
        #expect(VideoEffectsTests.processed(effects).luma != plain.luma)
        effects.objects[1]?.nodes = 0
        #expect(VideoEffectsTests.processed(effects).luma == plain.luma, "without the beauty node")
    }
}
