import AgoraRtcSim
import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import APIExample

/// LiveStreaming in virtual time: an audience member watching at its latency level, preload and first-frame
/// tracing, co-hosting by switching role live, and the dual stream.
@MainActor
@Suite struct LiveStreamingTests {
    @Test func anAudienceMemberWatchesThenCoHosts() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "isPreloadChannel": "true", "isFirstFrame": "true"],
                              seconds: 4)
        #expect(run.called("setVideoScenario", with: ".applicationLiveShowScenario", returned: 0))
        #expect(run.called("enableInstantMediaRendering", returned: 0) && run.called("startMediaRenderingTracing", returned: 0))
        #expect(run.called("setClientRole", selector: "setClientRole(_:options:)",
                           with: ".audience, options: {audienceLatencyLevel: .lowLatency}", returned: 0))
        let preload = try #require(run.firstIndex(of: .call("preloadChannel", startingWith: "channelId: \"live\"")))
        let join = try #require(run.firstIndex(of: .call("joinChannel")))
        #expect(preload < join, "preloaded before joining")
        #expect(run.call("joinChannel")?.detail
                    .contains("publishCameraTrack: false, publishMicrophoneTrack: false, clientRoleType: .audience") == true)
        #expect(run.session.tiles.first?.placeholderKey == "tile.audienceNotPublishing")
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3 && remotes.allSatisfy { $0.latestFrame != nil })
        #expect(run.calls("setupRemoteVideo", startingWith: "{uid: ").count == 3
                && run.calls("setupRemoteVideo").allSatisfy { $0.detail.contains("renderMode: .fit") })
        #expect(run.callbacks("videoRenderingTracingResultOfUid").count == 3, "one first frame per remote user")

        run.press("coHost")
        run.advance(1)
        #expect(run.called("setClientRole", selector: "setClientRole(_:options:)", with: ".broadcaster, options: nil", returned: 0))
        #expect(run.called("updateChannel", with: "{publishCameraTrack: true, publishMicrophoneTrack: true}", returned: 0))
        #expect(run.session.status.role == .broadcaster)
        #expect(run.control("coHost")?.kind == .toggle(true) && run.control("ultraLowLatency")?.isEnabled == false)
        #expect(run.session.tiles.first?.view?.latestFrame != nil, "the host's camera preview")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    @Test func theLatencyLevelIsTheAudiencesToChoose() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "ultraLowLatency": "false"], seconds: 2)
        #expect(run.called("setClientRole", selector: "setClientRole(_:options:)",
                           with: ".audience, options: {audienceLatencyLevel: .lowLatency}", returned: 0))
        run.press("ultraLowLatency")
        #expect(run.called("setClientRole", selector: "setClientRole(_:options:)",
                           with: ".audience, options: {audienceLatencyLevel: .ultraLowLatency}", returned: 0))
        #expect(run.control("ultraLowLatency")?.kind == .toggle(true))
        run.session.stop()

        let host = try CaseRun("LiveStreaming", seconds: 2)
        #expect(!host.called("enableInstantMediaRendering") && !host.called("preloadChannel"), "both are opt-in")
        host.press("ultraLowLatency")
        #expect(host.calls("setClientRole", selector: "setClientRole(_:options:)").count == 1, "a host has no latency level")
        host.session.stop()
    }

    @Test func preloadUsesTheJoinsTokenAndTheLatencyStartsLow() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "isPreloadChannel": "true"],
                              keyCenter: TestProject.certified, seconds: 3)
        // The trace hides tokens; what it shows is that the preload waited for the issued token and came just
        // before the join that used it.
        let preload = try #require(run.firstIndex(of: .call("preloadChannel")))
        let join = try #require(run.firstIndex(of: .call("joinChannel")))
        let issued = try #require(run.session.log.entries.firstIndex { $0.key == "token.log.issued" })
        #expect(issued < preload && preload + 1 == join)
        #expect(run.called("preloadChannel", containing: "token: <token>") && run.called("joinChannel", containing: "token: <token>"))
        #expect(run.called("setClientRole", selector: "setClientRole(_:options:)",
                           with: ".audience, options: {audienceLatencyLevel: .lowLatency}", returned: 0),
                "ultra-low latency is off by default, as in the original")
        #expect(run.control("ultraLowLatency")?.kind == .toggle(false))
        run.session.stop()
    }

    /// The form's background colour reaches every remote canvas (RGBA, render mode fit) and so the tile's view,
    /// whose colour the renderer paints; the tile names it. The default is the SDK's transparent black, unnamed.
    @Test func theBackgroundColourGoesToEveryRemoteCanvas() throws {
        #expect(CanvasBackgroundColor.allCases.first == .black, "the default comes first, in a fixed order")
        let run = try CaseRun("LiveStreaming", form: ["backgroundColor": "purple"], seconds: 4.5)
        #expect(run.calls("setupRemoteVideo", startingWith: "{uid: ").count == 3 && run.calls("setupRemoteVideo").allSatisfy {
            $0.matches(containing: "renderMode: .fit", "backgroundColor: 0xff00d9ff", returned: 0)
        })
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(remotes.count == 3 && remotes.allSatisfy { $0.view?.backgroundColor == 0xff00_d9ff && $0.canvasColor == 0xff00_d9ff })
        #expect(remotes.allSatisfy { $0.notes == [.text("tile.canvasColor", ["canvasColor.purple"])] })
        #expect(run.session.tiles.first?.canvasColor == 0, "the local canvas keeps the default")
        run.session.stop()

        let plain = try CaseRun("LiveStreaming", seconds: 4.5)
        #expect(plain.calls("setupRemoteVideo").allSatisfy { $0.detail.contains("backgroundColor: 0x0}") })
        #expect(plain.session.tiles.allSatisfy { $0.canvasColor == 0 && !$0.notes.contains { $0.key == "tile.canvasColor" } })
        plain.session.stop()
    }

    /// The subscriber side: a host asking for the low stream sees each remote tile switch to the SDK's default
    /// low stream; an audience member's request is ignored by the (auto-mode) simulated hosts.
    @Test func theRemoteStreamControlSwitchesTheTilesToTheLowStream() throws {
        let run = try CaseRun("LiveStreaming", seconds: 4.5)
        #expect(run.called("setRemoteDefaultVideoStreamType", with: ".high", returned: 0))
        let remotes = { run.session.tiles.filter { !$0.isLocal } }
        #expect(remotes().count == 3 && remotes().allSatisfy { $0.stats.width > 160 && $0.stats.frameRate >= 15 })
        run.press("remoteStream")
        #expect(run.control("remoteStream")?.kind.value == .option("low"))
        #expect(run.calls("setRemoteVideoStream", startingWith: "uid: ").count == 3 && run.calls("setRemoteVideoStream").allSatisfy {
            $0.matches(endingWith: "type: .low", returned: 0)
        })
        run.advance(2.1)
        #expect(remotes().allSatisfy { $0.stats.width == 160 && $0.stats.height == 120 && $0.stats.frameRate == 5 },
                "\(remotes().map { "\($0.stats.width)x\($0.stats.height)@\($0.stats.frameRate)" })")
        run.press("remoteStream")
        run.advance(2.1)
        #expect(remotes().allSatisfy { $0.stats.width > 160 && $0.stats.frameRate >= 15 })
        run.session.stop()

        let audience = try CaseRun("LiveStreaming", form: ["role": "audience", "remoteStreamType": "low"], seconds: 4.5)
        #expect(audience.called("setRemoteDefaultVideoStreamType", with: ".low", returned: 0))
        #expect(audience.control("remoteStream")?.kind.value == .option("low"))
        let watching = audience.session.tiles.filter { !$0.isLocal }
        #expect(!watching.isEmpty && watching.allSatisfy { $0.stats.width > 160 }, "auto-mode hosts send the low stream to hosts only")
        audience.press("coHost")
        audience.advance(2.1)
        #expect(audience.session.tiles.filter { !$0.isLocal }.allSatisfy { $0.stats.width == 160 && $0.stats.frameRate == 5 })
        audience.session.stop()
    }

    @Test func theScenarioIsNamedInTheLocalTileAndLiveShowRendersSooner() throws {
        func firstFrames(_ scenario: String) throws -> (CaseRun, Int) {
            let run = try CaseRun("LiveStreaming", form: ["videoScenario": scenario], seconds: 5)
            let times = run.session.tiles.filter { !$0.isLocal }.map { $0.stats.firstFrameTime - $0.stats.join2Success }
            return (run, times.reduce(0, +) / max(1, times.count))
        }
        let (liveShow, fast) = try firstFrames("liveShow")
        #expect(liveShow.session.tiles.first?.notes.prefix(2) == [.text("tile.videoScenario", ["videoScenario.liveShow"]),
                                                                  .text("tile.encoder.hardware")])
        liveShow.session.stop()
        let (general, slow) = try firstFrames("general")
        #expect(general.session.tiles.first?.notes.first == .text("tile.videoScenario", ["videoScenario.general"]))
        #expect(fast < slow - 100, "live show renders first frames sooner: \(fast) vs \(slow) ms")
        general.session.stop()
    }

    @Test func encoderPreferencesKeepTheConfiguredEncoder() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2.5)
        let first = try #require(run.calls("setVideoEncoderConfiguration").first)
        run.session.set("encoding", .option("software"))
        run.advance(2)
        let software = try #require(run.calls("setVideoEncoderConfiguration").last)
        #expect(software.detail.contains("encodingPreference: .prefersoftware, compressionPreference: .auto"))
        #expect(software.detail.contains(first.detail.components(separatedBy: "encoded: ")[0]),
                "the size and rate stay those of the settings")
        #expect(run.session.tiles.first?.notes.contains(.text("tile.encoder.software")) == true)
        run.press("bFrame")
        #expect(run.calls("setVideoEncoderConfiguration").last?.detail.contains("compressionPreference: .quality") == true)
        #expect(run.session.tiles.first?.notes.contains(.text("tile.bFrames")) == true)
        run.press("coHost")
        #expect(run.control("encoding")?.isEnabled == false && run.control("localSnapshot")?.isEnabled == false,
                "host-only controls are off for the audience")
        #expect(run.control("remoteSnapshot")?.isEnabled == true && run.control("remoteRenderFps")?.isEnabled == true)
        run.session.stop()
    }

    @Test func renderRatesCapTheTilesAndTheViews() throws {
        let run = try CaseRun("LiveStreaming", seconds: 4.5)
        run.session.set("remoteRenderFps", .option("7"))
        #expect(run.called("setRemoteRenderTargetFps", with: "7", returned: 0))
        let views = run.session.tiles.filter { !$0.isLocal }.compactMap(\.view)
        let drawn = views.map(\.renderedFrames)
        run.advance(2.1)
        let remotes = run.session.tiles.filter { !$0.isLocal }
        #expect(!remotes.isEmpty && remotes.allSatisfy { $0.stats.frameRate == 7 }, "\(remotes.map(\.stats.frameRate))")
        let perView = zip(views, drawn).map { $0.renderedFrames - $1 }
        #expect(views.count == 3 && perView.allSatisfy { (13...16).contains($0) }, "7 fps drawn for 2.1 s: \(perView)")
        let local = try #require(run.session.tiles.first?.view)
        let before = local.renderedFrames
        run.session.set("localRenderFps", .option("1"))
        #expect(run.called("setLocalRenderTargetFps", with: ".camera, targetFps: 1", returned: 0))
        run.advance(4)
        #expect((3...5).contains(local.renderedFrames - before), "1 fps drawn, not the camera's 15")
        run.session.stop()
    }

    @Test func screenshotsArePNGFilesOfEitherSide() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-live-snap")
        defer { scratch.remove() }
        let run = try CaseRun("LiveStreaming", ["snapshotDirectory": .string(scratch.path)], seconds: 4.5)
        run.press("localSnapshot")
        run.press("remoteSnapshot")
        run.advance(0.5)
        let saved = run.callbacks("snapshotTaken")
        #expect(saved.count == 2 && saved.allSatisfy { $0.detail.contains("errCode: 0") }, "\(saved)")
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasSuffix(".png") }
        #expect(files.count == 2 && files.contains("local_4.png"), "the local one named after its position, pre-encoder: \(files)")
        for file in files {
            let image = try PNGImage.read(contentsOf: scratch.path + "/" + file)
            #expect(image.kind == .rgb && image.width > 0 && image.height > 0)
        }
        #expect(run.session.notice?.key == "live.snapshotSaved")
        run.session.stop()

        let alone = try CaseRun("LiveStreaming", ["snapshotDirectory": .string(scratch.path)],
                                settings: { var s = GlobalSettings(); s.remoteUserCount = 0; return s }(), seconds: 3)
        alone.press("remoteSnapshot")
        #expect(alone.session.notice?.key == "live.noRemoteToSnapshot" && !alone.called("takeSnapshot"))
        alone.session.stop()
    }

    /// The original's "Local screenshot" and its picker of positions: a file per position, local_<rawValue>.png,
    /// as the local view shows it (mirrored, with the preview's watermark), as sent (the watermark) or as the camera
    /// captured it (none).
    @Test func theLocalScreenshotIsTakenAtTheChosenPosition() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-live-position")
        defer { scratch.remove() }
        let run = try CaseRun("LiveStreaming", ["snapshotDirectory": .string(scratch.path)], seconds: 3)
        #expect(run.control("snapshotPosition")?.kind
            == .choice(options: LiveStreamingMain.Control.snapshotPositionOptions, selected: "preEncoder"))
        run.press("watermark")
        run.advance(0.5)
        let nominal = try #require(run.session.tiles.first { $0.isLocal }?.view?.latestFrame)
        var pictures: [String: PNGImage] = [:]
        for (option, position) in LiveStreamingMain.Control.snapshotPositions {
            run.session.set("snapshotPosition", .option(option))
            run.press("localSnapshot")
            run.advance(0.3)
            let path = scratch.path + "/local_\(position.rawValue).png"
            #expect(run.calls("takeSnapshotWithConfig").last?.matches(
                with: "uid: 0, config: {filePath: \"\(path)\", position: .\(position)}", returned: 0) == true)
            pictures[option] = try PNGImage.read(contentsOf: path)
        }
        #expect(run.callbacks("snapshotTaken").filter { $0.detail.contains("errCode: 0") }.count == 3)
        #expect(run.session.notice?.key == "live.snapshotSaved")
        // The logo's bright tile over (10, 80) 60×60, as in the watermark test, in the PNG's RGB.
        func luma(_ image: PNGImage?) -> Int {
            guard let image else { return -1 }
            let (x, y) = (40 * image.width / nominal.width, 110 * image.height / nominal.height)
            let index = (y * image.width + x) * 3
            return (Int(image.pixels[index]) + Int(image.pixels[index + 1]) + Int(image.pixels[index + 2])) / 3
        }
        #expect(luma(pictures["preEncoder"]) > 200, "the watermark is sent")
        #expect(luma(pictures["preRenderer"]) > 200, "the original's watermark is visible in the preview")
        #expect(luma(pictures["postCaptureOrigin"]) < 200, "the camera before any processing")
        #expect(Set(pictures.values.map(\.pixels)).count == 3)
        run.session.set("coHost", .bool(false))
        #expect(run.control("snapshotPosition")?.isEnabled == false && run.control("localSnapshot")?.isEnabled == false,
                "the audience has no local picture to take")
        run.session.stop()
    }

    @Test func theDualStreamTogglesSimulcast() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        run.press("dualStream")
        #expect(run.called("setDualStreamMode", with: ".enableSimulcastStream", returned: 0) && run.control("dualStream")?.kind == .toggle(true))
        run.press("dualStream")
        #expect(run.called("setDualStreamMode", with: ".disableSimulcastStream", returned: 0) && run.control("dualStream")?.kind == .toggle(false))
        run.session.stop()
    }

    @Test func theWatermarkIsDrawnIntoTheLocalPictureAndCleared() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        let local = try #require(run.session.tiles.first { $0.isLocal }?.view)
        let before = try #require(local.latestFrame)
        run.press("watermark")
        #expect(run.called("addVideoWatermark") && run.calls("addVideoWatermark").allSatisfy {
            $0.matches(containing: "sample-logo.png", "visibleInPreview: true", "(10, 80, 60x60)", returned: 0)
        })
        #expect(run.control("watermark")?.kind == .toggle(true))
        run.advance(0.5)
        // The logo's bright tile over (10, 80) 60×60: the raster pixels under it are the logo's, whatever the camera.
        let frame = try #require(local.latestFrame)
        let (x, y) = (40 * frame.lumaWidth / frame.width, 110 * frame.lumaHeight / frame.height)
        #expect(frame.lumaAt(x: x, y: y) > 200 && before.lumaAt(x: x, y: y) < 200, "\(frame.lumaAt(x: x, y: y))")
        run.press("watermark")
        #expect(run.called("clearVideoWatermarks", returned: 0) && run.control("watermark")?.kind == .toggle(false))
        run.advance(0.5)
        #expect(try #require(local.latestFrame).lumaAt(x: x, y: y) < 200)
        run.session.stop()
    }

    @Test func theVideoImageSourceSendsTheLogoAtOneFrameASecond() throws {
        let run = try CaseRun("LiveStreaming", seconds: 2)
        run.press("videoImage")
        #expect(run.called("enableVideoImageSource", containing: "true", "sample-logo.png", "fps: 1", returned: 0))
        run.advance(4.5)
        let tile = try #require(run.session.tiles.first { $0.isLocal })
        #expect(tile.stats.frameRate == 1, "the SDK's default rate for the image")
        // The logo fills the frame's height, centred: its bright middle is the frame's middle.
        let frame = try #require(tile.view?.latestFrame)
        #expect(frame.lumaAt(x: frame.lumaWidth / 2, y: frame.lumaHeight / 2) > 200 && frame.lumaAt(x: 0, y: 0) == 16)
        run.press("videoImage")
        #expect(run.calls("enableVideoImageSource").last?.detail.contains("false") == true)
        run.session.stop()
    }

    @Test func anImageThatIsNotAPNGGivesTheCodeAndAMessage() throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-live-image")
        defer { scratch.remove() }
        let path = scratch.path + "/not-a.png"
        try Data("text".utf8).write(to: URL(fileURLWithPath: path))
        let run = try CaseRun("LiveStreaming", ["imageFile": .string(path)], seconds: 2)
        run.press("watermark")
        #expect(run.calls("addVideoWatermark").last?.result == -2)
        #expect(run.session.notice?.key == "live.imageFailed" && run.session.notice?.arguments.first == "-2")
        #expect(run.control("watermark")?.kind == .toggle(false))
        run.press("videoImage")
        #expect(run.calls("enableVideoImageSource").last?.result == -2)
        #expect(run.control("videoImage")?.kind == .toggle(false))
        run.session.stop()
    }
}
