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
        let calls: [TraceMatch] = [.call("enableExtension"), .call("setChannelProfile"),
                                   .call("setClientRole", selector: "setClientRole(_:)"), .call("enableVideo"),
                                   .call("enableAudio"), .call("setVideoEncoderConfiguration"), .call("setupLocalVideo"),
                                   .call("startPreview"), .call("setDefaultAudioRouteToSpeakerphone"), .call("joinChannel"),
                                   .call("createVideoEffectObject"), .call("setParameters"),
                                   .call("addOrUpdateVideoEffect", startingWith: ".styleMakeup"),
                                   .call("setVideoEffectBoolParam", startingWith: "\"makeup_options\", key: \"enable_mu\", false"),
                                   .call("addOrUpdateVideoEffect", startingWith: ".beauty")]
        let indices = calls.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        #expect(run.calls("createVideoEffectObject").first?.matches(endingWith: "sourceType: .primaryCamera", returned: 0) == true)
        #expect(run.calls("setParameters").first?.detail.contains("rtc.video.yuvconverter_enable_hardware_buffer") == true)
        #expect(run.calls("addOrUpdateVideoEffect").first?.detail.contains("templateName: \"学妹妆\"") == true)
        #expect(run.calls("setupRemoteVideo").first?.detail.contains("enableAlphaMask: true") == true)
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
        #expect(run.calls("setVideoEffectBoolParam").last?
                .matches(with: "\"beauty_effect_option\", key: \"enable\", true", returned: 0) == true)
        #expect(try PersonCameraRun.averaged(run) { $0.meanLuma() } > before + 30)
        #expect(try PersonCameraRun.sent(run).meanLuma() > sentBefore + 30, "the remote users get the processed picture")
        #expect(run.session.tiles.first { $0.isLocal }?.notes.first?.arguments == ["ab.on", "ab.off"])
        run.session.stop()
    }

    @Test func eachSliderSetsItsOwnKeyAndWhiteningOnlyTheFilter() throws {
        let run = try Self.joined()
        run.press("beauty")
        run.press("lightening", .decrement)
        #expect(run.calls("setVideoEffectFloatParam").last?.matches(with: "\"beauty_effect_option\", key: \"lightness\", 0.80",
                                                                   returned: 0) == true)
        let floats = run.calls("setVideoEffectFloatParam").count
        run.press("whitening", .increment)
        #expect(run.calls("setVideoEffectFloatParam").count == floats + 1, "one call: the original also fired smoothness")
        #expect(run.calls("setVideoEffectFloatParam").last?.matches(with: "\"filter_effect_option\", key: \"strength\", 0.60",
                                                                   returned: 0) == true)
        let rough = try PersonCameraRun.averaged(run) { $0.lumaRoughness() }
        for _ in 0..<9 { run.press("smoothness", .decrement) }
        for _ in 0..<10 { run.press("sharpness", .decrement) }
        #expect(run.calls("setVideoEffectFloatParam").last?.detail.contains("\"sharpness\", 0.00") == true)
        #expect(try PersonCameraRun.averaged(run) { $0.lumaRoughness() } > rough, "less smoothing shows the noise")
        run.press("redness", .decrement)
        #expect(run.calls("setVideoEffectFloatParam").last?.matches(endingWith: "\"redness\", 0.90", returned: 0) == true)
        run.session.stop()
    }

    @Test func theMakeupRowsPaintTheFace() throws {
        let run = try Self.joined()
        let bare = try PersonCameraRun.averaged(run) { Self.faceRed($0) }
        run.press("makeup")
        #expect(run.calls("setVideoEffectBoolParam").last?.matches(with: "\"makeup_options\", key: \"enable_mu\", true",
                                                                 returned: 0) == true)
        let madeUp = try PersonCameraRun.averaged(run) { Self.faceRed($0) }
        #expect(madeUp > bare + 3, "blush and lips: \(madeUp) vs \(bare)")
        #expect(run.session.tiles.first { $0.isLocal }?.notes[1].arguments == ["ab.on"])
        run.session.set("lipStyle", .option("0"))
        #expect(run.calls("setVideoEffectIntParam").last?.matches(with: "\"makeup_options\", key: \"lipStyle\", 0",
                                                                returned: 0) == true)
        run.session.set("blushStyle", .option("0"))
        #expect(try PersonCameraRun.averaged(run) { Self.faceRed($0) } < madeUp - 2, "blush and lips off")
        run.press("browColor")
        #expect(run.calls("setVideoEffectIntParam").last?.matches(endingWith: "\"browColor\", 0", returned: 0) == true, "wraps to None")
        run.press("lipStrength", .decrement)
        #expect(run.calls("setVideoEffectFloatParam").last?.matches(endingWith: "\"lipStrength\", 0.90", returned: 0) == true)
        run.session.stop()
    }

    @Test func faceShapeUsesTheObjectsSwitchAndTheDeclaredRanges() throws {
        let run = try Self.joined()
        PersonCameraRun.expectDeclaredAreaRanges(run)
        let wide = try PersonCameraRun.faceWidth(run)
        run.press("faceShape")
        #expect(run.calls("setVideoEffectBoolParam").last?.matches(with: "\"face_shape_beauty_option\", key: \"enable\", true",
                                                                 returned: 0) == true)
        run.session.set("faceWidth", .int(100))
        #expect(run.calls("setFaceShapeAreaOptions").last?.matches(with: "{shapeArea: .faceWidth, shapeIntensity: 100}", returned: 0) == true)
        #expect(run.calls("setFaceShapeBeautyOptions").last?.matches(with: "true, options: {shapeStyle: .female, styleIntensity: 50}",
                                                                   returned: 0) == true)
        run.session.set("headScale", .int(100))
        #expect(try PersonCameraRun.faceWidth(run) < wide - 1, "narrower")
        run.session.set("gender", .option("male"))
        #expect(run.calls("setFaceShapeBeautyOptions").last?.detail.contains("shapeStyle: .male") == true)
        run.session.set("headScale", .int(-10))
        #expect(run.calls("setFaceShapeAreaOptions").last?.result == -2)
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
        #expect(!lacking.called("enableVirtualBackground", startingWith: "true"))
        #expect(lacking.control("virtualBackground")?.value == .bool(false), "the switch stays off")
        lacking.session.stop()
    }

    @Test func aDeviceWithoutBeautyHasNoObjectAndSaysSo() throws {
        let run = try Self.joined(videoFeatures: "noBeauty")
        #expect(run.calls("createVideoEffectObject").first?.result == -4)
        #expect(run.session.log.entries.contains { $0.key == "ab.log.noObject" })
        run.press("beauty")
        #expect(run.control("beauty")?.value == .bool(false))
        run.session.stop()
    }

    @Test func theSessionsEndDestroysTheObjectBeforeTheEngine() throws {
        let run = try Self.joined()
        run.press("virtualBackground")
        let count = run.logMark
        run.session.stop()
        let after = run.since(count)
        let calls: [TraceMatch] = [.call("enableVirtualBackground", startingWith: "false"), .call("disableAudio"),
                                   .call("disableVideo"), .call("leaveChannel"), .call("destroyVideoEffectObject"),
                                   .call("destroy", selector: "destroy()")]
        let indices = calls.map { after.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices) \(after.trail)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        #expect(after.call("destroyVideoEffectObject")?.result == 0)
    }
}
