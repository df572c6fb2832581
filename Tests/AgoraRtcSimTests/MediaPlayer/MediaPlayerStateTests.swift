import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The media player's state machine on the sample MP4, in virtual time: open, autoPlay, play, pause, resume, stop,
/// completion and loops, and the codes of calls the state does not allow.
@Suite struct MediaPlayerStateTests {
    struct Player {
        let sim: SimHarness
        let events: MediaPlayerEvents
        let player: any AgoraRtcMediaPlayerProtocol
    }

    static func player(_ sim: SimHarness = SimHarness(remotes: 0)) throws -> Player {
        let events = MediaPlayerEvents(clock: sim.clock)
        let player = try #require(sim.engine.createMediaPlayer(with: events))
        return Player(sim: sim, events: events, player: player)
    }

    @Test func opensWithoutAutoPlayAndReportsTheSampleStreams() throws {
        let p = try Self.player()
        #expect(p.player.getMediaPlayerId() == 1)
        #expect(p.player.getPlayerState() == .idle)
        #expect(p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false, enableMultiAudioTrack: true)) == 0)
        #expect(p.player.getPlayerState() == .opening)
        p.sim.advance(0.5)
        #expect(p.events.states == ["opening", "openCompleted"])
        #expect(p.player.getPlayerState() == .openCompleted)
        #expect(abs(p.player.getDuration() - SampleMovie.durationMilliseconds) <= 50)
        #expect(p.player.getPosition() == 0)
        #expect(p.player.getStreamCount() == 3)
        let video = try #require(p.player.getStreamBy(0))
        #expect(video.streamType == .video && video.codecName == "h264" && video.videoWidth == 160 && video.videoHeight == 90)
        #expect(video.videoFrameRate == 15)
        let aac = try #require(p.player.getStreamBy(1)), mp3 = try #require(p.player.getStreamBy(2))
        #expect(aac.streamType == .audio && aac.codecName == "aac" && aac.language == "eng" && aac.audioChannels == 2)
        #expect(mp3.streamType == .audio && mp3.codecName == "mp3" && mp3.language == "fra" && mp3.audioChannels == 1)
        #expect(p.player.getStreamBy(3) == nil)
        #expect(p.player.getStreamBy(-1) == nil)
        p.sim.destroy()
    }

    @Test func playPauseResumeStop() throws {
        let p = try Self.player()
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(0.1)
        #expect(p.player.play() == 0)
        p.sim.advance(1)
        #expect(p.player.getPosition() == 1000)
        #expect(p.player.pause() == 0)
        p.sim.advance(1)
        #expect(p.player.getPosition() == 1000)
        #expect(p.player.pause() == 0, "pausing twice is harmless")
        #expect(p.player.resume() == 0)
        p.sim.advance(0.5)
        #expect(p.player.getPosition() == 1500)
        #expect(p.player.stop() == 0)
        p.sim.advance(0.1)
        #expect(p.events.states == ["opening", "openCompleted", "playing", "paused", "playing", "stopped"])
        #expect(p.player.getPlayerState() == .stopped)
        #expect(p.player.getPosition() == 0 && p.player.getDuration() == 0 && p.player.getStreamCount() == 0)
        p.sim.destroy()
    }

    @Test func autoPlayAndStartPosition() throws {
        let p = try Self.player()
        #expect(p.player.open(PlayerSample.path, startPos: 1000) == 0)
        p.sim.advance(0.5)
        #expect(p.events.states == ["opening", "openCompleted", "playing"])
        #expect(p.player.getPosition() == 1500)
        p.sim.destroy()
    }

    @Test func reportsThePositionEveryTwoSecondsWhilePlaying() throws {
        let p = try Self.player()
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(1)
        p.player.play()
        p.sim.advance(2.5)
        p.player.pause()
        p.sim.advance(3)
        #expect(p.events.positions == ["position 2000 at 3000"], "\(p.events.lines)")
        p.sim.destroy()
    }

    @Test func completesThenLoopsAsAskedAndPlaysAgain() throws {
        let p = try Self.player()
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(0.1)
        let duration = Double(p.player.getDuration()) / 1000
        p.player.play()
        p.sim.advance(duration + 0.5)
        #expect(p.events.states == ["opening", "openCompleted", "playing", "playBackCompleted", "playBackAllLoopsCompleted"])
        #expect(p.player.getPlayerState() == .playBackAllLoopsCompleted)
        #expect(p.player.getPosition() == p.player.getDuration())

        #expect(p.player.setLoopCount(1) == 0)
        #expect(p.player.play() == 0, "play after the end starts again from the beginning")
        p.sim.advance(duration + 0.5)
        #expect(p.player.getPlayerState() == .playing, "one more pass")
        #expect(p.player.getPosition() == 500)
        p.sim.advance(duration)
        #expect(p.player.getPlayerState() == .playBackAllLoopsCompleted)
        #expect(p.events.states.suffix(3) == ["playing", "playBackCompleted", "playBackAllLoopsCompleted"])
        #expect(p.player.setLoopCount(-2) == -2)
        p.sim.destroy()
    }

    @Test func callsInTheWrongStateAreRefused() throws {
        let p = try Self.player()
        #expect(p.player.play() == -8)
        #expect(p.player.pause() == -8)
        #expect(p.player.resume() == -8)
        #expect(p.player.stop() == -8)
        #expect(p.player.seek(toPosition: 0) == -8)
        #expect(p.player.selectAudioTrack(1) == -8)
        #expect(p.player.open("", startPos: 0) == -2)
        #expect(p.player.open(PlayerSample.path, startPos: -1) == -2)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        #expect(p.player.open(PlayerSample.path, startPos: 0) == -8, "opening while opening")
        p.sim.advance(0.1)
        #expect(p.player.open(PlayerSample.path, startPos: 0) == -8, "opening what is open, without stop")
        #expect(p.player.pause() == -8)
        #expect(p.player.resume() == -8)
        #expect(p.player.seek(toPosition: -1) == -2)
        #expect(p.player.selectMultiAudioTrack(1, publishTrackIndex: 2) == -4, "needs enableMultiAudioTrack")
        #expect(p.player.selectAudioTrack(0) == -2, "stream 0 is the video")
        #expect(p.player.stop() == 0)
        #expect(p.player.open(PlayerSample.path, startPos: 0) == 0, "a stopped player opens again")
        p.sim.destroy()
    }

    @Test func volumesKeepTheirDocumentedRanges() throws {
        let p = try Self.player()
        #expect(p.player.getPlayoutVolume() == 100 && p.player.getPublishSignalVolume() == 100)
        #expect(p.player.adjustPlayoutVolume(0) == 0 && p.player.adjustPlayoutVolume(100) == 0)
        #expect(p.player.adjustPlayoutVolume(101) == -2 && p.player.adjustPlayoutVolume(-1) == -2)
        #expect(p.player.adjustPublishSignalVolume(400) == 0)
        #expect(p.player.adjustPublishSignalVolume(401) == -2)
        #expect(p.player.adjustPublishSignalVolume(50) == 0)
        #expect(p.player.getPlayoutVolume() == 100 && p.player.getPublishSignalVolume() == 50)
        #expect(p.player.getMute() == false)
        #expect(p.player.mute(true) == 0)
        #expect(p.player.getMute())
        p.sim.destroy()
    }

    @Test func destroyedPlayersAndEnginesAnswerNotInitialized() throws {
        let p = try Self.player()
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path))
        p.sim.advance(0.5)
        let second = try #require(p.sim.engine.createMediaPlayer(with: nil))
        #expect(second.getMediaPlayerId() == 2)
        #expect(p.sim.engine.destroyMediaPlayer(p.player) == 0)
        #expect(p.sim.engine.destroyMediaPlayer(p.player) == -2)
        #expect(p.sim.engine.destroyMediaPlayer(nil) == -2)
        let heard = p.events.lines.count
        p.sim.advance(3)
        #expect(p.events.lines.count == heard, "a destroyed player reports nothing")
        #expect(p.player.play() == -7)
        #expect(p.player.getPlayerState() == .idle)
        p.sim.destroy()
        #expect(second.open(PlayerSample.path, startPos: 0) == -7)
        #expect(p.sim.engine.createMediaPlayer(with: nil) == nil)
    }
}
