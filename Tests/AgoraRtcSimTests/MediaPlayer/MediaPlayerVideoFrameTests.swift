import Foundation
import MediaFormats
import Testing
@testable import AgoraRtcSim

/// The media player's raw video frames (`setVideoFrameDelegate`), in virtual time on the sample MP4.
@Suite struct MediaPlayerVideoFrameTests {
    /// Keeps what each decoded picture looked like: its size and format, its render time and its progress bar.
    final class Frames: AgoraRtcMediaPlayerVideoFrameDelegate, @unchecked Sendable {
        struct Seen: Equatable {
            let type: Int
            let width: Int32
            let height: Int32
            let planes: [Int]
            let timeMs: Int64
            let bar: Int
        }

        private let lock = NSLock()
        private var stored: [Seen] = []
        var seen: [Seen] { lock.withLock { stored } }

        func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didReceiveVideoFrame videoFrame: AgoraOutputVideoFrame) {
            let width = Int(videoFrame.width)
            let row = 6 * Int(videoFrame.height) / SampleMovie.height
            let bar: Int = (0..<width).last(where: { videoFrame.yBuffer[row * width + $0] > 180 }) ?? 0
            let seen = Seen(type: videoFrame.type, width: videoFrame.width, height: videoFrame.height,
                            planes: [videoFrame.yBuffer.count, videoFrame.uBuffer.count, videoFrame.vBuffer.count],
                            timeMs: videoFrame.renderTimeMs, bar: bar)
            lock.withLock { stored.append(seen) }
        }
    }

    @Test func everyShownPictureReachesTheDelegateAsI420() throws {
        let p = try MediaPlayerStateTests.player()
        let frames = Frames()
        #expect(p.player.setVideoFrameDelegate(frames))
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
        p.sim.advance(2)
        let seen = frames.seen
        // 15 fps for about 2 s (the open takes a moment).
        #expect((25...31).contains(seen.count), "\(seen.count) frames in 2 s")
        let first = try #require(seen.first)
        #expect(first.type == AgoraVideoFormat.I420.rawValue && first.width == 160 && first.height == 90)
        #expect(first.planes == [160 * 90, 80 * 45, 80 * 45])
        #expect(zip(seen, seen.dropFirst()).allSatisfy { $0.timeMs < $1.timeMs && $0.bar <= $1.bar }, "in order, the bar filling")
        #expect(seen.last!.bar > first.bar)
        p.sim.destroy()
    }

    @Test func nilStopsTheFramesAndADestroyedPlayerRefuses() throws {
        let p = try MediaPlayerStateTests.player()
        let frames = Frames()
        p.player.setVideoFrameDelegate(frames)
        p.player.open(with: AgoraMediaSource(url: PlayerSample.path, autoPlay: true))
        p.sim.advance(1)
        #expect(p.player.setVideoFrameDelegate(nil))
        let count = frames.seen.count
        #expect(count > 0)
        p.sim.advance(1)
        #expect(frames.seen.count == count)
        p.player.setVideoFrameDelegate(frames)
        #expect(p.sim.engine.destroyMediaPlayer(p.player) == 0)
        p.sim.advance(1)
        #expect(frames.seen.count == count, "nothing after destroyMediaPlayer")
        #expect(!p.player.setVideoFrameDelegate(frames))
        p.sim.destroy()
    }
}
