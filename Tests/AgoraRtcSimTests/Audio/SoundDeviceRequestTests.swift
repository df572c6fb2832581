import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A sound device that asks for sound (a sound server's requests) paces the engine: the due blocks are played when it
/// asks, and the engine's own timer only stands by for a device that stopped asking. In virtual time.
@Suite struct SoundDeviceRequestTests {
    /// 10 ms blocks of 480 stereo frames.
    static func blocks(_ device: RecordingSoundDevice) -> Int { device.played.count / 960 }

    /// In how many of the 10 ms steps over `seconds` the device was played to (the engine woke up for it).
    static func batches(_ sim: SimHarness, _ device: RecordingSoundDevice, seconds: Double) -> Int {
        var batches = 0, played = blocks(device)
        for _ in 0..<Int((seconds / 0.01).rounded()) {
            sim.advance(0.01)
            if blocks(device) != played { batches += 1 }
            played = blocks(device)
        }
        return batches
    }

    @Test func theDueBlocksArePlayedWhenTheDeviceAsksAndTheTimerOnlyStandsBy() {
        let device = RecordingSoundDevice(asksForSound: true)
        let sim = SimHarness(remotes: 2) { $0.sound = device }
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        #expect(device.isAsked)
        sim.advance(0.3)
        device.ask()
        device.clearPlayed()
        // Half a second with no request: the stand-by timer (every 250 ms) plays in one or two batches...
        #expect(Self.batches(sim, device, seconds: 0.5) <= 2)
        // ...and a request plays everything due up to now.
        device.ask()
        #expect((49...51).contains(Self.blocks(device)), "\(Self.blocks(device)) blocks after 500 ms and a request")
        // Asked every 20 ms, as the server does: two blocks at each request.
        device.clearPlayed()
        for _ in 0..<10 {
            sim.advance(0.02)
            device.ask()
        }
        #expect((19...21).contains(Self.blocks(device)))
        // A device that stops asking (its server went away) still has its blocks played, by the timer, late.
        device.clearPlayed()
        sim.advance(1)
        #expect((75...101).contains(Self.blocks(device)), "\(Self.blocks(device)) blocks in 1 s standing by")
        sim.engine.leaveChannel(nil)
        sim.advance(0.1)
        #expect(!device.isAsked, "withdrawn when the engine stops playing")
        device.clearPlayed()
        device.ask()
        #expect(device.played.isEmpty)
    }

    @Test func anObserverGetsItsFramesOnTimeWhileTheDeviceAsks() {
        let device = RecordingSoundDevice(asksForSound: true)
        let sim = SimHarness(remotes: 1) { $0.sound = device }
        defer { sim.destroy() }
        let frames = RecordedAudioFrames()
        sim.joinAsBroadcaster()
        #expect(sim.engine.setAudioFrameDelegate(frames))
        sim.advance(0.3)
        let before = frames.playbackCount
        // No request: the engine's own 10 ms timer runs for the observer.
        sim.advance(0.2)
        #expect(frames.playbackCount - before >= 19, "\(frames.playbackCount - before) playback frames in 200 ms")
    }

    @Test func aDeviceThatDoesNotAskIsPlayedByTheTimer() {
        let device = RecordingSoundDevice()
        let sim = SimHarness(remotes: 2) { $0.sound = device }
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        #expect(!device.isAsked)
        sim.advance(0.3)
        device.clearPlayed()
        // A batch every 30 ms.
        #expect((14...18).contains(Self.batches(sim, device, seconds: 0.5)))
        #expect((48...52).contains(Self.blocks(device)))
    }
}

/// Counts the playback frames an audio frame observer is given.
private final class RecordedAudioFrames: AgoraAudioFrameDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var playback = 0

    var playbackCount: Int { lock.withLock { playback } }

    func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool {
        lock.withLock { playback += 1 }
        return true
    }

    func getObservedAudioFramePosition() -> AgoraAudioFramePosition { .playback }
}
