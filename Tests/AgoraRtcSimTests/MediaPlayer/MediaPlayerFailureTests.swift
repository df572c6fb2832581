import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// Sources the media player cannot play fail with the SDK's reason, never a hang or a crash.
@Suite struct MediaPlayerFailureTests {
    /// The states reported after opening `path` and letting `seconds` of virtual time pass.
    private func outcome(_ path: String, autoPlay: Bool = false, seconds: Double = 0.5) throws -> [String] {
        let p = try MediaPlayerStateTests.player()
        #expect(p.player.open(with: AgoraMediaSource(url: path, autoPlay: autoPlay)) == 0)
        p.sim.advance(seconds)
        let lines = p.events.lines.filter { $0.hasPrefix("state ") }
        p.sim.destroy()
        return lines
    }

    @Test func missingFileIsURLNotFound() throws {
        let scratch = try ScratchDirectory(prefix: "player")
        #expect(try outcome(scratch.file("nothing.mp4")) == ["state opening none", "state failed urlNotFound"])
    }

    @Test func directoryEmptyAndTextFilesAreInvalidSources() throws {
        let scratch = try ScratchDirectory(prefix: "player")
        try FileManager.default.createDirectory(atPath: scratch.file("folder.mp4"), withIntermediateDirectories: false)
        #expect(FileManager.default.createFile(atPath: scratch.file("empty.mp4"), contents: Data()))
        #expect(FileManager.default.createFile(atPath: scratch.file("notes.mp4"),
                                               contents: Data(String(repeating: "not a movie\n", count: 200).utf8)))
        for name in ["folder.mp4", "empty.mp4", "notes.mp4"] {
            #expect(try outcome(scratch.file(name)) == ["state opening none", "state failed invalidMediaSource"], "\(name)")
        }
    }

    @Test func aFIFOFailsWithoutWaiting() throws {
        let scratch = try ScratchDirectory(prefix: "player")
        let fifo = try FIFOWatchdog(path: scratch.file("pipe.mp4"))
        #expect(try outcome(fifo.path) == ["state opening none", "state failed invalidMediaSource"])
        fifo.stop()
        #expect(!fifo.fired)
    }

    @Test func aTruncatedFileFailsCleanlyPartWay() throws {
        let scratch = try ScratchDirectory(prefix: "player")
        let whole = try Data(contentsOf: URL(fileURLWithPath: PlayerSample.path))
        #expect(FileManager.default.createFile(atPath: scratch.file("half.mp4"), contents: whole.prefix(whole.count / 2)))
        let lines = try outcome(scratch.file("half.mp4"), autoPlay: true, seconds: 5)
        // The layer either refuses the cut file at once or plays up to the cut and fails there; never completes.
        let failedAtOpen = lines == ["state opening none", "state failed invalidMediaSource"]
        let failedPartWay = lines == ["state opening none", "state openCompleted none", "state playing none",
                                      "state failed invalidMediaSource"]
        #expect(failedAtOpen || failedPartWay, "\(lines)")
    }
}

/// With the wall clock, opening runs off the caller's thread, and destroying the player abandons an open that waits.
@Suite struct MediaPlayerStalledOpenTests {
    @Test func destroyAbandonsAnOpenWaitingOnAStalledSource() throws {
        let server = try StalledServer()
        let sim = SimHarness(remotes: 0) { $0.clock = AgoraSimWallClock() }
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        let called = Date()
        #expect(player.open("tcp://127.0.0.1:\(server.port)", startPos: 0) == 0)
        #expect(Date().timeIntervalSince(called) < 1, "open returns at once")
        let deadline = Date().addingTimeInterval(5)
        while !server.accepted, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(server.accepted)
        #expect(player.getPlayerState() == .opening)
        let destroyed = Date()
        #expect(sim.engine.destroyMediaPlayer(player) == 0)
        while server.clientClosedAt == nil, Date() < destroyed.addingTimeInterval(8) { Thread.sleep(forTimeInterval: 0.02) }
        let closed = try #require(server.clientClosedAt, "the open still waits")
        // Without the interrupt the open would wait for its 10 s timeout.
        #expect(closed.timeIntervalSince(destroyed) < 3)
        sim.destroy()
    }
}

/// Under a virtual clock a network source is still opened off the thread advancing the clock, which it would stall.
@Suite struct MediaPlayerVirtualNetworkOpenTests {
    @Test func aStalledSourceDoesNotHoldTheVirtualClock() throws {
        let server = try StalledServer()
        let p = try MediaPlayerStateTests.player()
        #expect(p.player.open("tcp://127.0.0.1:\(server.port)", startPos: 0) == 0)
        let started = Date()
        p.sim.advance(1)
        #expect(Date().timeIntervalSince(started) < 2, "advance waited for the source")
        #expect(p.player.getPlayerState() == .opening)
        let connected = Date().addingTimeInterval(5)
        while !server.accepted, Date() < connected { Thread.sleep(forTimeInterval: 0.02) }
        #expect(server.accepted)
        #expect(p.player.stop() == 0)
        p.sim.advance(0.1)
        #expect(p.events.states == ["opening", "stopped"])
        let deadline = Date().addingTimeInterval(5)
        while server.clientClosedAt == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        #expect(server.clientClosedAt != nil, "stop abandons the open")
        p.sim.destroy()
    }
}

/// A file with sound only plays to its end on the clock.
@Suite struct MediaPlayerSoundOnlyTests {
    @Test func anMP3PlaysToTheEndWithNoPictures() throws {
        let scratch = try ScratchDirectory(prefix: "player")
        let path = try AudioMixingCompressedFileTests.encodedTone("tone.mp3", encoder: "libmp3lame", in: scratch)
        let p = try MediaPlayerStateTests.player()
        let view = AgoraVideoView()
        p.player.setView(view)
        p.player.open(with: AgoraMediaSource(url: path))
        p.sim.advance(0.1)
        #expect(p.player.getStreamCount() == 1)
        #expect(p.player.getStreamBy(0)?.codecName == "mp3")
        #expect(abs(p.player.getDuration() - 1500) <= 60)
        p.sim.advance(2)
        #expect(p.events.states == ["opening", "openCompleted", "playing", "playBackCompleted", "playBackAllLoopsCompleted"])
        #expect(view.latestFrame == nil && p.events.events.isEmpty)
        p.sim.destroy()
    }
}
