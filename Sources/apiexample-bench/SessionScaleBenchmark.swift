/// JoinChannelVideo sessions with more and more simulated users, each measured over the same window: what a
/// session costs as the channel grows.
struct SessionScaleBenchmark {
    struct Point {
        let users: Int
        let run: SessionRun.Result
        /// Frames, bytes and cells of the window alone: the window run minus a run that quits after the warm-up.
        let frames: Int
        let bytes: Int
        let cells: Int?

        var cpuPercent: Double { run.windowCPUSeconds / run.windowSeconds * 100 }
        var framesPerSecond: Double { Double(frames) / run.windowSeconds }
        var bytesPerFrame: Double { Double(bytes) / Double(frames) }
        var cellsPerFrame: Double? { cells.map { Double($0) / Double(frames) } }
        var bytesPerCell: Double? { cells.flatMap { $0 > 0 ? Double(bytes) / Double($0) : nil } }
    }

    static let userCounts = [1, 4, 9, 16]

    let app: AppUnderTest
    let warmUp: Double
    let window: Double

    func measure() throws -> [Point] {
        try Self.userCounts.map { users in
            let baseline = try SessionRun(app: app, users: users, warmUp: warmUp, window: 0).run(label: "baseline-\(users)")
            let run = try SessionRun(app: app, users: users, warmUp: warmUp, window: window).run(label: "window-\(users)")
            let frames = run.stats.frames - baseline.stats.frames
            guard frames > 0 else {
                throw BenchError("no frames in the \(users)-user window (baseline \(baseline.stats.frames), run \(run.stats.frames))")
            }
            var cells: Int?
            if let after = run.stats.cellsChanged, let before = baseline.stats.cellsChanged { cells = after - before }
            return Point(users: users, run: run, frames: frames, bytes: run.stats.bytesWritten - baseline.stats.bytesWritten,
                         cells: cells)
        }
    }
}
