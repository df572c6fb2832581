import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// ThirdBeautify in virtual time: the vendor sheet comes first and nothing is created before an answer; FU Beautify
/// shows FaceUnity's six setup steps and still runs the original's call (broadcaster, 480×640 fixed portrait);
/// Cancel creates nothing and can ask again; the teardown.
@MainActor
@Suite struct ThirdBeautifyTests {
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    @Test func theSheetComesFirstAndFUBeautifyJoinsWithTheVendorsSteps() throws {
        let run = try CaseRun("ThirdBeautify", settings: .remoteUsers(1), seconds: 1)
        #expect(run.session.state.prompt?.key == "thirdBeautify.sheet.message")
        #expect(run.session.engine == nil && Self.calls(run).isEmpty, "nothing before the vendor is chosen")
        run.session.answerPrompt(granted: true)
        run.advance(3)
        let order = ["sharedEngine(with:delegate:)", "enableVideo()", "enableAudio()", "setVideoEncoderConfiguration(_:)",
                     "setupLocalVideo(_:)", "startPreview()", "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]
        let calls = Self.calls(run)
        #expect(calls.filter(order.contains) == order, "\(calls)")
        #expect(run.called("setVideoEncoderConfiguration", startingWith: "{dimensions: 480x640, frameRate: .fps15, bitrate: 15, "
                           + "orientationMode: .fixedPortrait, mirrorMode: .disabled"),
                "\(run.calls("setVideoEncoderConfiguration"))")
        #expect(run.called("joinChannel", containing: "clientRoleType: .broadcaster", "publishCameraTrack: true", returned: 0))
        #expect(run.session.state.status.isJoined)
        let panel = try #require(run.session.state.panel)
        #expect(panel.titleKey == "thirdBeautify.panel.missing")
        #expect(panel.lines.compactMap(\.key).filter { $0.hasPrefix("thirdBeautify.steps.") }.count == 7, "the intro and six steps")
        #expect(run.session.tiles.first?.isLocal == true && run.session.tiles.first?.latestFrame != nil)
        #expect(run.session.tiles.contains { !$0.isLocal && $0.latestFrame != nil }, "the remote user's video")
        #expect(run.control("chooseSDK")?.isEnabled == false)
        run.session.stop()
    }

    @Test func cancelCreatesNothingAndTheButtonAsksAgain() throws {
        let run = try CaseRun("ThirdBeautify", seconds: 0.5)
        run.session.answerPrompt(granted: false)
        run.advance(1)
        #expect(run.session.engine == nil && Self.calls(run).isEmpty)
        #expect(run.session.state.panel?.lines.first?.key == "thirdBeautify.panel.cancelled")
        #expect(run.control("chooseSDK")?.isEnabled == true)
        run.press("chooseSDK")
        #expect(run.session.state.prompt?.key == "thirdBeautify.sheet.message", "asked again")
        run.session.answerPrompt(granted: true)
        run.advance(2)
        #expect(run.session.state.status.isJoined)
        run.session.stop()
    }

    @Test func teardownLeavesThenStopsThePreviewThenDestroys() throws {
        let run = try CaseRun("ThirdBeautify", seconds: 0.1)
        run.session.answerPrompt(granted: true)
        run.advance(2)
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        #expect(calls == ["leaveChannel(_:)", "stopPreview()", "destroy()"], "\(calls)")
    }

    /// Issue 34: FUBeautifyVC's camera-switch button, there without the vendor's SDK, turns the local picture to what
    /// the rear camera faces, and back.
    @Test func theCameraSwitchTurnsThePicture() throws {
        let run = try CaseRun("ThirdBeautify", seconds: 0.5)
        #expect(run.control("switchCamera")?.isEnabled == false, "no camera before the vendor is chosen")
        run.session.answerPrompt(granted: true)
        run.advance(2)
        #expect(run.control("switchCamera")?.isEnabled == true)
        func still() throws -> [UInt8] {
            // The background away from the moving disc: the top-left corner's rows.
            let frame = try #require(run.session.tiles.first { $0.isLocal }?.latestFrame)
            return (0..<4).flatMap { y in (0..<4).map { frame.lumaAt(x: $0, y: y) } }
        }
        let front = try still()
        run.press("switchCamera")
        #expect(run.called("switchCamera", returned: 0))
        run.advance(0.5)
        let rear = try still()
        #expect(rear != front, "the rear camera sees another scene")
        run.press("switchCamera")
        run.advance(0.5)
        #expect(try still() == front, "and the front one the first again")
        run.session.stop()
    }
}
