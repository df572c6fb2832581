/// Two instances in one channel (issue 18): frame latency end to end, and what one real peer costs a session.
@MainActor
enum PeerReport {
    static let frameInterval = 1000.0 / 15

    static func report(_ app: AppUnderTest) throws {
        let benchmark = PeerBenchmark(app: app, warmUp: 3, window: 10)
        Report.line("two instances, one channel (local rendezvous, 15 fps camera, \(Report.format(benchmark.window, 0)) s windows):")
        let delays = try benchmark.latency().map(Double.init).sorted()
        guard !delays.isEmpty else { throw BenchError("no frame arrived in the latency window") }
        let median = Report.median(delays)
        let p99 = delays[min(delays.count - 1, Int((Double(delays.count) * 0.99).rounded(.up)) - 1)]
        Report.metric(
            "end-to-end frame latency (headless run → receiver, \(delays.count) frames)",
            "median \(Report.format(median, 0)) ms, p99 \(Report.format(p99, 0)) ms, max \(Report.format(delays.last ?? 0, 0)) ms "
                + "(whole ms, as the pictures carry their send time); "
                + "median \(Report.format(median / frameInterval, 2)) × the \(Report.format(frameInterval, 1)) ms frame interval",
            target: "median ≤ 1 frame interval", pass: median <= frameInterval
        )
        let rounds = 3
        let costs = try benchmark.sessionCosts(rounds: rounds)
        let (alone, peer, simulated) = (Report.median(costs.alone), Report.median(costs.peer), Report.median(costs.simulated))
        let perPeer = peer - alone
        // Equal medians give 0, not the -0.00 a subtraction can print.
        let perSimulated = simulated == alone ? 0 : simulated - alone
        // A window's CPU is read to 0.1 % of a core: below that a simulated user's cost is noise, not a divisor.
        let ratio = perSimulated >= 0.1 ? Report.format(perPeer / perSimulated, 2) + " × that"
            : "no ratio (not measurably above the session alone)"
        Report.metric(
            "CPU per remote real peer at 15 fps",
            "\(Report.format(perPeer, 2)) % of a core (medians of \(rounds) rounds: session with the peer \(Report.format(peer, 2)) %, "
                + "alone \(Report.format(alone, 2)) %); one simulated user instead: \(Report.format(perSimulated, 2)) %, \(ratio)",
            target: "≤ 1 %", pass: perPeer <= 1
        )
    }
}
