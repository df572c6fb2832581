import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// VideoProcess in virtual time: the original's order of calls, each control's effect on the local user's real
/// frames (the tile and what remote users receive), a device without the feature (the toast, and no call), the
/// face-shape areas' ranges, and the teardown.
@MainActor
@Suite struct VideoProcessTests {
    static func joined(videoFeatures: String = "all") throws -> CaseRun {
        try PersonCameraRun.joined("VideoProcess", videoFeatures: videoFeatures)
    }

    /// Columns left and right of the person, in a 64-pixel-wide raster (mirrored or not).
    static func isBackground(_ x: Int, _: Int) -> Bool { x < 12 || x >= 52 }
    /// Plain skin: the forehead under the hair (symmetric, so mirroring keeps it).
    static func isFace(_ x: Int, _ y: Int) -> Bool { (29...34).contains(x) && (10...11).contains(y) }

    static func mean(_ frame: AgoraSimVideoFrame, _ include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        frame.meanLuma(where: include)
    }

    static func roughness(_ frame: AgoraSimVideoFrame, _ include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        frame.lumaRoughness(where: include)
    }

    @Test func callsTheSDKInTheOriginalsOrder() throws {
        let run = try Self.joined()
        let calls: [TraceMatch] = [.call("enableExtension"), .call("setChannelProfile"),
                                   .call("setClientRole", selector: "setClientRole(_:)"), .call("enableVideo"),
                                   .call("enableAudio"), .call("setVideoEncoderConfiguration"), .call("setupLocalVideo"),
                                   .call("startPreview"), .call("setDefaultAudioRouteToSpeakerphone"), .call("joinChannel")]
        let indices = calls.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        let clearVision = try #require(run.calls("enableExtension").first)
        #expect(clearVision.matches(containing: "\"agora_video_filters_clear_vision\", extension: \"clear_vision\", "
                                    + "enabled: true, sourceType: .primaryCamera", returned: 0), "\(clearVision)")
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("uid: 0") && join.detail.contains("publishCameraTrack: true, publishMicrophoneTrack: true"), "\(join)")
        #expect(run.calls("setupRemoteVideo").first?.detail.contains("enableAlphaMask: true") == true,
                "\(run.calls("setupRemoteVideo"))")
        // Nothing is processed until a control asks.
        #expect(!run.called("setBeautyEffectOptions") && !run.called("enableVirtualBackground"))
        #expect(run.session.tiles.first { $0.isLocal }?.notes.map(\.arguments) == [["vp.off", "vp.off"], ["vp.off"], ["vp.off", "vp.off"], ["vp.off"]])
        run.session.stop()
    }

    @Test func beautyBrightensTheLocalPictureAndWhatIsSent() throws {
        let run = try Self.joined()
        let before = try PersonCameraRun.averaged(run) { Self.mean($0) }
        let sentBefore = Self.mean(try PersonCameraRun.sent(run))
        run.press("beauty")
        #expect(run.calls("setBeautyEffectOptions").last?.detail.hasPrefix(
            "true, options: {lighteningContrastLevel: .normal, lighteningLevel: 0.60, "
            + "smoothnessLevel: 0.50, rednessLevel: 0.10, sharpnessLevel: 0.30}") == true,
            "\(run.calls("setBeautyEffectOptions"))")
        #expect(run.calls("setFilterEffectOptions").last?.detail.contains(
            "true, options: {path: \"built_in_whiten_filter\", strength: 0.50}") == true)
        let after = try PersonCameraRun.averaged(run) { Self.mean($0) }
        #expect(after > before + 30, "\(after) vs \(before)")
        #expect(Self.mean(try PersonCameraRun.sent(run)) > sentBefore + 30, "the remote users get the processed picture")
        #expect(run.control("beauty")?.value == .bool(true))
        #expect(run.session.tiles.first { $0.isLocal }?.notes.first?.arguments == ["vp.on", "vp.off"])
        run.session.stop()
    }

    @Test func eachSliderSendsItsOwnLevelAndWhiteningLeavesSmoothnessAlone() throws {
        let run = try Self.joined()
        run.press("beauty")
        let dim = try PersonCameraRun.averaged(run) { Self.mean($0) }
        run.press("lightening", .increment)
        #expect(run.calls("setBeautyEffectOptions").last?.detail.contains("lighteningLevel: 0.70") == true)
        #expect(try PersonCameraRun.averaged(run) { Self.mean($0) } > dim + 3)
        let smoothness = run.calls("setBeautyEffectOptions").count
        run.press("whitening", .increment)
        #expect(run.calls("setFilterEffectOptions").last?.detail.contains("strength: 0.60") == true)
        #expect(run.calls("setBeautyEffectOptions").count == smoothness, "whitening does not touch the beauty options")
        let sharp = try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isBackground) }
        for _ in 0..<3 { run.press("smoothness", .increment) }
        for _ in 0..<3 { run.press("sharpness", .decrement) }
        #expect(run.calls("setBeautyEffectOptions").last?.detail.contains("smoothnessLevel: 0.80, rednessLevel: 0.10, "
                                                                                      + "sharpnessLevel: 0.00") == true)
        #expect(try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isBackground) } < sharp)
        run.session.stop()
    }

    @Test func lowLightAndDenoiseAreMeasurable() throws {
        let run = try Self.joined()
        let dark = try PersonCameraRun.averaged(run) { Self.mean($0, Self.isBackground) }
        let noisy = try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isFace) }
        run.press("lowLight")
        #expect(run.calls("setLowlightEnhanceOptions").last?.matches(with: "true, options: {mode: .auto, level: .fast}",
                                                                    returned: 0) == true)
        #expect(try PersonCameraRun.averaged(run) { Self.mean($0, Self.isBackground) } > dark + 10)
        run.press("lowLight")
        run.press("denoise")
        #expect(run.calls("setVideoDenoiserOptions").last?.matches(with: "true, options: {mode: .manual, level: .highQuality}",
                                                                  returned: 0) == true)
        #expect(try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isFace) } < noisy * 0.6)
        run.session.stop()
    }

    @Test func colorEnhancementSendsBothLevelsWithTheSwitch() throws {
        let run = try Self.joined()
        run.press("strength", .increment)
        #expect(run.calls("setColorEnhanceOptions").last?.matches(
            with: "false, options: {strengthLevel: 0.60, skinProtectLevel: 0.50}", returned: 0) == true)
        run.press("colorEnhance")
        run.press("skinProtect", .decrement)
        #expect(run.calls("setColorEnhanceOptions").last?.matches(
            with: "true, options: {strengthLevel: 0.60, skinProtectLevel: 0.40}", returned: 0) == true)
        run.advance(0.5)
        let frame = try PersonCameraRun.local(run)
        // The shirt (blue) is further from grey than the camera paints it.
        let shirt = frame.chromaU[(32 / 2) * frame.chromaWidth + 32 / 2]
        #expect(Int(shirt) > 156 + 10, "\(shirt)")
        run.session.stop()
    }

    @Test func aColourBackgroundReplacesTheBackgroundForRemoteUsersToo() throws {
        let run = try Self.joined()
        run.session.set("background", .option("color"))
        #expect(run.calls("enableVirtualBackground").last?.detail.hasPrefix("false, "
                                                                             + "backData: {backgroundSourceType: .none") == true)
        run.press("virtualBackground")
        #expect(run.calls("enableVirtualBackground").last?.matches(with: "true, backData: "
                + "{backgroundSourceType: .color, color: 0xFFFFFF, source: \"\", blurDegree: .high}, segData: {modelType: .ai, "
                + "greenCapacity: 0.50}", returned: 0) == true)
        run.advance(0.5)
        for frame in [try PersonCameraRun.local(run), try PersonCameraRun.sent(run)] {
            #expect(Self.mean(frame, Self.isBackground) == 235, "white behind the person")
            #expect(Self.mean(frame, Self.isFace) > 140 && Self.mean(frame, Self.isFace) < 200, "the face is kept")
        }
        #expect(run.session.tiles.first { $0.isLocal }?.notes.last?.arguments == ["vp.background.color"])
        run.session.stop()
    }

    @Test func blurImageAndVideoBackgrounds() throws {
        let run = try Self.joined()
        let detailed = try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isBackground) }
        run.session.set("background", .option("blur"))
        run.press("virtualBackground")
        #expect(try PersonCameraRun.averaged(run) { Self.roughness($0, Self.isBackground) } < detailed * 0.6)
        run.session.set("background", .option("image"))
        #expect(run.calls("enableVirtualBackground").last?.matches(containing: ".img", returned: 0) == true)
        run.advance(0.3)
        // The logo's bright tile fills most of the background.
        #expect(Self.mean(try PersonCameraRun.local(run), Self.isBackground) > 150)
        run.session.set("background", .option("video"))
        #expect(run.calls("enableVirtualBackground").last?.matches(containing: ".video", returned: 0) == true)
        run.advance(0.3)
        let first = try PersonCameraRun.local(run)
        run.advance(0.5)
        #expect(try PersonCameraRun.local(run).luma != first.luma)
        run.press("virtualBackground")
        #expect(run.calls("enableVirtualBackground").last?.detail.hasPrefix("false") == true)
        run.session.stop()
    }

    @Test func aDeviceWithoutTheFeatureShowsTheToastAndMakesNoCall() throws {
        let run = try Self.joined(videoFeatures: "none")
        run.press("beauty")
        #expect(run.session.notice?.key == "vp.notice.unavailable")
        #expect(run.called("isFeatureAvailable", with: ".videoPreprocessBeauty → false"))
        #expect(!run.called("setBeautyEffectOptions") && !run.called("setFilterEffectOptions"))
        #expect(run.control("beauty")?.value == .bool(false), "the switch stays off")
        run.session.dismissNotice()
        run.press("virtualBackground")
        #expect(run.session.notice?.key == "vp.notice.unavailable")
        #expect(!run.called("enableVirtualBackground"))
        #expect(run.control("virtualBackground")?.value == .bool(false))
        run.session.stop()
    }

    @Test func faceShapeNarrowsTheFaceAndTheAreasKeepTheirRanges() throws {
        let run = try Self.joined()
        PersonCameraRun.expectDeclaredAreaRanges(run)
        let wide = try PersonCameraRun.faceWidth(run)
        run.press("faceShape")
        #expect(run.calls("setFaceShapeBeautyOptions").last?.matches(with: "true, options: {shapeStyle: .female, styleIntensity: 50}",
                                                                    returned: 0) == true)
        run.session.set("faceWidth", .int(100))
        #expect(run.calls("setFaceShapeAreaOptions").last?.matches(with: "{shapeArea: .faceWidth, shapeIntensity: 100}", returned: 0) == true)
        run.session.set("headScale", .int(100))
        #expect(try PersonCameraRun.faceWidth(run) < wide - 1, "narrower")
        run.session.set("gender", .option("male"))
        #expect(run.calls("setFaceShapeBeautyOptions").last?.detail.contains("shapeStyle: .male") == true)
        // Outside an area's range (as `--control headScale=-10` sends it) the SDK answers -2 and the slider stays.
        run.session.set("headScale", .int(-10))
        #expect(run.calls("setFaceShapeAreaOptions").last?.matches(with: "{shapeArea: .headScale, shapeIntensity: -10}", returned: -2) == true)
        #expect(run.control("headScale")?.value == .int(100))
        #expect(run.session.log.entries.contains { $0.key == "vp.log.failed" && $0.arguments == ["headScale", "-2"] })
        run.session.set("chin", .int(-100))
        #expect(run.calls("setFaceShapeAreaOptions").last?.result == 0 && run.control("chin")?.value == .int(-100))
        run.session.stop()
    }

    @Test func theSessionsEndTurnsTheBackgroundOffThenLeaves() throws {
        let run = try Self.joined()
        run.press("virtualBackground")
        let count = run.logMark
        run.session.stop()
        let after = run.since(count)
        let calls: [TraceMatch] = [.call("enableVirtualBackground", startingWith: "false"), .call("disableAudio"),
                                   .call("disableVideo"), .call("leaveChannel"), .call("destroy", selector: "destroy()")]
        let indices = calls.map { after.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices) \(after.trail)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
    }
}
