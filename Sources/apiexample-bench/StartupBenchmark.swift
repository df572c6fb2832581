/// Spawn → first time the menu title is read from the pty, over several runs.
struct StartupBenchmark {
    let app: AppUnderTest
    let runs: Int

    /// Milliseconds per run.
    func measure() throws -> [Double] {
        var samples: [Double] = []
        for _ in 0..<runs {
            let process = try app.launch()
            let painted = try process.waitFor(AppUnderTest.menuTitle, timeout: 5)
            samples.append((painted - process.startedAt) * 1000)
            process.send("q")
            guard process.waitForExit(timeout: 5) == 0 else { throw BenchError("the app did not quit cleanly on q") }
        }
        return samples
    }
}
