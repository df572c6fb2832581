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
        let order = ["setClientRole(_:) .broadcaster", "enableAudio()", "enableVideo()",
                     "setParameters(_:) \"{\"rtc.camera_enable_multitasking\": true}\"",
                     "setVideoEncoderConfiguration(_:) {dimensions: 960x540, frameRate: .fps15, bitrate: 0, orientationMode: .fixedPortrait",
                     "setVideoFrameDelegate(_:)", "joinChannel("]
        let indices = order.map { call in run.texts.firstIndex { $0.hasPrefix(call) } }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(),
                "\(indices) \(run.texts.prefix(16))")
        #expect(!run.called("setupLocalVideo(") && !run.called("setupRemoteVideo("), "the app renders the frames itself")
        let join = try #require(run.lines("joinChannel(").first)
        let uid = try #require(join.split(separator: " ").drop { $0 != "uid:" }.dropFirst().first.flatMap { UInt($0.trimmingCharacters(in: [","])) })
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
        #expect(run.texts.contains { $0.contains("all three remote views are taken") }, "\(run.texts.suffix(8))")
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
        let delegate = run.texts.filter { $0.hasPrefix("pictureInPictureController") }
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
        let teardown = ["pictureInPictureControllerWillStop", "pictureInPictureControllerDidStop", "disableAudio()", "disableVideo()",
                        "stopPreview()", "leaveChannel(", "destroy()"]
        let indices = teardown.map { call in run.texts.lastIndex { $0.hasPrefix(call) } }
        #expect(indices.allSatisfy { $0 != nil } && indices.compactMap { $0 } == indices.compactMap { $0 }.sorted(),
                "\(indices) \(run.texts.suffix(12))")
    }
}
