import Foundation

/// The release `apiexample` next to this benchmark binary, and how to start it on a pty.
struct AppUnderTest {
    static let menuTitle = "APIExample - Agora RTC API examples"
    /// The menu's second section header: once it is on the pty, the first screenful of the menu is.
    static let menuPaintedMarker = "Advanced"
    static let entryMarker = "Channel name"
    static let localTileMarker = "Local Broadcaster"
    static let remoteTileMarker = "Remote"
    /// Enter walks the six JoinChannelVideo fields; the seventh press is on "[ Join ]".
    static let entersToJoin = 7
    /// ScreenShare: the system sheet's title, and the log line of its answer (the capture has started).
    static let screenSheetMarker = "Screen Broadcast"
    static let screenCapturingMarker = "screenCaptureSheet"
    /// VideoProcess: the local tile's note once the last effect (face shaping) is on, read from a whole-screen
    /// repaint. Not the call's log line: the remote users' first-frame callbacks can scroll it out of the log pane.
    static let everyEffectMarker = "Shape on"
    /// Where SwiftPM puts the resource bundle that holds the string tables, beside the binary.
    static let resourceBundleName = "APIExampleTerminal_APIExample.resources"

    let path: String

    /// `--app <path>` overrides the default, which is `apiexample` in the benchmark's own directory.
    static func locate(arguments: [String]) throws -> AppUnderTest {
        if let flag = arguments.firstIndex(of: "--app"), flag + 1 < arguments.count {
            return AppUnderTest(path: arguments[flag + 1])
        }
        let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let candidate = me.deletingLastPathComponent().appendingPathComponent("apiexample").path
        guard FileManager.default.isExecutableFile(atPath: candidate) else {
            throw BenchError("no apiexample next to this benchmark; build it with `swift build -c release --product apiexample`")
        }
        return AppUnderTest(path: candidate)
    }

    /// The path as the README shows it: relative to the package that holds the binary, so a report never carries
    /// the machine's directory layout. A binary outside any package is named by its file name only.
    var displayPath: String {
        let binary = URL(fileURLWithPath: path).resolvingSymlinksInPath().standardizedFileURL
        var directory = binary.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
                return String(binary.path.dropFirst(directory.path.count + 1))
            }
            directory = directory.deletingLastPathComponent()
        }
        return binary.lastPathComponent + " (outside a package)"
    }

    /// `remoteUsers` is written to a scratch settings file (`global.remoteUserCount`); nil keeps the default.
    /// `cloudRuntime`: meet the other instances that use that directory as their `XDG_RUNTIME_DIR` (and only them).
    func environment(statsFile: String? = nil, remoteUsers: Int? = nil, cloudRuntime: String? = nil) throws -> [String: String] {
        var environment = Self.terminalEnvironment()
        if let statsFile { environment["APIEXAMPLE_STATS_FILE"] = statsFile }
        // A fresh settings and state directory per run: never the user's own, and no remembered case or language.
        let scratch = NSTemporaryDirectory() + "apiexample-bench-" + UUID().uuidString
        environment["XDG_CONFIG_HOME"] = scratch + "/config"
        environment["XDG_STATE_HOME"] = scratch + "/state"
        // Measured alone: a session must not meet another instance running on the machine.
        environment["APIEXAMPLE_CLOUD"] = "off"
        // And silent: the sound benchmark turns it on against a server of its own.
        environment["APIEXAMPLE_SOUND"] = "off"
        if let cloudRuntime {
            environment["APIEXAMPLE_CLOUD"] = "local"
            environment["XDG_RUNTIME_DIR"] = cloudRuntime
        }
        if let remoteUsers {
            let directory = scratch + "/config/apiexample"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let json = "{\"global\": {\"remoteUserCount\": \(remoteUsers), \"frameRate\": 15}}\n"
            guard FileManager.default.createFile(atPath: directory + "/settings.json", contents: Data(json.utf8)) else {
                throw BenchError("cannot write a scratch settings file")
            }
        }
        return environment
    }

    /// What every program under measurement gets, the app and `dialog` alike.
    static func terminalEnvironment() -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        return [
            "PATH": inherited["PATH"] ?? "/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "TERM": "xterm-256color",
            "LANG": "C.UTF-8",
        ]
    }

    /// `arguments` e.g. `["--case", "JoinChannelVideo"]` to open a case's Entry form at once.
    func launch(_ arguments: [String] = [], statsFile: String? = nil, remoteUsers: Int? = nil,
                cloudRuntime: String? = nil) throws -> PtyProcess {
        let markers = [Self.menuTitle, Self.menuPaintedMarker, Self.entryMarker, Self.localTileMarker, Self.remoteTileMarker,
                       Self.screenSheetMarker, Self.screenCapturingMarker, Self.everyEffectMarker]
        let environment = try environment(statsFile: statsFile, remoteUsers: remoteUsers, cloudRuntime: cloudRuntime)
        return try PtyProcess(path: path, arguments: arguments, environment: environment, markers: markers)
    }

    /// The menu's first paint as a subject for paired timing; quits with `q`.
    var menuFirstPaint: FirstPaintSubject {
        FirstPaintSubject(path: path, arguments: [], marker: Self.menuPaintedMarker, quitKeys: "q") {
            try environment()
        }
    }
}
