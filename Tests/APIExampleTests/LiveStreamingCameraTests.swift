import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// LiveStreaming's camera controls in virtual time: the form's lens applied before the preview, stabilization set
/// again whenever the camera starts capturing, Center Stage or the original's alert, and what the local tile shows.
@MainActor
@Suite struct LiveStreamingCameraTests {
    /// The moving disc (the only pixels at 200 or brighter): its area and how far its middle is from the picture's.
    private static func disc(_ run: CaseRun) throws -> (area: Int, offCentre: Double) {
        let frame = try #require(run.session.tiles.first?.view?.latestFrame)
        var (area, sumX, sumY) = (0, 0.0, 0.0)
        for y in 0..<frame.lumaHeight {
            for x in 0..<frame.lumaWidth where frame.lumaAt(x: x, y: y) >= 200 {
                (area, sumX, sumY) = (area + 1, sumX + Double(x) + 0.5, sumY + Double(y) + 0.5)
            }
        }
        guard area > 0 else { return (0, .infinity) }
        let offCentre = max(abs(sumX / Double(area) - Double(frame.lumaWidth) / 2),
                            abs(sumY / Double(area) - Double(frame.lumaHeight) / 2))
        return (area, offCentre)
    }

    @Test func theFormsLensIsAppliedBeforeThePreviewAndFramesThePicture() throws {
        let run = try CaseRun("LiveStreaming", form: ["cameraKey": "rear-ultraWide"], seconds: 3)
        let query = try #require(run.firstIndex(of: .call("queryCameraFocalLengthCapability", startingWith: "→ [")))
        let set = try #require(run.firstIndex(of: .call("setCameraCapturerConfiguration",
                                                       with: "{cameraDirection: .rear, cameraFocalLengthType: .ultraWide}", returned: 0)))
        let preview = try #require(run.firstIndex(of: .call("startPreview")))
        #expect(query < set && set < preview)
        #expect(run.session.tiles.first?.notes.contains(.text("tile.camera", ["cameraDirection.rear", "focalLength.ultraWide"])) == true)
        #expect(run.session.tiles.first?.view?.latestFrame?.mirrored == false, "a rear camera's preview is not mirrored")
        let ultraWide = try Self.disc(run).area
        run.session.stop()

        let standard = try CaseRun("LiveStreaming", seconds: 3)
        #expect(standard.called("setCameraCapturerConfiguration", with: "{cameraDirection: .front, cameraFocalLengthType: .default}", returned: 0))
        #expect(standard.session.tiles.first?.notes.contains(.text("tile.camera", ["cameraDirection.front", "focalLength.default"])) == true)
        #expect(standard.session.tiles.first?.view?.latestFrame?.mirrored == true)
        let front = try Self.disc(standard).area
        #expect(ultraWide > 0 && ultraWide * 2 < front, "the ultra-wide lens shows the subject smaller: \(ultraWide) vs \(front)")
        standard.session.stop()
    }

    @Test func aLensTheDeviceLacksIsNotUsed() throws {
        let run = try CaseRun("LiveStreaming", form: ["cameraKey": "rear-telephoto", "cameraDevice": "basic"], seconds: 2)
        #expect(run.called("queryCameraFocalLengthCapability", with: "→ [.front .default, .rear .default]"))
        #expect(!run.called("setCameraCapturerConfiguration"), "the original's list would not have offered it")
        #expect(run.session.notice?.key == "live.cameraMissing" && run.session.notice?.arguments == ["camera.rear-telephoto"])
        #expect(run.session.tiles.first?.notes.contains(.text("tile.camera", ["cameraDirection.front", "focalLength.default"])) == true)
        run.session.stop()
    }

    @Test func stabilizationIsSetEachTimeTheCameraCaptures() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        #expect(run.calls("setCameraStabilizationMode", with: ".off", returned: 0).count == 1, "on the first .capturing")
        run.session.set("stabilization", .option("level2"))
        #expect(run.called("setCameraStabilizationMode", with: ".level2", returned: 0))
        // 960×540 is too small for stabilization to act, and the tile says so.
        #expect(run.session.tiles.first?.notes.suffix(2) == [.text("tile.stabilization", ["stabilization.level2"]),
                                                             .text("tile.stabilization.idle")])
        run.press("coHost")
        run.advance(1)
        #expect(run.control("stabilization")?.isEnabled == false && run.control("centerStage")?.isEnabled == false,
                "the audience has no camera controls")
        run.press("coHost")
        run.advance(1)
        #expect(run.calls("setCameraStabilizationMode", with: ".level2", returned: 0).count == 2, "set again when the camera captures again")
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    @Test func centerStageWhereTheDeviceHasItKeepsTheSubjectInTheMiddle() throws {
        let run = try CaseRun("LiveStreaming", form: ["centerStageDevice": "true"], seconds: 2)
        run.press("centerStage")
        #expect(run.called("isCameraCenterStageSupported", with: "→ true") && run.called("enableCameraCenterStage", with: "true", returned: 0))
        #expect(run.control("centerStage")?.kind == .toggle(true))
        #expect(run.session.tiles.first?.notes.suffix(2) == [.text("tile.stabilization", ["stabilization.off"]),
                                                             .text("tile.centerStage")])
        var offCentre: [Double] = []
        for _ in 0..<6 {
            run.advance(0.7)
            offCentre.append(try Self.disc(run).offCentre)
        }
        #expect(offCentre.allSatisfy { $0 < 1 }, "\(offCentre)")
        run.press("centerStage")
        #expect(run.called("enableCameraCenterStage", with: "false", returned: 0))
        var orbit: [Double] = []
        for _ in 0..<6 {
            run.advance(0.7)
            orbit.append(try Self.disc(run).offCentre)
        }
        #expect(orbit.contains { $0 > 4 }, "\(orbit)")
        run.session.stop()
    }

    @Test func withoutCenterStageTheOriginalsAlertAndTheSwitchGoesBack() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        run.press("centerStage")
        #expect(run.called("isCameraCenterStageSupported", with: "→ false") && !run.called("enableCameraCenterStage"))
        #expect(run.session.notice?.key == "live.centerStageUnsupported")
        #expect(run.control("centerStage")?.kind == .toggle(false))
        run.session.stop()
    }
}
