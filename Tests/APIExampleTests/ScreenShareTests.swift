import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// ScreenShare in virtual time, driven through its controls and the system sheet's dialog: the original's order of
/// calls, the uid switching between camera and screen with updateChannel, Cancel as a refused capture, the
/// parameters the controls change and the limits the SDK keeps, and the screen the local screen tile shows.
@MainActor
@Suite struct ScreenShareTests {
    static func settings() -> GlobalSettings {
        .remoteUsers(1)
    }

    /// Joined, with a 20×6 display of blank cells posted (what the browser would draw).
    static func joined() throws -> CaseRun {
        let run = try CaseRun("ScreenShare", settings: settings(), seconds: 3)
        run.main.context.display.post(columns: 20, rows: 6, cells: Array(
            repeating: AgoraSimScreenCell(ink: 0, foreground: 200, background: 24), count: 120))
        return run
    }

    static func startConfirmed(_ run: CaseRun) {
        run.press("startScreen")
        run.session.answerPrompt(granted: true)
        run.advance(1)
    }

    @Test func joinsWithTheCameraAsTheScreenShareUidInTheOriginalsOrder() throws {
        let run = try CaseRun("ScreenShare", settings: Self.settings(), seconds: 0.1)
        #expect(run.control("startScreen")?.isEnabled == false && run.control("stopScreen")?.isEnabled == false,
                "the buttons wait for the join")
        run.advance(3)
        let calls: [TraceMatch] = [.call("setClientRole", selector: "setClientRole(_:)"), .call("enableVideo"),
                                   .call("enableAudio"), .call("setVideoEncoderConfiguration"),
                                   .call("setupLocalVideo"), .call("startPreview"),
                                   .call("setupLocalVideo", startingWith: "{uid: 0, view: <view>, renderMode: .fit"),
                                   .call("setDefaultAudioRouteToSpeakerphone"), .call("joinChannel")]
        let indices = calls.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        #expect(run.called("setupLocalVideo", startingWith: "{uid: 0, view: <view>, renderMode: .fit, mirrorMode: .auto, "
                           + "backgroundColor: 0x0, sourceType: .screen"),
                "\(run.calls("setupLocalVideo"))")
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.matches(containing: "channelId: \"ScreenShare\"", "publishCameraTrack: true, publishMicrophoneTrack: true"),
                "\(join)")
        let main = try #require(run.main as? ScreenShareMain)
        #expect((501...1000).contains(main.screenShareUid) && join.detail.contains("uid: \(main.screenShareUid)"), "\(join)")
        #expect((1001...2000).contains(main.broadcasterUid))
        #expect(run.called("muteRemoteAudioStream", startingWith: "\(main.broadcasterUid)")
                || run.calls("muteRemoteAudioStream").first?.detail.contains("\(main.broadcasterUid)") == true)
        #expect(run.calls("muteRemoteVideoStream").first?.detail.contains("\(main.broadcasterUid)") == true)
        #expect(run.control("startScreen")?.isEnabled == true)
        #expect(run.control("stopScreen")?.isEnabled == false && run.control("updateScreen")?.isEnabled == false)
        #expect(run.panelText.prefix(2) == ["Screen: not captured", "uid \(main.screenShareUid) publishes: the camera"])
        run.session.stop()
    }

    @Test func confirmingSwitchesTheUidToTheScreenAndStopSwitchesBack() throws {
        let run = try Self.joined()
        let main = try #require(run.main as? ScreenShareMain)
        run.press("startScreen")
        let start = try #require(run.calls("startScreenCapture").first)
        #expect(start.detail.contains("captureVideo: true, videoParams: {dimensions: 960x540, frameRate: 15, bitrate: 0}, captureAudio: true, "
                               + "audioParams: {captureSignalVolume: 50}") && start.result == 0, "\(start)")
        #expect(run.session.prompt?.control == "startScreen" && run.session.prompt?.titleKey == "screenShare.sheet.title")
        #expect(!run.called("updateChannel"), "nothing switches before the user confirms")

        run.session.answerPrompt(granted: true)
        run.advance(1)
        #expect(run.heard("localVideoStateChangedOf", startingWith: "state: .capturing, reason: .ok, sourceType: .screen"))
        let update = try #require(run.calls("updateChannel").last)
        #expect(update.detail.contains("publishCameraTrack: false") && update.detail.contains("publishScreenCaptureVideo: true, publishScreenCaptureAudio: true")
                && update.result == 0, "\(update)")
        #expect(run.panelText.prefix(2) == ["Screen: captured", "uid \(main.screenShareUid) publishes: the screen"])
        #expect(run.control("startScreen")?.isEnabled == false && run.control("stopScreen")?.isEnabled == true
                && run.control("updateScreen")?.isEnabled == true)
        // What remote users receive is the screen: the posted 20×6 cells, 4×8 pixels each, sent as this uid.
        run.advance(2)
        let sent = try #require(run.session.engine?.simSentVideoFrame)
        #expect(sent.lumaWidth == 80 && sent.lumaHeight == 48 && sent.uid == main.screenShareUid)
        #expect(run.heard("localVideoStateChangedOf", startingWith: "state: .encoding, reason: .ok, sourceType: .screen"))

        run.press("stopScreen")
        #expect(run.called("stopScreenCapture", returned: 0), "\(run.calls("stopScreenCapture"))")
        let back = try #require(run.calls("updateChannel").last)
        #expect(back.matches(containing: "publishCameraTrack: true", "publishScreenCaptureVideo: false, publishScreenCaptureAudio: false"),
                "\(back)")
        run.advance(0.5)
        #expect(run.heard("localVideoStateChangedOf", startingWith: "state: .stopped, reason: .ok, sourceType: .screen"))
        #expect(run.panelText.prefix(2) == ["Screen: not captured", "uid \(main.screenShareUid) publishes: the camera"])
        #expect(run.control("startScreen")?.isEnabled == true && run.control("stopScreen")?.isEnabled == false)
        run.session.stop()
    }

    @Test func cancellingTheSheetIsAFailureAndTheCameraStays() throws {
        let run = try Self.joined()
        run.press("startScreen")
        run.session.answerPrompt(granted: false)
        run.advance(1)
        #expect(run.heard("localVideoStateChangedOf", with: "state: .failed, reason: .screenCaptureNoPermission, "
                           + "sourceType: .screen"))
        #expect(run.session.notice?.key == "screenShare.notice.failed" && run.session.notice?.arguments == [".screenCaptureNoPermission", "22"])
        #expect(!run.called("updateChannel"))
        #expect(run.control("startScreen")?.isEnabled == true, "the user may try again")
        #expect(run.panelText.dropFirst().first?.hasSuffix("the camera") == true)
        run.session.stop()
    }

    @Test func theControlsChangeTheParametersForTheNextStartOrUpdate() throws {
        let run = try Self.joined()
        run.session.set("captureSignalVolume", .int(100))
        run.session.set("captureFrameRate", .option("60"))
        run.session.perform("captureAudio", .activate)
        #expect(!run.called("updateScreenCapture"), "the switches, slider and picker only change the parameters")
        Self.startConfirmed(run)
        #expect(run.calls("startScreenCapture").first?.detail.contains("frameRate: 60, bitrate: 0}, captureAudio: false, "
                                                                    + "audioParams: {captureSignalVolume: 100}") == true,
                "\(run.calls("startScreenCapture"))")
        run.session.set("captureFrameRate", .option("30"))
        run.press("updateScreen")
        #expect(run.calls("updateScreenCapture").last?.detail.contains("frameRate: 30") == true
                && run.calls("updateScreenCapture").last?.result == 0, "\(run.calls("updateScreenCapture"))")
        run.session.set("screenScenario", .option("document"))
        #expect(run.called("setScreenCaptureScenario", with: ".document", returned: 0), "\(run.calls("setScreenCaptureScenario"))")
        run.session.set("screenScenario", .option("RDC"))
        #expect(run.called("setScreenCaptureScenario", with: ".RDC", returned: 0))
        #expect(run.control("screenScenario")?.kind.value == .option("RDC"))
        run.session.stop()
    }

    /// The screen's stats as the engine last reported them (`WxH@Nfps, …`), from `mark` on.
    static func screenStats(_ run: CaseRun, since mark: LogMark) -> [String] {
        run.since(mark).callbacks("localVideoStats", containing: "sourceType: .screen").map(\.detail)
    }

    @Test func choosingThirtyFpsAndUpdatingDoublesTheCaptureRate() throws {
        let run = try Self.joined()
        Self.startConfirmed(run)
        run.advance(4)
        #expect(Self.screenStats(run, since: 0).last?.hasPrefix("960x540@15fps") == true, "\(Self.screenStats(run, since: 0))")
        run.session.set("captureFrameRate", .option("30"))
        run.press("updateScreen")
        let mark = run.logMark
        run.advance(4.5)
        let stats = Self.screenStats(run, since: mark)
        #expect(stats.count >= 2 && stats.last?.hasPrefix("960x540@30fps") == true, "\(stats)")
        run.session.stop()
    }

    @Test func theSystemPausesResumesAndStopsTheBroadcast() throws {
        let run = try Self.joined()
        let main = try #require(run.main as? ScreenShareMain)
        #expect(run.control("systemPauseBroadcast")?.isEnabled == false, "nothing to pause before a broadcast")
        Self.startConfirmed(run)
        #expect(run.control("systemStopBroadcast")?.isEnabled == true && run.control("systemResumeBroadcast")?.isEnabled == false)
        run.press("systemPauseBroadcast")
        run.advance(0.5)
        #expect(run.heard("localVideoStateChangedOf", with: "state: .capturing, reason: .screenCapturePaused, sourceType: .screen"))
        #expect(run.panelText.first == "Screen: paused by the system", "\(run.panelText)")
        #expect(run.control("systemPauseBroadcast")?.isEnabled == false && run.control("systemResumeBroadcast")?.isEnabled == true)
        let pausedAt = run.session.engine?.simSentVideoFrame?.timestampMs
        let mark = run.logMark
        run.advance(4)
        #expect(run.session.engine?.simSentVideoFrame?.timestampMs == pausedAt, "no frames while paused")
        #expect(Self.screenStats(run, since: mark).last?.contains("@0fps") == true, "\(Self.screenStats(run, since: mark))")
        #expect(!run.since(mark).called("updateChannel"), "a pause keeps the screen published")

        run.press("systemResumeBroadcast")
        run.advance(1)
        #expect(run.heard("localVideoStateChangedOf", with: "state: .capturing, reason: .screenCaptureResumed, sourceType: .screen"))
        #expect((run.session.engine?.simSentVideoFrame?.timestampMs ?? 0) > (pausedAt ?? .max), "frames again")
        #expect(run.panelText.first == "Screen: captured")

        run.press("systemStopBroadcast")
        run.advance(0.5)
        #expect(run.heard("localVideoStateChangedOf", with: "state: .stopped, reason: .screenCaptureStoppedByUser, sourceType: .screen"))
        #expect(!run.called("stopScreenCapture"), "the system stopped it, not the app")
        let back = try #require(run.calls("updateChannel").last)
        #expect(back.matches(containing: "publishCameraTrack: true", "publishScreenCaptureVideo: false"), "\(back)")
        #expect(run.session.notice?.key == "screenShare.notice.stoppedByUser"
                && run.session.notice?.arguments == [".screenCaptureStoppedByUser", "31"])
        #expect(run.panelText.prefix(2) == ["Screen: not captured", "uid \(main.screenShareUid) publishes: the camera"])
        #expect(run.control("startScreen")?.isEnabled == true && run.control("systemStopBroadcast")?.isEnabled == false)
        run.session.stop()
    }

    /// On a poor uplink (half of what the encoder asks): video, the case's first scenario, keeps 15 fps with
    /// smaller pictures; document keeps 960×540 and sends about half the frames, as the SDK documents.
    @Test func theScenarioDecidesWhatAPoorUplinkCosts() throws {
        var settings = Self.settings()
        settings.networkProfile = "poor"
        let run = try CaseRun("ScreenShare", settings: settings, seconds: 3)
        run.main.context.display.post(columns: 20, rows: 6, cells: Array(
            repeating: AgoraSimScreenCell(ink: 0, foreground: 200, background: 24), count: 120))
        #expect(run.panelText.last == "Poor uplink: keeps the frame rate, smaller pictures")
        Self.startConfirmed(run)
        run.advance(4)
        let smooth = Self.screenStats(run, since: 0)
        #expect(smooth.last?.hasPrefix("678x382@15fps") == true, "\(smooth)")
        #expect(run.session.engine?.simSentVideoFrame?.width == 678)

        run.session.set("screenScenario", .option("document"))
        #expect(run.panelText.last == "Poor uplink: keeps the quality, fewer frames")
        let mark = run.logMark
        run.advance(4.5)
        let sharp = Self.screenStats(run, since: mark)
        let fps = sharp.last.flatMap { $0.split(separator: "@").dropFirst().first?.split(separator: "f").first }.flatMap { Int($0) }
        #expect(sharp.last?.hasPrefix("960x540@") == true && fps.map { (7...8).contains($0) } == true, "\(sharp)")
        #expect(run.session.engine?.simSentVideoFrame?.width == 960)
        run.session.stop()
    }

    @Test func theSDKRefusesWhatIsOutOfRange() throws {
        let run = try Self.joined()
        let engine = try #require(run.session.engine)
        var parameters = AgoraScreenCaptureParameters2()
        parameters.audioParams.captureSignalVolume = 150
        #expect(engine.startScreenCapture(parameters) == -2)
        parameters.audioParams.captureSignalVolume = 100
        parameters.videoParams.frameRate = 90
        #expect(engine.startScreenCapture(parameters) == -2)
        #expect(engine.updateScreenCapture(AgoraScreenCaptureParameters2()) == -8, "no capture to update")
        run.session.stop()
    }

    @Test func theScreenTileShowsWhatIsCapturedAndAStillScreenIsRasterisedOnce() throws {
        let run = try Self.joined()
        let screenTile = try #require(run.session.tiles.first { $0.showsCapturedScreen })
        #expect(screenTile.titleKey == "screenShare.tile.screen" && screenTile.latestFrame == nil)
        Self.startConfirmed(run)
        run.advance(2)
        let frame = try #require(screenTile.latestFrame)
        #expect(frame.lumaWidth == 80 && frame.lumaHeight == 48 && frame.luma.allSatisfy { $0 == 24 })
        #expect(run.session.engine?.simScreenRasterisedCount == 1, "the same screen, rasterised once")
        var cells = Array(repeating: AgoraSimScreenCell(ink: 0, foreground: 200, background: 24), count: 120)
        cells[0] = AgoraSimScreenCell(ink: 255, foreground: 200, background: 24)
        run.main.context.display.post(columns: 20, rows: 6, cells: cells)
        run.advance(0.5)
        #expect(run.session.engine?.simScreenRasterisedCount == 2)
        #expect(screenTile.latestFrame?.lumaAt(x: 0, y: 0) == 200 && screenTile.latestFrame?.lumaAt(x: 4, y: 0) == 24)
        run.session.stop()
    }
}
