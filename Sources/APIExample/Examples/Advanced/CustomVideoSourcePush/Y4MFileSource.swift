import AgoraRtcSim
import Dispatch
import MediaFormats

/// The video source the case pushes from (the original's YUV file source): a Y4M clip, one I420 frame at a
/// time at the clip's own frame rate, starting over at the end. Paced on the session's clock, so a test in
/// virtual time sees the same cadence as a live run.
@MainActor
final class Y4MFileSource {
    let video: Y4MVideo
    /// Called with each frame's I420 bytes and its presentation time in milliseconds since the source started.
    var onFrame: ((_ i420: [UInt8], _ timeMs: Int) -> Void)?
    private let clock: any AgoraSimClock
    private var generation = 0
    private var startedAt = 0.0
    private var sent = 0

    init(video: Y4MVideo, clock: any AgoraSimClock) {
        self.video = video
        self.clock = clock
    }

    var framesPerSecond: Double { video.framesPerSecond }

    func start() {
        generation += 1
        startedAt = clock.now
        sent = 0
        scheduleNext(generation)
    }

    func stop() {
        generation += 1
    }

    /// Frames are due at start + n / fps, so the rate does not drift however late a tick runs.
    private func scheduleNext(_ current: Int) {
        let due = startedAt + Double(sent) / framesPerSecond
        clock.schedule(after: max(0, due - clock.now), on: .main) { [weak self] in
            MainActor.assumeIsolated { self?.tick(current) }
        }
    }

    private func tick(_ current: Int) {
        guard current == generation, !video.frames.isEmpty else { return }
        let timeMs = Int((Double(sent) * 1000 / framesPerSecond).rounded())
        onFrame?(video.i420(frameAt: sent % video.frames.count), timeMs)
        sent += 1
        scheduleNext(current)
    }
}
