import Foundation

// apiexample-bench: measures the release `apiexample` on a real pseudo-terminal (100x30, xterm-256color, C.UTF-8).
// Build both with `swift build -c release --product apiexample` and `--product apiexample-bench`, then run
// `.build/release/apiexample-bench [--app <path>]`. It ends with AccessToken2 throughput measured in-process;
// `.build/release/apiexample-bench token` measures only that (and needs no app); `… scale` only the session scale curve;
// `… firstpaint` only the first-paint comparisons (beside dialog, and with string tables four times their size);
// `… peers` only two instances in one channel (frame latency end to end, CPU per real peer);
// `… peerscale [--baseline <other apiexample>]` only 2, 4 and 8 instances in one channel over the local rendezvous
// and a private NATS server (CPU per instance, received fps, delay end to end), and with a baseline a real peer's
// cost of both builds in alternation;
// `… sound` only sound through a sound server (issue 33): a 4-user session's CPU with sound on over off, and
// mixed-to-heard latency through a null sink's monitor (PULSE_SERVER, or a private pulseaudio it starts);
// `… highlight` only the Swift highlighter's time per 400 lines, in-process (needs no app either);
// `… compare --baseline <other apiexample>` first paint, the 4- and 16-user sessions and a peer's cost of this build
// over another's, measured in alternation in one run.

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

/// Colours the largest bundled case file in this process (100 rounds, the median), per 400 lines.
@MainActor func reportHighlighting() throws {
    let result = try HighlightBenchmark(rounds: 100).measure()
    Report.metric(
        "Swift colouring per 400 lines",
        "\(Report.format(result.msPer400Lines, 2)) ms (\(result.file), \(result.lines) lines, median of \(result.rounds)); "
            + "splitting the lines into Characters alone: \(Report.format(result.splitMsPer400Lines, 2)) ms",
        target: "≤ 5 ms", pass: result.msPer400Lines <= 5
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
    if CommandLine.arguments.dropFirst().first == "highlight" {
        reportMachine(title: "apiexample-bench highlight")
        try reportHighlighting()
        Report.line(Report.summary)
        exit(0)
    }
    let app = try AppUnderTest.locate(arguments: CommandLine.arguments)
    reportMachine(title: "apiexample-bench")
    Report.line("app: \(app.displayPath)")
    Report.line("terminal: pty 100x30, TERM=xterm-256color, LANG=C.UTF-8")
    if CommandLine.arguments.dropFirst().first == "scale" {
        try SessionScaleReport.report(app)
        Report.line(Report.summary)
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "peers" {
        try PeerReport.report(app)
        Report.line(Report.summary)
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "peerscale" {
        let baseline = CommandLine.arguments.firstIndex(of: "--baseline").flatMap { flag in
            flag + 1 < CommandLine.arguments.count ? AppUnderTest(path: CommandLine.arguments[flag + 1]) : nil
        }
        try PeerScaleReport.report(app, baseline: baseline)
        Report.line(Report.summary)
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "sound" {
        try SoundBenchReport.report(app)
        Report.line(Report.summary)
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "compare" {
        guard let flag = CommandLine.arguments.firstIndex(of: "--baseline"), flag + 1 < CommandLine.arguments.count else {
            throw BenchError("compare needs --baseline <path of the other build's apiexample>")
        }
        try BaselineComparison.report(app: app, baseline: AppUnderTest(path: CommandLine.arguments[flag + 1]))
        Report.line(Report.summary)
        exit(0)
    }
    if CommandLine.arguments.dropFirst().first == "firstpaint" {
        try FirstPaintReport.report(app)
        Report.line(Report.summary)
        exit(0)
    }

    let startup = try StartupBenchmark(app: app, runs: 10).measure()
    let startupMedian = Report.median(startup)
    let startupMax = startup.max() ?? 0
    Report.metric(
        "start-up to first painted menu",
        "median \(Report.format(startupMedian, 1)) ms, max \(Report.format(startupMax, 1)) ms (\(startup.count) runs)",
        target: "≤ 100 ms", pass: startupMax <= 100
    )
    try FirstPaintReport.report(app)

    let idle = try IdleBenchmark(app: app, seconds: 5).measure()
    Report.metric(
        "wake-ups while idle in the menu",
        "\(idle.contextSwitches) context switches in \(Report.format(idle.seconds, 1)) s "
            + "(\(idle.threads) threads, \(idle.exitedThreads) exited, \(Report.format(idle.cpuSeconds * 1000, 0)) ms CPU)",
        target: "0", pass: idle.contextSwitches == 0
    )
    try SessionScaleReport.report(app)
    try PeerReport.report(app)
    try reportTokenThroughput()
    try reportHighlighting()
    Report.line(Report.summary)
} catch {
    FileHandle.standardError.write(Data("apiexample-bench: \(error)\n".utf8))
    exit(1)
}
