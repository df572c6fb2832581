import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// AgoraBeauty in virtual time, driven through its controls: the original's order of calls (the effect object made
/// after the join, the default makeup style, makeup off), each control's parameter on the object and its effect on
/// the local user's real frames (the tile and what remote users receive), the fixed bugs (whitening alone, the
/// declared face-shape ranges, the object destroyed before the engine), and the device without the feature.
@MainActor
@Suite struct AgoraBeautyTests {
    static func joined(videoFeatures: String = "all") throws -> CaseRun {
        try PersonCameraRun.joined("AgoraBeauty", videoFeatures: videoFeatures)
    }

    /// The mean V (red) of the face's lower half: where the blush and the lips are.
    static func faceRed(_ frame: AgoraSimVideoFrame) -> Double {
        var sum = 0, count = 0
        for cy in 7...9 {
            for cx in 14...17 {
                sum += Int(frame.chromaV[cy * frame.chromaWidth + cx])
                count += 1
            }
        }
        return Double(sum) / Double(count)
    }

    @Test func callsTheSDKInTheOriginalsOrder() throws {
        let run = try Self.joined()
        let calls = ["enableExtension(withVendor:extension:enabled:sourceType:)", "setChannelProfile(_:)", "setClientRole(_:)",
                     "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)", "setupLocalVideo(_:)",
                     "startPreview()", "setDefaultAudioRouteToSpeakerphone(_:)",
                     "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                     "createVideoEffectObject(bundlePath:sourceType:)", "setParameters(_:)",
                     "addOrUpdateVideoEffect(nodeId:templateName:) .styleMakeup",
                     "setVideoEffectBoolParam(option:key:boolValue:) \"makeup_options\", key: \"enable_mu\", false",
                     "addOrUpdateVideoEffect(nodeId:templateName:) .beauty"]
        let indices = calls.map { call in run.texts.firstIndex { $0.hasPrefix(call) } }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        #expect(run.lines("createVideoEffectObject(").first?.hasSuffix("sourceType: .primaryCamera → 0") == true)
        #expect(run.lines("setParameters(").first?.contains("rtc.video.yuvconverter_enable_hardware_buffer") == true)
        #expect(run.lines("addOrUpdateVideoEffect(").first?.contains("templateName: \"学妹妆\"") == true)
        #expect(run.lines("setupRemoteVideo(_:)").first?.contains("enableAlphaMask: true") == true)
        #expect(run.session.tiles.first { $0.isLocal }?.notes.map(\.arguments) == [["ab.off", "ab.off"], ["ab.off"], ["ab.off"]])
        run.session.stop()
    }

    @Test func theControlsStartAtTheMaterialsDefaults() throws {
        let run = try Self.joined()
        #expect(run.control("lightening")?.value == .int(90) && run.control("smoothness")?.value == .int(90))
        #expect(run.control("redness")?.value == .int(100) && run.control("whitening")?.value == .int(50))
        #expect(run.control("lashStyle")?.value == .option("5") && run.control("shadowStyle")?.value == .option("6"))
        #expect(run.control("blushColor")?.value == .option("5") && run.control("browColor")?.value == .option("2"))
        run.session.stop()
    }

    @Test func faceBeautifyBrightensTheLocalPictureAndWhatIsSent() throws {
        let run = try Self.joined()
        let before = try PersonCameraRun.averaged(run) { $0.meanLuma() }
        let sentBefore = try PersonCameraRun.sent(run).meanLuma()
        run.press("beauty")
        #expect(run.lines("setVideoEffectBoolParam(").last
                == "setVideoEffectBoolParam(option:key:boolValue:) \"beauty_effect_option\", key: \"enable\", true → 0")
        #expect(try PersonCameraRun.averaged(run) { $0.meanLuma() } > before + 30)
        #expect(try PersonCameraRun.sent(run).meanLuma() > sentBefore + 30, "the remote users get the processed picture")
        #expect(run.session.tiles.first { $0.isLocal }?.notes.first?.arguments == ["ab.on", "ab.off"])
        run.session.stop()
    }

    @Test func eachSliderSetsItsOwnKeyAndWhiteningOnlyTheFilter() throws {
        let run = try Self.joined()
        run.press("beauty")
        run.press("lightening", .decrement)
        #expect(run.lines("setVideoEffectFloatParam(").last == "setVideoEffectFloatParam(option:key:floatValue:) "
                + "\"beauty_effect_option\", key: \"lightness\", 0.80 → 0")
        let floats = run.count("setVideoEffectFloatParam")
        run.press("whitening", .increment)
        #expect(run.count("setVideoEffectFloatParam") == floats + 1, "one call: the original also fired smoothness")
        #expect(run.lines("setVideoEffectFloatParam(").last == "setVideoEffectFloatParam(option:key:floatValue:) "
                + "\"filter_effect_option\", key: \"strength\", 0.60 → 0")
        let rough = try PersonCameraRun.averaged(run) { $0.lumaRoughness() }
        for _ in 0..<9 { run.press("smoothness", .decrement) }
        for _ in 0..<10 { run.press("sharpness", .decrement) }
        #expect(run.lines("setVideoEffectFloatParam(").last?.contains("\"sharpness\", 0.00") == true)
        #expect(try PersonCameraRun.averaged(run) { $0.lumaRoughness() } > rough, "less smoothing shows the noise")
        run.press("redness", .decrement)
        #expect(run.lines("setVideoEffectFloatParam(").last?.contains("\"redness\", 0.90 → 0") == true)
        run.session.stop()
    }

    @Test func theMakeupRowsPaintTheFace() throws {
        let run = try Self.joined()
        let bare = try PersonCameraRun.averaged(run) { Self.faceRed($0) }
        run.press("makeup")
        #expect(run.lines("setVideoEffectBoolParam(").last == "setVideoEffectBoolParam(option:key:boolValue:) "
                + "\"makeup_options\", key: \"enable_mu\", true → 0")
        let madeUp = try PersonCameraRun.averaged(run) { Self.faceRed($0) }
        #expect(madeUp > bare + 3, "blush and lips: \(madeUp) vs \(bare)")
        #expect(run.session.tiles.first { $0.isLocal }?.notes[1].arguments == ["ab.on"])
        run.session.set("lipStyle", .option("0"))
        #expect(run.lines("setVideoEffectIntParam(").last == "setVideoEffectIntParam(option:key:intValue:) "
                + "\"makeup_options\", key: \"lipStyle\", 0 → 0")
        run.session.set("blushStyle", .option("0"))
        #expect(try PersonCameraRun.averaged(run) { Self.faceRed($0) } < madeUp - 2, "blush and lips off")
        run.press("browColor")
        #expect(run.lines("setVideoEffectIntParam(").last?.contains("\"browColor\", 0 → 0") == true, "wraps to None")
        run.press("lipStrength", .decrement)
        #expect(run.lines("setVideoEffectFloatParam(").last?.contains("\"lipStrength\", 0.90 → 0") == true)
        run.session.stop()
    }

    @Test func faceShapeUsesTheObjectsSwitchAndTheDeclaredRanges() throws {
        let run = try Self.joined()
        PersonCameraRun.expectDeclaredAreaRanges(run)
        let wide = try PersonCameraRun.faceWidth(run)
        run.press("faceShape")
        #expect(run.lines("setVideoEffectBoolParam(").last == "setVideoEffectBoolParam(option:key:boolValue:) "
                + "\"face_shape_beauty_option\", key: \"enable\", true → 0")
        run.session.set("faceWidth", .int(100))
        #expect(run.lines("setFaceShapeAreaOptions(_:)").last == "setFaceShapeAreaOptions(_:) {shapeArea: .faceWidth, shapeIntensity: 100} → 0")
        #expect(run.lines("setFaceShapeBeautyOptions(_:options:)").last == "setFaceShapeBeautyOptions(_:options:) true, "
                + "options: {shapeStyle: .female, styleIntensity: 50} → 0")
        run.session.set("headScale", .int(100))
        #expect(try PersonCameraRun.faceWidth(run) < wide - 1, "narrower")
        run.session.set("gender", .option("male"))
        #expect(run.lines("setFaceShapeBeautyOptions(_:options:)").last?.contains("shapeStyle: .male") == true)
        run.session.set("headScale", .int(-10))
        #expect(run.lines("setFaceShapeAreaOptions(_:)").last?.hasSuffix("→ -2") == true)
        #expect(run.control("headScale")?.value == .int(100))
        #expect(run.session.log.entries.contains { $0.key == "ab.log.failed" && $0.arguments == ["headScale", "-2"] })
        run.session.stop()
    }

    @Test func aWhiteBackgroundAndADeviceWithoutIt() throws {
        let run = try Self.joined()
        run.session.set("background", .option("color"))
        run.press("virtualBackground")
        run.advance(0.5)
        #expect(try PersonCameraRun.local(run).meanLuma { x, _ in x < 12 || x >= 52 } == 235, "white behind the person")
        #expect(run.session.tiles.first { $0.isLocal }?.notes.last?.arguments == ["ab.background.color"])
        run.session.stop()

        let lacking = try Self.joined(videoFeatures: "noVirtualBackground")
        lacking.press("virtualBackground")
        #expect(lacking.session.notice?.key == "ab.notice.unavailable")
        #expect(!lacking.called("enableVirtualBackground(_:backData:segData:) true"))
        #expect(lacking.control("virtualBackground")?.value == .bool(false), "the switch stays off")
        lacking.session.stop()
    }

    @Test func aDeviceWithoutBeautyHasNoObjectAndSaysSo() throws {
        let run = try Self.joined(videoFeatures: "noBeauty")
        #expect(run.lines("createVideoEffectObject(").first?.hasSuffix("→ -4") == true)
        #expect(run.session.log.entries.contains { $0.key == "ab.log.noObject" })
        run.press("beauty")
        #expect(run.control("beauty")?.value == .bool(false))
        run.session.stop()
    }

    @Test func theSessionsEndDestroysTheObjectBeforeTheEngine() throws {
        let run = try Self.joined()
        run.press("virtualBackground")
        let count = run.texts.count
        run.session.stop()
        let after = Array(run.texts[count...])
        let calls = ["enableVirtualBackground(_:backData:segData:) false", "disableAudio()", "disableVideo()",
                     "leaveChannel(_:)", "destroyVideoEffectObject(_:)", "destroy()"]
        let indices = calls.map { call in after.firstIndex { $0.hasPrefix(call) } }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices) \(after)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        #expect(after.first { $0.hasPrefix("destroyVideoEffectObject(_:)") }?.hasSuffix("→ 0") == true)
    }
}
