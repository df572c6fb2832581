import APIExample
import Foundation

/// `apiexample-bench sound` (issue 33): the CPU sound costs a 4-user session, and mixed-to-heard latency.
@MainActor
enum SoundBenchReport {
    static func report(_ app: AppUnderTest) throws {
        let given = ProcessInfo.processInfo.environment["PULSE_SERVER"].flatMap { $0.isEmpty ? nil : $0 }
        let own = given == nil ? try BenchSoundServer() : nil
        defer { own?.stop() }
        guard let server = given ?? own?.server else { throw BenchError("no sound server") }
        Report.line("sound server: " + (given == nil ? "a private pulseaudio with a null sink" : "PULSE_SERVER"))
        // 10 s windows: the process's CPU is counted in 10 ms ticks, 0.1 % of a core over such a window.
        let benchmark = SoundBenchmark(app: app, warmUp: 2, window: 10)
        let rounds = 3
        let cpu = try benchmark.cpu(server: server, rounds: rounds)
        let (on, off) = (Report.median(cpu.on), Report.median(cpu.off))
        // Equal medians give 0, not the -0.00 a subtraction can print.
        let above = on == off ? 0 : on - off
        let ratio = off > 0 ? Report.format(on / off, 2) + " ×" : "no ratio"
        Report.metric(
            "CPU of a 4-user session with sound on over off",
            "\(Report.format(above, 2)) % of a core (medians of \(rounds) rounds of \(Report.format(benchmark.window, 0)) s: "
                + "on \(Report.format(on, 2)) %, off \(Report.format(off, 2)) %; \(ratio)",
            target: "≤ 1 %", pass: above <= 1
        )
        let heard = try SoundBenchmark.latency(server: server, clicks: 8)
        guard !heard.isEmpty else { throw BenchError("no click was heard back from the null sink's monitor") }
        let delays = heard.sorted()
        let median = Report.median(delays)
        Report.metric(
            "mixed-to-heard latency (engine's block → null sink's monitor, \(delays.count) clicks)",
            "median \(Report.format(median, 0)) ms, max \(Report.format(delays.last ?? 0, 0)) ms "
                + "(in order: \(heard.map { Report.format($0, 0) }.joined(separator: ", ")); "
                + "playback buffer asked: \(SoundServerAccess.latencyMs) ms; includes the monitor's 5 ms reads)",
            target: "≤ 100 ms", pass: median <= 100
        )
    }
}
