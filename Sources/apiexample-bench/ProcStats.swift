import Foundation

/// Per-process counters from /proc.
enum ProcStats {
    static let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))

    /// utime + stime of the whole process (all threads, living and exited), in seconds.
    static func cpuSeconds(_ pid: pid_t) -> Double? {
        guard let text = read("/proc/\(pid)/stat"), let close = text.lastIndex(of: ")") else { return nil }
        // After "pid (comm)": state is field 3, utime field 14, stime field 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / ticksPerSecond
    }

    /// Voluntary + non-voluntary context switches of every thread alive now, by thread id. Kept per thread because a
    /// thread that exits takes its counts with it: a plain sum over the living would drop them and could go down.
    static func contextSwitchesByThread(_ pid: pid_t) -> [String: Int]? {
        guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task") else { return nil }
        var counts: [String: Int] = [:]
        for task in tasks {
            guard let status = read("/proc/\(pid)/task/\(task)/status") else { continue }
            counts[task] = (value("voluntary_ctxt_switches", in: status) ?? 0)
                + (value("nonvoluntary_ctxt_switches", in: status) ?? 0)
        }
        return counts
    }

    static func threadCount(_ pid: pid_t) -> Int {
        (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task"))?.count ?? 0
    }

    /// Peak resident set size (VmHWM), in kB.
    static func peakResidentKB(_ pid: pid_t) -> Int? {
        read("/proc/\(pid)/status").flatMap { value("VmHWM", in: $0) }
    }

    private static func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func value(_ key: String, in status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(key + ":") {
            let digits = line.dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces).split(separator: " ").first
            return digits.flatMap { Int($0) }
        }
        return nil
    }
}
