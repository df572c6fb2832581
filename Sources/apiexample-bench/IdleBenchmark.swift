/// Context switches (every thread) and CPU time while the menu sits idle.
struct IdleBenchmark {
    struct Result {
        let seconds: Double
        /// Switches of the threads alive at the end since the first reading, plus one per thread that exited in
        /// between (its exit woke it; its last counts are gone with it).
        let contextSwitches: Int
        let exitedThreads: Int
        let cpuSeconds: Double
        let threads: Int
    }

    let app: AppUnderTest
    let seconds: Double

    func measure() throws -> Result {
        let process = try app.launch()
        _ = try process.waitFor(AppUnderTest.menuTitle, timeout: 5)
        MonotonicClock.sleep(0.5)
        guard let switches = ProcStats.contextSwitchesByThread(process.pid), let cpu = ProcStats.cpuSeconds(process.pid) else {
            throw BenchError("cannot read /proc/\(process.pid)")
        }
        let start = MonotonicClock.now()
        MonotonicClock.sleep(seconds)
        guard let switchesAfter = ProcStats.contextSwitchesByThread(process.pid),
              let cpuAfter = ProcStats.cpuSeconds(process.pid)
        else { throw BenchError("the app went away while idle") }
        let elapsed = MonotonicClock.now() - start
        let threads = ProcStats.threadCount(process.pid)
        process.send("q")
        guard process.waitForExit(timeout: 5) == 0 else { throw BenchError("the app did not quit cleanly on q") }
        let exited = switches.keys.filter { switchesAfter[$0] == nil }.count
        let grown = switchesAfter.reduce(0) { total, thread in total + thread.value - (switches[thread.key] ?? 0) }
        return Result(seconds: elapsed, contextSwitches: grown + exited, exitedThreads: exited, cpuSeconds: cpuAfter - cpu,
                      threads: threads)
    }
}
