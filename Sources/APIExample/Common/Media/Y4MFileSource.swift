import AgoraRtcSim
import MediaFormats

/// A custom video source reading a file (the original's YUV file source): a Y4M clip, one I420 frame at a time at
/// the clip's own frame rate, starting over at the end. Paced on the session's clock, so a test in virtual time sees
/// the same cadence as a live run.
@MainActor
final class Y4MFileSource {
    let video: Y4MVideo
    /// Called with each frame's I420 bytes and its presentation time in milliseconds since the source started.
    var onFrame: ((_ i420: [UInt8], _ timeMs: Int) -> Void)?
    private let loop: ClockPacedLoop

    /// `startFrame`: the clip's frame the source begins with (several sources of one clip show different pictures).
    init(video: Y4MVideo, clock: any AgoraSimClock, startFrame: Int = 0) {
        self.video = video
        loop = ClockPacedLoop(framesPerSecond: video.framesPerSecond, clock: clock)
        loop.onTick = { [weak self] index, timeMs in
            guard let self, !video.frames.isEmpty else { return }
            self.onFrame?(video.i420(frameAt: (startFrame + index) % video.frames.count), timeMs)
        }
    }

    func start() { loop.start() }
    func stop() { loop.stop() }
}
