import Foundation
import MediaDecoding
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A media player's sound in what the local user hears (issue 33), in virtual time, measured from what the engine
/// played to its sound device (TestSupport's RecordingSoundDevice, 48 kHz stereo): pitch, playout volume, mute,
/// pause, and the track chosen.
@Suite struct MediaPlayerSoundTests {
    static let toneLevel = 200
    static var tonePeak: Double { PCMLevel.rms(forLevel: toneLevel) * 2.0.squareRoot() }

    /// An engine with no simulated users and a sound device, joined unless `joined` is false, and a player: what
    /// it hears is the player alone.
    struct Listener {
        let device = RecordingSoundDevice()
        let sim: SimHarness
        let scratch: ScratchDirectory
        let player: any AgoraRtcMediaPlayerProtocol

        init(joined: Bool = true) throws {
            let device = device
            sim = SimHarness(remotes: 0) { $0.sound = device }
            scratch = try ScratchDirectory(prefix: "player-sound")
            if joined { #expect(sim.joinAsBroadcaster(video: false) == 0) }
            player = try #require(sim.engine.createMediaPlayer(with: nil))
        }

        /// A 440 Hz WAV (mono, 48 kHz) of `seconds`, at the test's level.
        func tone(seconds: Double = 4) throws -> String {
            try TestAudio.writeWAV(TestAudio.tone(level: MediaPlayerSoundTests.toneLevel, seconds: seconds, rate: 48_000, channels: 1),
                                   rate: 48_000, to: scratch.file("tone.wav"))
        }

        /// An M4A with two AAC tracks of `seconds`: stream 0 a 440 Hz tone, stream 1 a 660 Hz one.
        func twoTracks(seconds: Double = 4) throws -> String {
            try MediaPlayerSoundTests.twoTracks(seconds: seconds, in: scratch)
        }

        /// What is heard over the next `seconds`.
        func listen(_ seconds: Double) -> ToneMeasure {
            device.clearPlayed()
            sim.advance(seconds)
            return ToneMeasure(stereo: device.played)
        }

        func end() {
            sim.destroy()
            scratch.remove()
        }
    }

    static func twoTracks(seconds: Double = 4, in scratch: ScratchDirectory) throws -> String {
        let path = scratch.file("two-tracks.m4a")
        let writer = try MediaWriter(path: path)
        let streams = try [440.0, 660.0].map { _ in try writer.addAudio(encoder: "aac", sampleRate: 48_000, channels: 1, bitRate: 96_000) }
        try writer.begin()
        let tones = [440.0, 660.0].map { TestAudio.sine(amplitude: 10_000, frequency: $0, seconds: seconds, rate: 48_000) }
        // Interleaved 100 ms at a time, as a muxer expects.
        for start in stride(from: 0, to: tones[0].count, by: 4_800) {
            for (stream, tone) in zip(streams, tones) {
                try writer.writeAudio(stream: stream, samples: Array(tone[start..<min(start + 4_800, tone.count)]), channels: 1)
            }
        }
        try writer.finish()
        return path
    }

    @Test func aPlayingFileIsHeardAtItsPitchAndLevel() throws {
        let l = try Listener()
        defer { l.end() }
        #expect(l.listen(0.3).amplitude(at: 440) < 1, "nothing before the player plays")
        #expect(l.player.open(with: AgoraMediaSource(url: try l.tone(), autoPlay: true)) == 0)
        l.sim.advance(0.5)
        let heard = l.listen(0.5)
        #expect(heard.dominantFrequency() == 440)
        #expect(abs(heard.amplitude(at: 440) / Self.tonePeak - 1) < 0.1, "\(heard.amplitude(at: 440)) vs \(Self.tonePeak)")
        #expect(abs(heard.rms.left - heard.rms.right) < 1, "a mono file sounds in both ears alike")
    }

    @Test func playoutVolumeFiftyHalvesItAndMuteRemovesIt() throws {
        let l = try Listener()
        defer { l.end() }
        l.player.open(with: AgoraMediaSource(url: try l.tone(), autoPlay: true))
        l.sim.advance(0.5)
        let full = l.listen(0.4).amplitude(at: 440)
        #expect(l.player.adjustPlayoutVolume(50) == 0)
        let half = l.listen(0.4).amplitude(at: 440)
        #expect(abs(half / full - 0.5) < 0.05, "\(half) of \(full)")
        #expect(l.player.mute(true) == 0)
        #expect(l.listen(0.4).amplitude(at: 440) < full * 0.01)
        #expect(l.player.mute(false) == 0)
        #expect(abs(l.listen(0.4).amplitude(at: 440) / half - 1) < 0.1)
    }

    @Test func pauseSilencesItResumeAndSeekBringItBackAndTheEndStopsIt() throws {
        let l = try Listener()
        defer { l.end() }
        l.player.open(with: AgoraMediaSource(url: try l.tone(seconds: 2), autoPlay: true))
        l.sim.advance(0.5)
        let playing = l.listen(0.3).amplitude(at: 440)
        #expect(playing > Self.tonePeak * 0.9)
        #expect(l.player.pause() == 0)
        #expect(l.listen(0.3).amplitude(at: 440) < playing * 0.01)
        #expect(l.player.resume() == 0)
        l.sim.advance(0.3)
        #expect(l.listen(0.3).amplitude(at: 440) > playing * 0.9)
        #expect(l.player.seek(toPosition: 500) == 0)
        l.sim.advance(0.3)
        #expect(l.listen(0.3).amplitude(at: 440) > playing * 0.9, "after a seek it plays on from there")
        // The file's 2 s are over by now: nothing more is heard.
        l.sim.advance(1.5)
        #expect(l.player.getPlayerState() == .playBackAllLoopsCompleted)
        #expect(l.listen(0.3).amplitude(at: 440) < playing * 0.01)
    }

    /// The sample movie's second track (the drone, 196 Hz in 3–3.5 s) sounds where its first (the music) is silent.
    @Test func selectAudioTrackChoosesTheStreamThatIsHeard() throws {
        for drone in [false, true] {
            let l = try Listener()
            defer { l.end() }
            l.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
            l.sim.advance(1)
            if drone { #expect(l.player.selectAudioTrack(2) == 0) }
            l.sim.advance(3.1 - Double(l.player.getPosition()) / 1000)
            let heard = l.listen(0.35)
            if drone {
                #expect(abs(heard.dominantFrequency(from: 100, to: 1000, step: 2) - 196) <= 4)
                #expect(heard.amplitude(at: 196) > 1000, "\(heard.amplitude(at: 196))")
            } else {
                #expect(heard.rms.left < 50 && heard.rms.right < 50, "the music track is silent in its last second: \(heard.rms)")
            }
        }
    }

    @Test func aPlayerIsHeardBeforeJoiningAChannel() throws {
        let l = try Listener(joined: false)
        defer { l.end() }
        l.player.open(with: AgoraMediaSource(url: try l.tone(), autoPlay: true))
        l.sim.advance(0.5)
        let heard = l.listen(0.4)
        #expect(abs(heard.amplitude(at: 440) / Self.tonePeak - 1) < 0.1, "\(heard.amplitude(at: 440))")
        #expect(l.player.stop() == 0)
        // Stopped and out of a channel, the engine plays nothing more (the device is told it is idle).
        let after = l.listen(0.3)
        #expect(after.left.isEmpty || after.amplitude(at: 440) < 1)
        #expect(l.device.idleCount >= 1)
    }

    @Test func selectAudioTrackSwitchesATwoTrackFileWhilePlaying() throws {
        let l = try Listener()
        defer { l.end() }
        l.player.open(with: AgoraMediaSource(url: try l.twoTracks(), autoPlay: true))
        l.sim.advance(0.5)
        let first = l.listen(0.3)
        #expect(abs(first.dominantFrequency(from: 300, to: 800, step: 5) - 440) <= 5)
        #expect(l.player.selectAudioTrack(1) == 0)
        l.sim.advance(0.3)
        let second = l.listen(0.3)
        #expect(abs(second.dominantFrequency(from: 300, to: 800, step: 5) - 660) <= 5)
        #expect(second.amplitude(at: 440) < second.amplitude(at: 660) * 0.05)
    }

    /// With the wall clock the sound is decoded ahead on the player's queue, never by the audio loop: it is there
    /// when the loop takes it.
    @Test func inRealTimeTheSoundIsDecodedAheadAndHeard() throws {
        let device = RecordingSoundDevice()
        let sim = SimHarness(remotes: 0) { settings in
            settings.clock = AgoraSimWallClock()
            settings.sound = device
        }
        let scratch = try ScratchDirectory(prefix: "player-sound")
        defer {
            sim.destroy()
            scratch.remove()
        }
        let path = try TestAudio.writeWAV(TestAudio.tone(level: Self.toneLevel, seconds: 4, rate: 48_000, channels: 1),
                                          rate: 48_000, to: scratch.file("tone.wav"))
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        #expect(player.open(with: AgoraMediaSource(url: path, autoPlay: true)) == 0)
        let deadline = Date().addingTimeInterval(10)
        while player.getPlayerState() != .playing && Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        Thread.sleep(forTimeInterval: 0.4)
        device.clearPlayed()
        Thread.sleep(forTimeInterval: 0.6)
        let heard = ToneMeasure(stereo: device.played)
        #expect(heard.left.count > 20_000, "\(heard.left.count) frames played in 0.6 s")
        #expect(heard.dominantFrequency() == 440)
        // (A loaded machine may leave a late block or two: the tone is measured across them.)
        #expect(heard.amplitude(at: 440) > Self.tonePeak * 0.6, "\(heard.amplitude(at: 440))")
    }
}
