import Foundation
import MediaFormats
import Testing
import TestSupport
@testable import AgoraRtcSim

/// What the media player does with the media itself, in virtual time: pictures in the view, seeks, track switches,
/// and files that cannot be played.
@Suite struct MediaPlayerMediaTests {
    @Test func framesReachTheViewWithTheClipsContent() throws {
        let p = try MediaPlayerStateTests.player()
        let view = AgoraVideoView()
        #expect(p.player.setView(view) == 0)
        #expect(p.player.setRenderMode(.fit) == 0)
        #expect(view.renderMode == .fit)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(0.1)
        let first = try #require(view.latestFrame, "the first picture shows once open")
        #expect(first.width == 160 && first.height == 90 && first.lumaWidth == 160 && first.lumaHeight == 90)
        #expect(p.events.events == ["event firstDisplayed 0"])
        p.player.play()
        p.sim.advance(1)
        let early = PlayerSample.progressBar(try #require(view.latestFrame))
        p.sim.advance(2)
        let late = PlayerSample.progressBar(try #require(view.latestFrame))
        #expect(PlayerSample.progressBar(first) < early && early < late, "\(PlayerSample.progressBar(first)) \(early) \(late)")
        // At 3.1 s the bar is where the synth drew it for the frame due then (frame 45: its bar covers 46 sixtieths).
        let drawn = 4 + (SampleMovie.width - 8) * 46 / SampleMovie.frameCount
        #expect(abs(late - drawn) <= 3, "bar ends at \(late), drawn to \(drawn)")
        #expect(view.renderedFrames >= 40)
        p.sim.destroy()
    }

    @Test func aMediaPlayerCanvasShowsThePlayersPictures() throws {
        let p = try MediaPlayerStateTests.player()
        let view = AgoraVideoView()
        let canvas = AgoraRtcVideoCanvas(view: view, sourceType: .mediaPlayer, mediaPlayerId: p.player.getMediaPlayerId())
        #expect(p.sim.engine.setupLocalVideo(canvas) == 0)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path))
        p.sim.advance(2)
        let frame = try #require(view.latestFrame)
        #expect(frame.lumaWidth == 160 && PlayerSample.progressBar(frame) > 60)
        p.sim.destroy()
    }

    @Test func seekReportsBeginAndCompleteAndMovesThePicture() throws {
        let p = try MediaPlayerStateTests.player()
        let view = AgoraVideoView()
        p.player.setView(view)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(0.1)
        #expect(p.player.seek(toPosition: 3000) == 0)
        #expect(p.player.getPosition() == 3000)
        p.sim.advance(0.2)
        #expect(p.events.events == ["event firstDisplayed 0", "event seekBegin 0", "event seekComplete 3000"])
        #expect(p.player.getPlayerState() == .openCompleted, "a seek before play only moves")
        let bar = PlayerSample.progressBar(try #require(view.latestFrame))
        #expect(abs(bar - (4 + (SampleMovie.width - 8) * 46 / SampleMovie.frameCount)) <= 3, "bar at \(bar)")
        p.player.play()
        p.sim.advance(0.5)
        #expect(p.player.getPosition() == 3500)
        p.player.seek(toPosition: 1000)
        p.sim.advance(0.5)
        #expect(p.player.getPosition() == 1500)
        #expect(p.events.events.suffix(2) == ["event seekBegin 3500", "event seekComplete 1000"])
        p.sim.destroy()
    }

    @Test func aPausedPlayerCostsNoWakeUps() throws {
        let p = try MediaPlayerStateTests.player()
        let view = AgoraVideoView()
        p.player.setView(view)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: false))
        p.sim.advance(0.5)
        #expect(view.renderedFrames == 1, "the first picture, then nothing while it stands")
        #expect(p.sim.clock.pendingTimerCount == 0)
        p.player.play()
        p.sim.advance(1)
        p.player.pause()
        // Past where the abandoned timeline's end timer was due: only ticks could still be pending.
        p.sim.advance(4)
        let shown = view.renderedFrames
        #expect(p.sim.clock.pendingTimerCount == 0)
        p.player.seek(toPosition: 3000)
        p.sim.advance(0.5)
        #expect(view.renderedFrames == shown + 1, "the seek's picture")
        #expect(PlayerSample.progressBar(try #require(view.latestFrame)) > 110)
        #expect(p.sim.clock.pendingTimerCount == 0)
        p.player.resume()
        p.sim.advance(0.5)
        #expect(view.renderedFrames > shown + 5)
        p.sim.destroy()
    }

    @Test func switchesAudioTracks() throws {
        let p = try MediaPlayerStateTests.player()
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true, enableMultiAudioTrack: true))
        p.sim.advance(0.5)
        #expect(p.player.selectAudioTrack(2) == 0)
        #expect(p.player.selectMultiAudioTrack(1, publishTrackIndex: 2) == 0)
        #expect(p.player.selectMultiAudioTrack(1, publishTrackIndex: 1) == 0, "same playout track: no event")
        #expect(p.player.selectMultiAudioTrack(1, publishTrackIndex: 3) == -2)
        p.sim.advance(0.1)
        #expect(p.events.events == ["event firstDisplayed 0", "event audioTrackChanged 500", "event audioTrackChanged 500"])
        p.sim.advance(4)
        #expect(p.player.getPlayerState() == .playBackAllLoopsCompleted, "playing goes on across the switches")
        p.sim.destroy()
    }

    @Test func theSameInputsGiveTheSameTrace() throws {
        func run() throws -> [String] {
            let sim = SimHarness(remotes: 0)
            let p = try MediaPlayerStateTests.player(sim)
            let view = AgoraVideoView()
            p.player.setView(view)
            p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
            sim.advance(1.3)
            p.player.seek(toPosition: 2500)
            sim.advance(0.7)
            p.player.pause()
            sim.advance(0.4)
            p.player.resume()
            sim.advance(3)
            let frames = view.renderedFrames
            sim.destroy()
            return sim.trace.events.map { "\($0.timeMs) \($0.name) \($0.detail) \($0.result.map(String.init) ?? "")" }
                + ["frames \(frames)"]
        }
        let first = try run(), second = try run()
        #expect(first == second)
        #expect(first.contains { $0.contains("didOccur") && $0.contains("seekComplete") })
    }
}
