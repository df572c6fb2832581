import APIExample
import Foundation

/// Saves log lines as plain text under `$XDG_STATE_HOME/apiexample/logs/` (`~/.local/state/…` when unset):
/// one file per save, named after the case and the time, never overwriting another. Each line is the
/// timestamp, the kind and the English text; entries are already redacted, and nothing else is written.
public struct LogFileWriter: Sendable {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    public init(environment: EnvironmentVariables) {
        self.init(directory: XDGBaseDirectory.state.appDirectory(environment: environment).appendingPathComponent("logs"))
    }

    /// Writes the file and says where, or why not, in the terms the viewer shows.
    public func save(_ export: LogExport, at date: Date = Date(), timeZone: TimeZone = .current) -> LogSaveOutcome {
        do {
            let url = try write(export, at: date, timeZone: timeZone)
            return .saved(path: url.path, lines: export.entries.count, filtered: export.isFiltered)
        } catch let error as LogFileWriterError {
            return .failed(path: error.path, reason: error.reason)
        } catch {
            return .failed(path: directory.path, reason: String(describing: error))
        }
    }

    public func write(_ export: LogExport, at date: Date, timeZone: TimeZone = .current) throws -> URL {
        try Self.makeDirectory(directory)
        let data = Data(Self.contents(export, savedAt: date, timeZone: timeZone).utf8)
        let stem = Self.safeName(export.caseId) + "-" + Self.stamp(date, "yyyyMMdd-HHmmss", timeZone)
        for attempt in 1...100 {
            let url = directory.appendingPathComponent(stem + (attempt == 1 ? "" : "-\(attempt)") + ".log")
            // O_EXCL: a second save in the same second gets its own name instead of replacing the first.
            let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
            if fd < 0 && errno == EEXIST { continue }
            guard fd >= 0 else { throw LogFileWriterError(path: url.path, code: errno) }
            let written = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            let code = errno
            close(fd)
            guard written == data.count else {
                unlink(url.path)
                throw LogFileWriterError(path: url.path, code: code)
            }
            return url
        }
        throw LogFileWriterError(path: directory.appendingPathComponent(stem + ".log").path, code: EEXIST)
    }

    /// Like `mkdir -p` with mode 0700, keeping the errno of the step that failed.
    private static func makeDirectory(_ url: URL) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) {
            if isDirectory.boolValue { return }
            throw LogFileWriterError(path: url.path, code: ENOTDIR)
        }
        try makeDirectory(url.deletingLastPathComponent())
        if mkdir(url.path, 0o700) != 0 && errno != EEXIST {
            throw LogFileWriterError(path: url.path, code: errno)
        }
    }

    /// A short header (case, time, which lines), then one line per entry.
    static func contents(_ export: LogExport, savedAt date: Date, timeZone: TimeZone) -> String {
        var lines = ["# APIExample log: \(export.caseId) (simulated engine)",
                     "# saved: " + stamp(date, "yyyy-MM-dd HH:mm:ss Z", timeZone)]
        if let filter = export.filter, export.isFiltered {
            let kinds = LogFilter.kinds.filter(filter.shows).map(\.rawValue).joined(separator: ", ")
            let periodic = filter.showPeriodic ? "periodic reports shown" : "periodic reports hidden"
            lines.append("# lines: \(export.entries.count) of \(export.total), filtered (kinds: \(kinds); \(periodic))")
        } else {
            lines.append("# lines: all \(export.entries.count)")
        }
        if export.dropped > 0 {
            lines.append("# \(export.dropped) older lines had already been dropped (the log keeps the newest lines only)")
        }
        lines.append("")
        // The same line shape as `apiexample run`, so one parser reads both.
        for entry in export.entries {
            lines.append(entry.timestamp + "  " + entry.kind.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0) + entry.text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Case ids are plain already; anything else becomes `_` so a name can never leave the directory.
    static func safeName(_ caseId: String) -> String {
        let kept = caseId.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" }
        return kept.isEmpty ? "log" : String(kept)
    }

    private static func stamp(_ date: Date, _ format: String, _ timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = timeZone
        formatter.dateFormat = format
        return formatter.string(from: date)
    }
}
