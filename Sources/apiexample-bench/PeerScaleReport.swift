/// `apiexample-bench peerscale [--baseline <other apiexample>]`: the scale curve of real peers (issue 34): 2, 4 and
/// 8 instances in one channel, over the local rendezvous and over a private NATS server; with a baseline, one real
/// peer's cost of this build and the other's, measured in alternation in this run.
@MainActor
enum PeerScaleReport {
    static let instanceCounts = [2, 4, 8]

    static func report(_ app: AppUnderTest, baseline: AppUnderTest?) throws {
        let benchmark = PeerScaleBenchmark(app: app, warmUp: 3, window: 10)
        Report.line(
            "real peers in one channel on this machine (JoinChannelVideo, 15 fps camera and sound each, "
                + "\(Report.format(benchmark.window, 0)) s window after \(Report.format(benchmark.warmUp, 0)) s warm-up; "
                + "N - 1 headless apps and one measuring engine in the benchmark; CPU is the apps', fps and delay what "
                + "the measuring engine received):"
        )
        Report.line("  transport  instances  CPU %/instance (mean, max)  received fps/sender (mean, min)  e2e delay p50  p99"
                    + "  wake-ups/s (messages/s)")
        let nats = try BenchNatsServer()
        defer { nats.stop() }
        var points: [PeerScaleBenchmark.Point] = []
        for transport in [PeerScaleBenchmark.Transport.local, .nats] {
            for instances in instanceCounts {
                let point = try benchmark.measure(transport, instances: instances, nats: nats)
                points.append(point)
                Report.line(
                    "  " + pad(transport.rawValue, 9) + pad(String(instances), 11)
                        + pad(Report.format(point.meanCPU, 2) + ", " + Report.format(point.maxCPU, 2), 28)
                        + pad(Report.format(point.meanFps, 1) + ", " + Report.format(point.minFps, 1), 33)
                        + pad(Report.format(point.delay(percentile: 0.5), 0) + " ms", 15)
                        + pad(Report.format(point.delay(percentile: 0.99), 0) + " ms", 8)
                        + pad(Report.format(point.wakeUpsPerSecond, 0) + " (" + Report.format(point.messagesPerSecond, 0) + ")", 25)
                )
            }
        }
        for point in points where point.instances == instanceCounts.last {
            Report.metric(
                "received fps per sender, \(point.instances) instances over \(point.transport.rawValue)",
                "min \(Report.format(point.minFps, 1)) of the 15 sent",
                target: "≥ 13.5", pass: point.minFps >= 13.5
            )
        }
        guard let baseline else { return }
        Report.line("baseline: \(baseline.displayPath)")
        let rounds = 3
        var ours: [Double] = [], theirs: [Double] = []
        for round in 0..<rounds {
            let order = round % 2 == 0 ? [(app, true), (baseline, false)] : [(baseline, false), (app, true)]
            for (subject, isApp) in order {
                let costs = try PeerBenchmark(app: subject, warmUp: 3, window: 10).sessionCosts(rounds: 1)
                let cost = Report.median(costs.peer) - Report.median(costs.alone)
                if isApp { ours.append(cost) } else { theirs.append(cost) }
            }
        }
        let (a, b) = (Report.median(ours), Report.median(theirs))
        Report.metric(
            "CPU per remote real peer at 15 fps with sound, app vs baseline (medians of \(rounds) alternating rounds)",
            "\(Report.format(a, 2)) % vs \(Report.format(b, 2)) % of a core (rounds: app "
                + ours.map { Report.format($0, 2) }.joined(separator: ", ") + "; baseline "
                + theirs.map { Report.format($0, 2) }.joined(separator: ", ") + ")",
            target: "≤ 1 %", pass: a <= 1
        )
    }

    /// Right-aligns `text` in `width` columns.
    private static func pad(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
}
