import Foundation

/// The release `apiexample` next to this benchmark binary, and how to start it on a pty.
struct AppUnderTest {
    static let menuTitle = "APIExample - Agora RTC API examples"
    static let entryMarker = "Channel name"
    static let sessionMarkers = ["Local Broadcaster", "Remote"]
    /// Enter walks the six JoinChannelVideo fields; the seventh press is on "[ Join ]".
    static let entersToJoin = 7

    let path: String

    /// `--app <path>` overrides the default, which is `apiexample` in the benchmark's own directory.
    static func locate(arguments: [String]) throws -> AppUnderTest {
        if let flag = arguments.firstIndex(of: "--app"), flag + 1 < arguments.count {
            return AppUnderTest(path: arguments[flag + 1])
        }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = me.deletingLastPathComponent().appendingPathComponent("apiexample").path
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw BenchError("no apiexample next to \(me.path); build it with `swift build -c release --product apiexample`")
        }
        return AppUnderTest(path: candidate)
    }

    func environment(statsFile: String? = nil) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        ]
        if let statsFile { environment["APIEXAMPLE_STATS_FILE"] = statsFile }
        // A fresh settings and state directory per run: never the user's own, and no remembered case or language.
        let scratch = NSTemporaryDirectory() + "apiexample-bench-" + UUID().uuidString
        environment["XDG_CONFIG_HOME"] = scratch + "/config"
        environment["XDG_STATE_HOME"] = scratch + "/state"
        return environment
    }

    /// `arguments` e.g. `["--case", "JoinChannelVideo"]` to open a case's Entry form at once.
    func launch(_ arguments: [String] = [], statsFile: String? = nil) throws -> PtyProcess {
        let markers = [Self.menuTitle, Self.entryMarker] + Self.sessionMarkers
        return try PtyProcess(path: path, arguments: arguments, environment: environment(statsFile: statsFile), markers: markers)
    }
}
