import Glibc

/// One JoinChannelVideo session: its Entry (`--case`) → Join, a warm-up, an optional measured window, then quit.
struct SessionRun {
    struct Result {
        let stats: AppStatsFile
        let windowSeconds: Double
        let windowCPUSeconds: Double
        let windowPtyBytes: Int
        let peakResidentKB: Int
        let threads: Int
    }

    let app: AppUnderTest
    /// Everyone in the channel, the local user included.
    let users: Int
    let warmUp: Double
    let window: Double

    func run(label: String) throws -> Result {
        let statsPath = AppStatsFile.temporaryPath(label)
        let process = try app.launch(["--case", "JoinChannelVideo"], statsFile: statsPath, remoteUsers: users - 1)
        _ = try process.waitFor(AppUnderTest.entryMarker, timeout: 5)
        process.send(String(repeating: "\r", count: AppUnderTest.entersToJoin))
        _ = try process.waitFor(AppUnderTest.localTileMarker, timeout: 5)
        if users > 1 { _ = try process.waitFor(AppUnderTest.remoteTileMarker, timeout: 5) }
        MonotonicClock.sleep(warmUp)

        var elapsed = 0.0
        var cpu = 0.0
        var bytes = 0
        if window > 0 {
            guard let cpuBefore = ProcStats.cpuSeconds(process.pid) else { throw BenchError("cannot read /proc/\(process.pid)") }
            let bytesBefore = process.output.bytes
            let start = MonotonicClock.now()
            MonotonicClock.sleep(window)
            guard let cpuAfter = ProcStats.cpuSeconds(process.pid) else { throw BenchError("the app went away in the session") }
            elapsed = MonotonicClock.now() - start
            cpu = cpuAfter - cpuBefore
            bytes = process.output.bytes - bytesBefore
        }
        let peak = ProcStats.peakResidentKB(process.pid) ?? 0
        let threads = ProcStats.threadCount(process.pid)

        process.send("q")  // leave the session (back to its Entry form)
        MonotonicClock.sleep(0.2)
        process.send("q")  // back to the menu
        MonotonicClock.sleep(0.2)
        process.send("q")  // quit
        guard process.waitForExit(timeout: 5) == 0 else { throw BenchError("the app did not quit cleanly") }
        defer { unlink(statsPath) }
        return Result(
            stats: try AppStatsFile.read(statsPath),
            windowSeconds: elapsed,
            windowCPUSeconds: cpu,
            windowPtyBytes: bytes,
            peakResidentKB: peak,
            threads: threads
        )
    }
}
