import Foundation
import Glibc

/// A PulseAudio daemon of the benchmark's own, in a scratch runtime directory (it never meets the machine's daemon):
/// a null sink `out` as the default output, whose monitor is the default input, so a client that records hears what
/// was played. `server` is the libpulse server string. Started only when PULSE_SERVER is not given.
final class BenchSoundServer {
    private let daemon: BenchDaemon

    var directory: String { daemon.directory }
    var server: String { "unix:" + directory + "/run/native" }

    init() throws {
        guard let binary = Self.tool("pulseaudio") else {
            throw BenchError("pulseaudio is not installed (Debian's pulseaudio; or give PULSE_SERVER)")
        }
        let directory = NSTemporaryDirectory() + "bench-pa-" + String(UUID().uuidString.prefix(8))
        for sub in ["run", "home"] {
            try FileManager.default.createDirectory(atPath: directory + "/" + sub, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        }
        let script = """
            load-module module-null-sink sink_name=out rate=48000 format=s16le channels=2
            set-default-sink out
            set-default-source out.monitor
            load-module module-native-protocol-unix socket=\(directory)/run/native auth-anonymous=1

            """
        try script.write(toFile: directory + "/server.pa", atomically: true, encoding: .utf8)
        // Shared memory on, as a desktop's server has it: the sound then travels through a shared ring with a wake-up
        // per request, where without it every request costs the client two socket writes and the server's answers.
        let arguments = [binary, "-n", "-F", directory + "/server.pa", "--daemonize=no", "--use-pid-file=no",
                         "--exit-idle-time=-1", "--realtime=no", "--high-priority=no", "--system=no"]
        let environment = ["HOME=\(directory)/home", "XDG_RUNTIME_DIR=\(directory)/run", "XDG_CONFIG_HOME=\(directory)/home",
                           "PATH=" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")]
        daemon = try BenchDaemon(binary, arguments: arguments, environment: environment, directory: directory)
        let deadline = MonotonicClock.now() + 5
        while !FileManager.default.fileExists(atPath: directory + "/run/native") {
            guard MonotonicClock.now() < deadline else {
                daemon.stop()
                throw BenchError("the private pulseaudio did not listen within 5 s")
            }
            MonotonicClock.sleep(0.01)
        }
        MonotonicClock.sleep(0.2)
    }

    func stop() { daemon.stop() }

    private static func tool(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }
}
