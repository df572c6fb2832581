import Foundation
import Glibc

/// A server the benchmark starts for itself (nats-server, pulseaudio), its standard streams on /dev/null, with the
/// scratch directory it runs in: stopped with SIGTERM and waited for, and the directory removed, once.
final class BenchDaemon {
    let directory: String
    private var pid: pid_t = 0

    /// Spawns `binary` with `arguments` (the program's name first) and nothing of this process's environment but
    /// `environment`; `directory` is already made and becomes the daemon's.
    init(_ binary: String, arguments: [String], environment: [String], directory: String) throws {
        self.directory = directory
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = CStringArray(arguments), envp = CStringArray(environment)
        defer {
            argv.free()
            envp.free()
        }
        let result = posix_spawn(&pid, binary, &actions, nil, argv.pointer, envp.pointer)
        guard result == 0 else {
            try? FileManager.default.removeItem(atPath: directory)
            throw BenchError("cannot start \((binary as NSString).lastPathComponent): \(String(cString: strerror(result)))")
        }
    }

    deinit { stop() }

    func stop() {
        guard pid > 0 else { return }
        kill(pid, SIGTERM)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        pid = 0
        try? FileManager.default.removeItem(atPath: directory)
    }
}
