import Foundation

// apiexample-bench: measures the release `apiexample` on a real pseudo-terminal (100x30, xterm-256color, C.UTF-8).
// Build both with `swift build -c release --product apiexample` and `--product apiexample-bench`, then run
// `.build/release/apiexample-bench [--app <path>]`. It ends with AccessToken2 throughput measured in-process;
// `.build/release/apiexample-bench token` measures only that (and needs no app).

ChildGuard.installSignalHandlers()

/// Builds, then parses and verifies, RTC publisher tokens in this process.
@MainActor func reportTokenThroughput() throws {
    let tokens = try TokenBenchmark(count: 20_000).measure()
    Report.metric(
        "token builds/s",
        "\(Report.format(tokens.buildsPerSecond, 0)) (\(tokens.count) RTC publisher tokens in "
            + "\(Report.format(tokens.buildSeconds * 1000, 0)) ms)",
        target: "≥ 50000", pass: tokens.buildsPerSecond >= 50_000
    )
    Report.line(
        "token parses+verifies/s: \(Report.format(tokens.parsesPerSecond, 0)) "
            + "(\(tokens.count) in \(Report.format(tokens.parseSeconds * 1000, 0)) ms)"
    )
}

@MainActor func reportMachine(title: String) {
    Report.line(title)
    Report.line("machine: \(MachineInfo.uname)")
    Report.line("cpu: \(MachineInfo.cpuModel), \(MachineInfo.cores) cores")
}

do {
    if CommandLine.arguments.dropFirst().first == "token" {
        reportMachine(title: "apiexample-bench token")
        try reportTokenThroughput()
        Report.line(Report.summary)
        exit(0)
    }
    let app = try AppUnderTest.locate(arguments: CommandLine.arguments)
    reportMachine(title: "apiexample-bench")
    Report.line("app: \(app.path)")
    Report.line("terminal: pty 100x30, TERM=xterm-256color, LANG=C.UTF-8")

    let startup = try StartupBenchmark(app: app, runs: 10).measure()
    let startupMedian = Report.median(startup)
    let startupMax = startup.max() ?? 0
    Report.metric(
        "start-up to first painted menu",
        "median \(Report.format(startupMedian, 1)) ms, max \(Report.format(startupMax, 1)) ms (\(startup.count) runs)",
        target: "≤ 100 ms", pass: startupMax <= 100
    )

    let idle = try IdleBenchmark(app: app, seconds: 5).measure()
    Report.metric(
        "wake-ups while idle in the menu",
        "\(idle.contextSwitches) context switches in \(Report.format(idle.seconds, 1)) s "
            + "(\(idle.threads) threads, \(Report.format(idle.cpuSeconds * 1000, 0)) ms CPU)",
        target: "0", pass: idle.contextSwitches == 0
    )

    // Frames in the window = frames of a run with the window − frames of a run that quits right after the warm-up.
    let baseline = try SessionRun(app: app, warmUp: 3, window: 0).run(label: "baseline")
    let session = try SessionRun(app: app, warmUp: 3, window: 10).run(label: "window")
    let frames = session.stats.frames - baseline.stats.frames
    guard frames > 0 else { throw BenchError("no frames in the window (baseline \(baseline.stats.frames), run \(session.stats.frames))") }
    let cpuPercent = session.windowCPUSeconds / session.windowSeconds * 100
    Report.metric(
        "4-tile session CPU at 15 fps",
        "\(Report.format(cpuPercent, 2)) % of one core (\(Report.format(session.windowCPUSeconds * 1000, 0)) ms CPU "
            + "in \(Report.format(session.windowSeconds, 1)) s, \(session.threads) threads)",
        target: "≤ 2 %", pass: cpuPercent <= 2
    )
    Report.line("frames in the window: \(frames) (\(Report.format(Double(frames) / session.windowSeconds, 1)) fps)")
    Report.line("CPU per rendered frame: \(Report.format(session.windowCPUSeconds * 1e6 / Double(frames), 0)) µs/frame")
    let appBytes = session.stats.bytesWritten - baseline.stats.bytesWritten
    Report.line(
        "bytes written per frame: \(session.windowPtyBytes / frames) B/frame read from the pty, "
            + "\(appBytes / frames) B/frame counted by the app"
    )
    let peakMB = Double(session.peakResidentKB) / 1024
    Report.metric(
        "peak resident memory (VmHWM, in session)",
        "\(Report.format(peakMB, 1)) MB",
        target: "≤ 40 MB", pass: peakMB <= 40
    )
    try reportTokenThroughput()
    Report.line(Report.summary)
} catch {
    FileHandle.standardError.write(Data("apiexample-bench: \(error)\n".utf8))
    exit(1)
}
