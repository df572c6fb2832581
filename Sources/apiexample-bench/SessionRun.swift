import Glibc

/// One session: its Entry (`--case`) → Join (for ScreenShare, then startScreen and the sheet's Start Broadcast), a
/// warm-up, an optional measured window, then quit.
struct SessionRun {
    enum Flow {
        case joinChannelVideo
        /// ScreenShare sharing the app's own screen.
        case screenShare
        /// VideoProcess with every effect on: beauty, low light, denoise, colour enhancement, the image background and
        /// face shaping.
        case videoProcess
    }

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
    var flow = Flow.joinChannelVideo
    /// Set: the session meets the instances in this runtime directory.
    var cloudRuntime: String?
    /// A real peer is expected there: its tile is waited for.
    var awaitsPeer = false

    func run(label: String) throws -> Result {
        let statsPath = AppStatsFile.temporaryPath(label)
        let caseId = switch flow {
        case .joinChannelVideo: "JoinChannelVideo"
        case .screenShare: "ScreenShare"
        case .videoProcess: "VideoProcess"
        }
        let process = try app.launch(["--case", caseId], statsFile: statsPath, remoteUsers: users - 1, cloudRuntime: cloudRuntime)
        _ = try process.waitFor(AppUnderTest.entryMarker, timeout: 5)
        switch flow {
        case .joinChannelVideo:
            process.send(String(repeating: "\r", count: AppUnderTest.entersToJoin))
            _ = try process.waitFor(AppUnderTest.localTileMarker, timeout: 5)
            if users > 1 || awaitsPeer { _ = try process.waitFor(AppUnderTest.remoteTileMarker, timeout: 10) }
        case .screenShare:
            // The channel field, then Join; once remote users are there, the join is done.
            process.send("\r\r")
            _ = try process.waitFor(AppUnderTest.remoteTileMarker, timeout: 5)
            MonotonicClock.sleep(1)
            // Focus starts on stopScreen: Tab to startScreen, press it, Start Broadcast on the sheet.
            process.send("\t\r")
            _ = try process.waitFor(AppUnderTest.screenSheetMarker, timeout: 5)
            process.send("y")
            _ = try process.waitFor(AppUnderTest.screenCapturingMarker, timeout: 5)
        case .videoProcess:
            process.send("\r\r")
            _ = try process.waitFor(AppUnderTest.remoteTileMarker, timeout: 5)
            // As for ScreenShare: the controls answer once the session has settled after the join.
            MonotonicClock.sleep(1)
            // Focus starts on Face Beautify; Tab walks the controls in their order: Enter on Face Beautify, Low light
            // (6 on), Video Denoise, Color Enhancement, Virtual Background (3 on, the image) and Face Shape Enable (2 on).
            for tabs in [0, 6, 1, 1, 3, 2] { process.send(String(repeating: "\t", count: tabs) + "\r") }
            try process.waitForOnScreen(AppUnderTest.everyEffectMarker, timeout: 5)
        }
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
