/// `apiexample-bench compare --baseline <app> [--app <app>]`: the same figures for two builds of the app, measured
/// in one run and in alternation (first paint, the 4- and 16-user sessions, one real peer's cost), each given as the
/// app's over the baseline's. A refactor is judged by these ratios, not by absolute numbers from another moment of a
/// shared machine.
@MainActor
enum BaselineComparison {
    /// A change within this much of the baseline is noise on these machines.
    static let tolerance = 1.10

    static func report(app: AppUnderTest, baseline: AppUnderTest) throws {
        Report.line("baseline: \(baseline.displayPath)")
        let pairs = 10
        let paint = try PairedFirstPaint(a: app.menuFirstPaint, b: baseline.menuFirstPaint, pairs: pairs).measure()
        Report.metric(
            "first paint, app over baseline (\(pairs) paired runs)",
            "\(Report.format(paint.medianA, 1)) ms vs \(Report.format(paint.medianB, 1)) ms (medians), "
                + "\(Report.format(paint.ratio, 2)) ×",
            target: "≤ \(Report.format(tolerance, 2)) ×", pass: paint.ratio <= tolerance
        )
        let rounds = 3
        for users in [4, 16] {
            var ours: [Double] = [], theirs: [Double] = []
            for round in 0..<rounds {
                // Alternating which goes first, as the paired first paints do.
                let order = round % 2 == 0 ? [(app, true), (baseline, false)] : [(baseline, false), (app, true)]
                for (subject, isApp) in order {
                    let run = try SessionRun(app: subject, users: users, warmUp: 3, window: 10)
                        .run(label: "compare-\(isApp ? "app" : "baseline")-\(users)-\(round)")
                    if isApp { ours.append(percent(run)) } else { theirs.append(percent(run)) }
                }
            }
            compare("\(users)-user session CPU at 15 fps", ours, theirs, rounds: rounds)
        }
        func perPeer(_ subject: AppUnderTest) throws -> Double {
            let costs = try PeerBenchmark(app: subject, warmUp: 3, window: 10).sessionCosts(rounds: rounds)
            return Report.median(costs.peer) - Report.median(costs.alone)
        }
        let (peerApp, peerBaseline) = (try perPeer(app), try perPeer(baseline))
        // One peer costs a fraction of a per cent of a core: compared as a difference, since a ratio of two such small
        // numbers is mostly noise.
        Report.metric(
            "CPU per remote real peer, app vs baseline (medians of \(rounds) rounds)",
            "\(Report.format(peerApp, 2)) % vs \(Report.format(peerBaseline, 2)) % of a core",
            target: "≤ baseline + 0.25 %", pass: peerApp <= peerBaseline + 0.25
        )
    }

    private static func percent(_ run: SessionRun.Result) -> Double { run.windowCPUSeconds / run.windowSeconds * 100 }

    private static func compare(_ name: String, _ ours: [Double], _ theirs: [Double], rounds: Int) {
        let (a, b) = (Report.median(ours), Report.median(theirs))
        let ratio = b > 0 ? a / b : 0
        Report.metric(
            "\(name), app over baseline (medians of \(rounds) rounds)",
            "\(Report.format(a, 2)) % vs \(Report.format(b, 2)) % of a core, \(Report.format(ratio, 2)) ×",
            target: "≤ \(Report.format(tolerance, 2)) ×", pass: ratio <= tolerance
        )
    }
}
