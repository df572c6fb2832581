import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// In real time the player opens and decodes off the caller's thread, ahead of the clock: calls return at once and
/// the pictures keep up with the position.
@Suite struct MediaPlayerWallClockTests {
    private func waitFor(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !condition() {
            if Date() > deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    @Test func playsTheSampleInRealTime() throws {
        let sim = SimHarness(remotes: 0) { $0.clock = AgoraSimWallClock() }
        let events = MediaPlayerEvents(clock: sim.clock)
        let player = try #require(sim.engine.createMediaPlayer(with: events))
        let view = AgoraVideoView()
        player.setView(view)
        let called = Date()
        #expect(player.open(with: AgoraMediaSource(url: PlayerSample.path, startPos: 2000)) == 0)
        #expect(Date().timeIntervalSince(called) < 0.5, "open does not wait for the file")
        #expect(waitFor(10) { player.getPlayerState() == .playing })
        Thread.sleep(forTimeInterval: 0.8)
        let position = player.getPosition()
        let frame = try #require(view.latestFrame)
        // The picture shown is within a few frames of the position: the bar grows 152/60 px a frame.
        let expected = 4 + (SampleMovie.width - 8) * (position * SampleMovie.framesPerSecond / 1000 + 1) / SampleMovie.frameCount
        #expect(abs(PlayerSample.progressBar(frame) - expected) <= 4 * 3, "bar \(PlayerSample.progressBar(frame)) at \(position) ms")
        #expect(position >= 2700)
        #expect(waitFor(10) { player.getPlayerState() == .playBackAllLoopsCompleted })
        // The first picture is the start position's, or one a few frames on (decoding may trail the first tick).
        let first = try #require(events.events.first?.split(separator: " "))
        #expect(first.count == 3 && first[1] == "firstDisplayed" && (2000...2400).contains(Int(first[2]) ?? 0), "\(first)")
        sim.engine.destroyMediaPlayer(player)
        sim.destroy()
    }
}
