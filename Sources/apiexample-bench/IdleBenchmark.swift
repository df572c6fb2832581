/// Context switches (every thread) and CPU time while the menu sits idle.
struct IdleBenchmark {
    struct Result {
        let seconds: Double
        let contextSwitches: Int
        let cpuSeconds: Double
        let threads: Int
    }

    let app: AppUnderTest
    let seconds: Double

    func measure() throws -> Result {
        let process = try app.launch()
        _ = try process.waitFor(AppUnderTest.menuTitle, timeout: 5)
        MonotonicClock.sleep(0.5)
        guard let switches = ProcStats.contextSwitches(process.pid), let cpu = ProcStats.cpuSeconds(process.pid) else {
            throw BenchError("cannot read /proc/\(process.pid)")
        }
        let start = MonotonicClock.now()
        MonotonicClock.sleep(seconds)
        guard let switchesAfter = ProcStats.contextSwitches(process.pid),
              let cpuAfter = ProcStats.cpuSeconds(process.pid)
        else { throw BenchError("the app went away while idle") }
        let elapsed = MonotonicClock.now() - start
        let threads = ProcStats.threadCount(process.pid)
        process.send("q")
        guard process.waitForExit(timeout: 5) == 0 else { throw BenchError("the app did not quit cleanly on q") }
        return Result(seconds: elapsed, contextSwitches: switchesAfter - switches, cpuSeconds: cpuAfter - cpu, threads: threads)
    }
}
