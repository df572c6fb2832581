import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// PictureInPicture in virtual time: the original's start sequence, the app's own rendering of raw frames into a
/// 2×2 grid (first free view, three remote at most), the PiP window's states through the switch, and teardown
/// stopping PiP before anything else.
@MainActor
@Suite struct PictureInPictureTests {
    static func settings(users: Int) -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = users
        return settings
    }

    @Test func theOriginalsStartSequence() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 1), seconds: 3)
        let order: [TraceMatch] = [.call("setClientRole", selector: "setClientRole(_:)", startingWith: ".broadcaster"),
                                   .call("enableAudio"), .call("enableVideo"),
                                   .call("setParameters", startingWith: "\"{\"rtc.camera_enable_multitasking\": true}\""),
                                   .call("setVideoEncoderConfiguration",
                                         startingWith: "{dimensions: 960x540, frameRate: .fps15, bitrate: 0, orientationMode: .fixedPortrait"),
                                   .call("setVideoFrameDelegate"), .call("joinChannel")]
        let indices = order.map { run.firstIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(),
                "\(indices) \(LogExcerpt(run.logEntries.prefix(16)))")
        #expect(!run.called("setupLocalVideo") && !run.called("setupRemoteVideo"), "the app renders the frames itself")
        let join = try #require(run.calls("joinChannel").first)
        let uid = try #require(join.detail.split(separator: " ").drop { $0 != "uid:" }.dropFirst().first.flatMap { UInt($0.trimmingCharacters(in: [","])) })
        #expect((1...100_000).contains(uid), "\(join)")
        run.session.stop()
    }

    @Test func framesFromTheObserverFillTheGrid() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 2), seconds: 5)
        let tiles = run.session.tiles
        #expect(tiles.count == 4, "the 2×2 grid from the start")
        #expect(tiles[0].isLocal && tiles[0].uid != 0 && tiles[0].latestFrame != nil, "the local view, tagged with the uid")
        let remote = tiles.dropFirst()
        #expect(remote.prefix(2).allSatisfy { $0.uid != 0 && $0.latestFrame != nil }, "two remote users in the first views")
        #expect(remote.last?.uid == 0 && remote.last?.latestFrame == nil && remote.last?.placeholderKey == "pip.tile.free")
        run.session.stop()
    }

    @Test func aFourthRemoteUserGetsNoViewButALogLine() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 4), seconds: 5)
        #expect(run.session.tiles.count == 4 && run.session.tiles.allSatisfy { $0.uid != 0 })
        #expect(run.logLines.contains { $0.contains("all three remote views are taken") }, "\(LogExcerpt(run.logEntries.suffix(8)))")
        run.session.stop()
    }

    @Test func theSwitchMovesTheGridIntoTheWindowAndBack() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 1), seconds: 3)
        #expect(run.session.state.pictureInPicture == .inactive)
        run.press("pictureInPicture")
        #expect(run.session.state.pictureInPicture == .starting)
        run.advance(0.31)
        #expect(run.session.state.pictureInPicture == .active)
        #expect(run.control("pictureInPicture")?.kind.value == .bool(true))
        run.advance(2)
        #expect(run.session.tiles.first?.latestFrame != nil, "the call keeps playing in the window")
        run.press("pictureInPicture")
        #expect(run.session.state.pictureInPicture == .stopping)
        run.advance(0.31)
        #expect(run.session.state.pictureInPicture == .inactive)
        // The delegate's calls are the app's notes, read as worded.
        let delegate = run.logLines(startingWith: "pictureInPictureController")
        #expect(delegate.map { String($0.prefix { $0 != ":" && $0 != " " }) } == [
            "pictureInPictureControllerWillStartPictureInPicture", "pictureInPictureControllerDidStartPictureInPicture",
            "pictureInPictureControllerWillStopPictureInPicture", "pictureInPictureControllerDidStopPictureInPicture",
        ], "\(delegate)")
        run.session.stop()
    }

    @Test func leavingStopsPictureInPictureFirst() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 1), seconds: 3)
        run.press("pictureInPicture")
        run.advance(1)
        run.session.stop()
        #expect(run.session.state.pictureInPicture == .inactive)
        // The PiP controller's delegate is the app's own note (worded for the reader), then the SDK's teardown.
        let notes = ["pictureInPictureControllerWillStop", "pictureInPictureControllerDidStop"].map { note in
            run.logEntries.lastIndex { $0.event == nil && $0.text.hasPrefix(note) }
        }
        let teardown: [TraceMatch] = [.call("disableAudio"), .call("disableVideo"), .call("stopPreview"),
                                      .call("leaveChannel"), .call("destroy", selector: "destroy()")]
        let indices = notes + teardown.map { run.lastIndex(of: $0) }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(),
                "\(indices) \(LogExcerpt(run.logEntries.suffix(12)))")
    }

    /// The original's pixel-buffer views, the local one included, have no stats overlay.
    @Test func theGridHasNoStatsOverlay() throws {
        let run = try CaseRun("PictureInPicture", settings: Self.settings(users: 1), seconds: 3)
        defer { run.session.stop() }
        let tiles = run.session.tiles
        #expect(tiles.count == 4)
        #expect(tiles.allSatisfy { !$0.showsStats })
    }
}
