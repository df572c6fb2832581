import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// ARKit in virtual time: the original's call order with and without first-frame optimisation (whose confirmation
/// comes first), the plane found after the simulated search, taps before it, screens handed out first come first
/// served through the renderer, and the device without world tracking.
/// Each session is stopped however its test ends: the engine is shared, and one left running would join the next.
@MainActor
@Suite struct ARKitTests {
    static func calls(_ run: CaseRun, from: LogMark = 0) -> [String] {
        run.since(from).logEntries.filter { $0.kind == .api }.compactMap(\.event?.name)
    }

    static let order = ["sharedEngine(with:delegate:)", "setChannelProfile(_:)", "setClientRole(_:)", "setVideoFrameDelegate(_:)",
                        "enableVideo()", "setDefaultAudioRouteToSpeakerphone(_:)",
                        "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)"]

    static func main(_ run: CaseRun) throws -> ARKitMain { try #require(run.main as? ARKitMain) }

    @Test func withoutTheOptimisationTheCallStartsAtOnceAndPublishesNoVideo() throws {
        let run = try CaseRun("ARKit", settings: .remoteUsers(1), seconds: 1)
        defer { run.session.stop() }
        #expect(run.session.prompt == nil)
        let calls = Self.calls(run)
        #expect(calls.filter((Self.order + ["enableInstantMediaRendering()", "startMediaRenderingTracing()"]).contains) == Self.order,
                "\(calls)")
        #expect(!calls.contains("setupLocalVideo(_:)") && !calls.contains("startPreview()") && !calls.contains("setupRemoteVideo(_:)"))
        #expect(run.called("joinChannel", containing: "uid: 0", "publishCameraTrack: false", returned: 0),
                "\(run.calls("joinChannel"))")
        #expect(run.control("firstFrame")?.kind == .toggle(false))
        run.session.stop()
    }

    @Test func sureEnablesInstantRenderingFirstAndCancelStartsWithout() throws {
        let sure = try CaseRun("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(1), seconds: 1)
        defer { sure.session.stop() }
        #expect(sure.session.prompt?.key == "arkit.confirm.message")
        #expect(sure.session.engine == nil && Self.calls(sure).isEmpty, "nothing before the answer")
        sure.session.answerPrompt(granted: true)
        sure.advance(1)
        let withTracing = ["sharedEngine(with:delegate:)", "enableInstantMediaRendering()", "startMediaRenderingTracing()"]
            + Self.order.dropFirst()
        #expect(Self.calls(sure).filter(withTracing.contains) == withTracing, "\(Self.calls(sure))")
        #expect(sure.control("firstFrame")?.kind == .toggle(true))
        sure.session.stop()

        let cancel = try CaseRun("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(1), seconds: 1)

        defer { cancel.session.stop() }
        cancel.session.answerPrompt(granted: false)
        cancel.advance(1)
        #expect(Self.calls(cancel).filter((Self.order + ["enableInstantMediaRendering()"]).contains) == Self.order)
        #expect(cancel.control("firstFrame")?.kind == .toggle(false), "Cancel turns the switch back off")
        cancel.session.stop()
    }

    @Test func thePlaneIsFoundAfterTheSearchAndATapBeforeItOnlyWarns() throws {
        let run = try CaseRun("ARKit", settings: .remoteUsers(1), seconds: 0.5)
        defer { run.session.stop() }
        #expect(run.panelText.first == "Move Camera to find a planar")
        run.press("placeScreen")
        #expect(!run.logLines(startingWith: "Planar not yet found").isEmpty)
        #expect(try Self.main(run).board.screens.isEmpty && !run.session.tiles.contains { $0.appView != nil })
        run.advance(ARKitMain.planeSearchSeconds)
        #expect(run.panelText.first == "Tap to place remote video canvas")
        run.press("placeScreen")
        #expect(try Self.main(run).board.screens == [1])
        run.session.stop()
        #expect(!run.logLines(startingWith: "AR session paused").isEmpty)
    }

    @Test func usersQueueForScreensAndTheirFramesComeThroughTheRenderer() throws {
        var settings = GlobalSettings.remoteUsers(3)
        settings.remoteBehavior = "churn"
        let run = try CaseRun("ARKit", settings: settings, seconds: 2.5)
        defer { run.session.stop() }
        run.press("placeScreen")
        run.press("placeScreen")
        run.advance(3)
        let main = try Self.main(run)
        #expect(main.board.activeScreens.count == 2 && main.board.undisplayedUsers.count == 1, "\(main.board)")
        let waiting = try #require(main.board.undisplayedUsers.first)
        let screenTiles = run.session.tiles.filter { $0.appView != nil }
        #expect(screenTiles.count == 2 && screenTiles.allSatisfy { $0.latestFrame != nil && $0.uid != 0 })
        #expect(run.session.tiles.allSatisfy { $0.view == nil }, "no SDK canvas: the renderer draws every screen")
        #expect(run.panelText.contains("Waiting for a screen: \(waiting)"))

        // The first user on a screen to leave hands it to the one waiting.
        var freed: (uid: UInt, screen: Int)?
        for _ in 0..<300 where freed == nil {
            let before = main.board.activeScreens
            run.advance(0.1)
            if let gone = before.first(where: { main.board.activeScreens[$0.key] == nil }) { freed = (gone.key, gone.value) }
        }
        let (_, screen) = try #require(freed, "a user on a screen left")
        #expect(main.board.activeScreens[waiting] == screen && main.board.undisplayedUsers.isEmpty)
        run.advance(0.5)
        // Cleared when it changed hands, so a picture now is the new user's.
        #expect(run.session.tiles.contains { $0.appView != nil && $0.uid == waiting && $0.latestFrame != nil })
        run.session.stop()
    }

    @Test func removingAScreenSendsItsUserBackToTheHeadOfTheQueue() throws {
        let run = try CaseRun("ARKit", settings: .remoteUsers(3), seconds: 2.5)
        defer { run.session.stop() }
        run.press("placeScreen")
        run.press("placeScreen")
        run.advance(3)
        let main = try Self.main(run)
        let waiting = try #require(main.board.undisplayedUsers.first)
        let onLast = try #require(main.board.user(on: 2))
        run.press("removeScreen")
        #expect(main.board.screens == [1] && main.board.undisplayedUsers == [onLast, waiting])
        #expect(run.session.tiles.filter { $0.appView != nil }.count == 1)
        run.press("placeScreen")
        #expect(main.board.user(on: 3) == onLast && main.board.undisplayedUsers == [waiting], "the head of the queue first")
        run.session.stop()
    }

    @Test func theFirstFrameTimeComesFromTheTracingResult() throws {
        let run = try CaseRun("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(1), seconds: 0.1)
        defer { run.session.stop() }
        run.session.answerPrompt(granted: true)
        run.advance(2.5)
        run.advance(1)
        #expect(run.heard("videoRenderingTracingResultOfUid"))
        let line = try #require(run.panelText.first { $0.hasPrefix("firstFrameTime: ") })
        #expect((Int(line.dropFirst("firstFrameTime: ".count)) ?? 0) > 0, "\(line)")
        run.session.stop()
    }

    @Test func withoutWorldTrackingTheAlertShowsAndNoPlaneIsFound() throws {
        let run = try CaseRun("ARKit", form: ["worldTracking": "false"], settings: .remoteUsers(1), seconds: 5)
        defer { run.session.stop() }
        #expect(run.session.state.notice?.key == "arkit.alert.unavailable")
        #expect(run.panelText.first == "ARKit is not available on this device.")
        run.press("placeScreen")
        #expect(!run.logLines(startingWith: "Planar not yet found").isEmpty)
        #expect(run.session.status.isJoined, "the call still runs")
        run.session.stop()
    }

    @Test func teardownLeavesThenDestroys() throws {
        let run = try CaseRun("ARKit", settings: .remoteUsers(1), seconds: 3)
        defer { run.session.stop() }
        let start = run.logMark
        run.session.stop()
        run.advance(0.5)
        let calls = Self.calls(run, from: start).filter { $0 != "getConnectionState()" }
        #expect(calls == ["leaveChannel(_:)", "destroy()"], "\(calls)")
    }
}
