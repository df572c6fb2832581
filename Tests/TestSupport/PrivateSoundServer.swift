import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A PulseAudio daemon of the test's own (Debian's pulseaudio, installed by .ci/setup.sh), in a scratch runtime
/// directory with its own home: it reads no user configuration (`-n`, and a script written here) and never meets the
/// machine's own daemon. Its default output is a null sink `out`, recorded through `out.monitor`; its default input is
/// the monitor of a second null sink `mic`, so whatever is played into `mic` is what a client "hears in the
/// microphone". Anonymous clients on its own socket; `server` is what libpulse is given. It can be stopped and started
/// again on the same socket, as a sound server that goes away mid-session and comes back.
public final class PrivateSoundServer: @unchecked Sendable {
    public struct Missing: Error, CustomStringConvertible {
        public let tool: String
        public var description: String {
            "\(tool) is not installed (Debian packages pulseaudio and pulseaudio-utils; .ci/setup.sh installs them)"
        }
    }

    public static let rate = 48_000

    public let scratch: ScratchDirectory
    private let lock = NSLock()
    private var daemon: pid_t?
    private var players: [pid_t] = []

    /// The libpulse server string of this daemon.
    public var server: String { "unix:" + socketPath }

    var socketPath: String { scratch.file("run/native") }

    /// Whether pulseaudio, parec and pacat are all on PATH (a test's `.enabled(if:)`).
    public static var isAvailable: Bool { missingTool == nil }

    static var missingTool: String? {
        ["pulseaudio", "parec", "pacat", "pactl"].first { tool(named: $0) == nil }
    }

    /// Starts a daemon and waits until it accepts clients. Throws `Missing` (one line) where the tools are absent.
    public static func start() throws -> PrivateSoundServer {
        if let missing = missingTool { throw Missing(tool: missing) }
        PulseClientCookie.keepAwayFromUserConfig()
        let server = try PrivateSoundServer()
        try server.launch()
        return server
    }

    private init() throws {
        // A short prefix: the socket's path must fit in sun_path.
        scratch = try ScratchDirectory(prefix: "pa")
        for directory in ["run", "home"] {
            try FileManager.default.createDirectory(atPath: scratch.file(directory), withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        let script = """
            load-module module-null-sink sink_name=out rate=48000 format=s16le channels=2
            load-module module-null-sink sink_name=mic rate=48000 format=s16le channels=2
            set-default-sink out
            set-default-source mic.monitor
            load-module module-native-protocol-unix socket=\(socketPath) auth-anonymous=1

            """
        try script.write(toFile: scratch.file("server.pa"), atomically: true, encoding: .utf8)
    }

    deinit {
        stop()
        scratch.remove()
    }

    /// Starts the daemon again on the same socket after `stop()`, and waits until it accepts clients.
    public func restart() throws {
        stop()
        try launch()
    }

    /// Kills the daemon (SIGKILL, as a crash: clients see their connection drop) and every player it had.
    public func stop() {
        let (daemon, players) = lock.withLock {
            defer {
                self.daemon = nil
                self.players = []
            }
            return (self.daemon, self.players)
        }
        for pid in players + [daemon].compactMap({ $0 }) {
            Glibc.kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
    }

    /// Plays interleaved stereo 48 kHz samples into the null sink `mic`, whose monitor is the default input: returns
    /// at once, the sound follows in real time.
    public func playIntoMicrophone(_ samples: [Int16]) throws {
        let file = scratch.file("mic-\(UUID().uuidString).raw")
        try samples.withUnsafeBufferPointer { Data(buffer: $0) }.write(to: URL(fileURLWithPath: file))
        let pid = try spawn("pacat", ["--device=mic", "--raw", "--format=s16le", "--rate=48000", "--channels=2",
                                      "--latency-msec=20", file], output: "/dev/null")
        lock.withLock { players.append(pid) }
    }

    /// Starts recording the default output's monitor (`out.monitor`): 48 kHz s16le stereo.
    public func startRecording() throws -> SoundRecorder {
        let file = scratch.file("out-\(UUID().uuidString).raw")
        let pid = try spawn("parec", ["--device=out.monitor", "--raw", "--format=s16le", "--rate=48000", "--channels=2",
                                      "--latency-msec=10"], output: file)
        return SoundRecorder(pid: pid, file: file)
    }

    /// Records the default output for `seconds` (blocking) and returns what was heard.
    public func record(seconds: Double) throws -> [Int16] {
        let recorder = try startRecording()
        usleep(UInt32(seconds * 1_000_000))
        return recorder.stop()
    }

    /// Runs pactl against this daemon (`set-default-source out.monitor`, say) and waits for it.
    public func pactl(_ arguments: [String]) throws {
        let pid = try spawn("pactl", arguments, output: "/dev/null")
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        guard status == 0 else { throw ScratchError("pactl \(arguments.joined(separator: " ")) failed") }
    }

    private func launch() throws {
        let pid = try spawn("pulseaudio", ["-n", "-F", scratch.file("server.pa"), "--daemonize=no", "--use-pid-file=no",
                                           "--exit-idle-time=-1", "--disable-shm=yes", "--realtime=no",
                                           "--high-priority=no", "--log-target=stderr", "--system=no"],
                            output: "/dev/null", errors: scratch.file("server.log"))
        lock.withLock { daemon = pid }
        for _ in 0..<400 {
            if Self.accepts(socketPath) { return }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid {
                lock.withLock { daemon = nil }
                throw ScratchError("pulseaudio exited: \(lastLogLine())")
            }
            usleep(10_000)
        }
        throw ScratchError("pulseaudio did not listen within 4 s: \(lastLogLine())")
    }

    private func lastLogLine() -> String {
        scratch.read("server.log")?.split(separator: "\n").last.map(String.init) ?? ""
    }

    // Every child sees only this daemon: its own home and runtime directory, so neither it nor a client tool reads or
    // writes the user's configuration or cookie.
    private func spawn(_ tool: String, _ arguments: [String], output: String, errors: String = "/dev/null") throws -> pid_t {
        guard let binary = Self.tool(named: tool) else { throw Missing(tool: tool) }
        let environment = ["HOME=" + scratch.file("home"), "XDG_RUNTIME_DIR=" + scratch.file("run"),
                           "XDG_CONFIG_HOME=" + scratch.file("home/.config"), "PULSE_SERVER=" + server,
                           "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"), "LANG=C"]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_APPEND, 0o600)
        let argv: [UnsafeMutablePointer<CChar>?] = ([binary] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let result = posix_spawn(&child, binary, &actions, nil, argv, envp)
        guard result == 0 else { throw ScratchError("posix_spawn \(tool) failed: \(String(cString: strerror(result)))") }
        return child
    }

    static func tool(named name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    static func accepts(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard path.utf8.count < capacity else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: path.utf8)
        }
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        } == 0
    }
}
