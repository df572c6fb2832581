import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// LocalCompositeGraph in virtual time: the original's order of calls, the composed picture (the screen full size,
/// the camera inset where the layout puts it) in the local tile and in what is sent, the screen reported not ready
/// until the sheet is confirmed, a bad layout reported as such, and the teardown.
@MainActor
@Suite struct LocalCompositeGraphTests {
    static func settings() -> GlobalSettings {
        .remoteUsers(1)
    }

    /// Joined, the sheet still up, with a 20×6 display of blank cells of luma 24 posted (what the browser would draw).
    static func joined() throws -> CaseRun {
        let run = try CaseRun("LocalCompositeGraph", settings: settings(), seconds: 0.1)
        run.main.context.display.post(columns: 20, rows: 6, cells: Array(
            repeating: AgoraSimScreenCell(ink: 0, foreground: 200, background: 24), count: 120))
        run.advance(3)
        return run
    }

    static func localPicture(_ run: CaseRun) throws -> AgoraSimVideoFrame {
        try #require(run.session.tiles.first { $0.isLocal }?.latestFrame)
    }

    /// The camera inset's pixels in the 320×180 composed raster (960×540 scaled by 1/3): (0, 60, 360, 360) → x 0..<120,
    /// y 20..<140; a pixel of margin either way is left out of what is checked.
    static func isInset(_ x: Int, _ y: Int) -> Bool { x < 119 && (21...138).contains(y) }
    static func isClearOfInset(_ x: Int, _ y: Int) -> Bool { x > 120 || y < 19 || y > 140 }

    /// Without a certificate the token comes at once, so the join and the transcoder (the token callback's calls)
    /// come before the preview, as in the original.
    @Test func callsTheSDKInTheOriginalsOrder() throws {
        let run = try Self.joined()
        let calls: [TraceMatch] = [.call("setClientRole", selector: "setClientRole(_:)"), .call("enableVideo"),
                                   .call("enableAudio"), .call("setDefaultAudioRouteToSpeakerphone"),
                                   .call("startScreenCapture"), .call("startCameraCapture"), .call("joinChannel"),
                                   .call("startLocalVideoTranscoder"), .call("setupLocalVideo"),
                                   .call("startPreview")]
        let indices = calls.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
        let screen = try #require(run.calls("startScreenCapture").first)
        #expect(screen.detail.contains("dimensions: 960x540, frameRate: 15") && screen.result == 0, "\(screen)")
        #expect(run.calls("startCameraCapture").first?.detail.contains("360x360") == true,
                "\(run.calls("startCameraCapture"))")
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("uid: 0") && join.detail.contains("publishCameraTrack: true, publishMicrophoneTrack: true")
                && join.detail.contains("publishTranscodedVideoTrack: true") && join.detail.contains("clientRoleType: .broadcaster"), "\(join)")
        #expect(!run.called("updateChannel"), "nothing to update before the join")
        #expect(run.called("setupLocalVideo", startingWith: "{uid: 0, view: <view>, renderMode: .hidden, mirrorMode: .disabled, "
                           + "backgroundColor: 0x0, sourceType: .transCoded"),
                "\(run.calls("setupLocalVideo"))")
        #expect(run.session.prompt?.control == "shareScreen" && run.session.prompt?.titleKey == "composite.sheet.title")
        #expect(run.session.status.isJoined)
        run.session.stop()
    }

    @Test func theScreenIsNotReadyUntilTheSheetIsConfirmedAndThenFillsThePicture() throws {
        let run = try Self.joined()
        #expect(run.heard("didLocalVideoTranscoderErrorWithStream", with: "stream: {sourceType: .screen}, "
                           + "errorCode: .videoSourceNotReady"), "\(run.callbacks("didLocalVideoTranscoderErrorWithStream"))")
        #expect(run.session.log.entries.contains { $0.key == "composite.log.transcoderError"
                && $0.arguments == [".screen", ".videoSourceNotReady", "1"] })
        // Before: the camera alone, on black.
        let before = try Self.localPicture(run)
        #expect(before.width == 960 && before.height == 540 && before.lumaWidth == 320 && before.lumaHeight == 180)
        #expect(before.lumaAt(x: 200, y: 100) == 16 && before.lumaAt(x: 10, y: 5) == 16)
        #expect(before.lumaAt(x: 60, y: 80) != 16, "the camera in its inset")

        run.session.answerPrompt(granted: true)
        run.advance(1)
        #expect(run.heard("localVideoStateChangedOf", startingWith: "state: .capturing, reason: .ok, sourceType: .screen"))
        let after = try Self.localPicture(run)
        var screen = 0, inset: Set<UInt8> = []
        for y in 0..<after.lumaHeight {
            for x in 0..<after.lumaWidth {
                let luma = after.lumaAt(x: x, y: y)
                if Self.isClearOfInset(x, y) { screen += luma == 24 ? 0 : 1 }
                if Self.isInset(x, y) { inset.insert(luma) }
            }
        }
        #expect(screen == 0, "the screen fills the picture around the inset: \(screen) pixels are not the screen's")
        #expect(inset.count > 3 && !inset.contains(16), "the camera's picture is in the inset: \(inset.sorted())")
        // What remote users receive is the composed picture.
        let sent = try #require(run.session.engine?.simSentVideoFrame)
        #expect(sent.lumaWidth == 320 && sent.lumaAt(x: 200, y: 100) == 24 && sent.lumaAt(x: 200, y: 10) == 24)
        #expect(run.control("shareScreen")?.isEnabled == false)
        run.session.stop()
    }

    @Test func cancellingTheSheetLeavesTheCameraAndOffersTheSheetAgain() throws {
        let run = try Self.joined()
        #expect(run.control("shareScreen")?.isEnabled == false)
        run.session.answerPrompt(granted: false)
        run.advance(1)
        #expect(run.session.notice?.key == "composite.notice.screenFailed"
                && run.session.notice?.arguments == [".screenCaptureNoPermission", "22"])
        #expect(try Self.localPicture(run).lumaAt(x: 200, y: 100) == 16, "no screen")
        #expect(run.control("shareScreen")?.isEnabled == true)
        run.press("shareScreen")
        #expect(run.calls("startScreenCapture").count == 2 && run.session.prompt?.control == "shareScreen")
        run.session.answerPrompt(granted: true)
        run.advance(1)
        #expect(try Self.localPicture(run).lumaAt(x: 200, y: 100) == 24, "the screen, once confirmed")
        run.session.stop()
    }

    /// With Settings' permission "ask", the camera and microphone dialog waits for the screen-capture sheet's
    /// answer instead of covering it (the sheet's answer used to go nowhere the join waited on, so it never came).
    @Test func thePermissionDialogFollowsTheSheet() throws {
        var settings = Self.settings()
        settings.permission = "ask"
        let run = try CaseRun("LocalCompositeGraph", settings: settings, seconds: 1)
        #expect(run.session.prompt?.control == "shareScreen", "the sheet first")
        #expect(!run.called("joinChannel"))
        run.session.answerPrompt(granted: true)
        #expect(run.session.prompt?.key == "permission.ask", "then the permission dialog")
        run.session.answerPrompt(granted: true)
        run.advance(3)
        #expect(run.session.prompt == nil && run.session.status.isJoined)
        #expect(run.called("joinChannel") && run.calls("joinChannel").last?.result == 0)
        run.session.stop()
    }

    @Test func aLayoutTheSDKCannotDrawIsErrorFive() throws {
        let run = try Self.joined()
        let engine = try #require(run.session.engine)
        var config = AgoraLocalTranscoderConfiguration()
        config.videoInputStreams = [AgoraTranscodingVideoStream(sourceType: .camera, rect: CGRect(x: 2000, y: 0, width: 100, height: 100))]
        config.videoOutputConfiguration.dimensions = CGSize(width: 960, height: 540)
        #expect(engine.startLocalVideoTranscoder(config) == 0)
        run.advance(0.5)
        #expect(run.session.log.entries.contains { $0.key == "composite.log.transcoderError"
                && $0.arguments == [".camera", ".invalidLayout", "5"] }, "\(run.logLines(startingWith: "Local transcoder"))")
        run.session.stop()
    }

    @Test func theSessionsEndStopsTheCapturesAndTheTranscoderThenLeaves() throws {
        let run = try Self.joined()
        run.session.answerPrompt(granted: true)
        run.advance(1)
        let count = run.logMark
        run.session.stop()
        let after = run.since(count)
        let calls: [TraceMatch] = [.call("disableAudio"), .call("disableVideo"), .call("stopScreenCapture"),
                                   .call("stopLocalVideoTranscoder"), .call("stopCameraCapture"),
                                   .call("stopPreview"), .call("leaveChannel"),
                                   .call("destroy", selector: "destroy()")]
        let indices = calls.map { after.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil }, "\(indices) \(after.trail)")
        #expect(indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(), "\(indices)")
    }

    /// Issue 34: the original's Virtual Background switch: white behind the person the camera faces, in the inset of
    /// the composed picture; off, the camera's own background again.
    @Test func theVirtualBackgroundSwitchWhitensBehindThePerson() throws {
        let run = try Self.joined()
        #expect(run.control("virtualBackground")?.isEnabled == true)
        func whiteShare() throws -> Double {
            let frame = try Self.localPicture(run)
            var white = 0, all = 0
            for y in 0..<frame.lumaHeight {
                for x in 0..<frame.lumaWidth where Self.isInset(x, y) {
                    all += 1
                    if frame.lumaAt(x: x, y: y) >= 225 { white += 1 }
                }
            }
            return Double(white) / Double(max(1, all))
        }
        let before = try whiteShare()
        run.press("virtualBackground")
        #expect(run.called("enableVirtualBackground", startingWith: "true", returned: 0), "\(run.calls("enableVirtualBackground"))")
        run.advance(0.5)
        let on = try whiteShare()
        #expect(before < 0.15 && on > 0.3 && on < 0.95, "white before \(before), with the switch on \(on): the person stays")
        run.press("virtualBackground")
        #expect(run.called("enableVirtualBackground", startingWith: "false", returned: 0))
        run.advance(0.5)
        let off = try whiteShare()
        #expect(off < 0.15, "white with the switch off again \(off); first \(before)")
        run.session.stop()
    }
}
