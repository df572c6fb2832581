import Glibc

/// A process started with `posix_spawn` and reaped with `waitpid`. Foundation's `Process` is not used on purpose:
/// tmux's daemonized server inherits the socket it watches for child exit, and `waitUntilExit()` then hangs.
final class ChildProcess {
    let pid: pid_t
    private(set) var status: ProcessStatus?

    init(
        path: String,
        arguments: [String],
        environment: [String: String],
        stdin: Redirection = .null,
        stdout: Redirection = .null,
        stderr: Redirection = .null
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        Self.add(stdin, as: 0, to: &actions)
        Self.add(stdout, as: 1, to: &actions)
        Self.add(stderr, as: 2, to: &actions)

        // Default dispositions and an empty mask, whatever the test runner has set up.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var none = sigset_t()
        sigemptyset(&none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.sorted { $0.key < $1.key }
            .map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var child: pid_t = 0
        let result = posix_spawn(&child, path, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw E2EFailure("posix_spawn \(path) failed: \(String(cString: strerror(result)))")
        }
        pid = child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
        }
    }

    /// Reaps the child if it has ended; nil while it still runs.
    func poll() -> ProcessStatus? {
        if let status { return status }
        var raw: Int32 = 0
        let result = waitpid(pid, &raw, WNOHANG)
        guard result == pid else { return nil }
        let ended = ProcessStatus(waitStatus: raw)
        status = ended
        return ended
    }

    /// Waits for the child to end; kills it and throws when it outlives `timeout` seconds.
    @discardableResult
    func wait(timeout: Double, what: String) throws -> ProcessStatus {
        do {
            return try Poll.until(what, timeout: timeout, probe: { poll() }, describe: { "pid \(pid) still running" })
        } catch {
            kill(pid, SIGKILL)
            var raw: Int32 = 0
            _ = waitpid(pid, &raw, 0)
            status = ProcessStatus(waitStatus: raw)
            throw error
        }
    }

    private static func add(_ redirection: Redirection, as target: Int32, to actions: inout posix_spawn_file_actions_t) {
        switch redirection {
        case .null:
            posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        case .file(let path):
            let flags = target == 0 ? O_RDONLY : (O_WRONLY | O_CREAT | O_TRUNC)
            posix_spawn_file_actions_addopen(&actions, target, path, flags, 0o644)
        case .descriptor(let descriptor):
            posix_spawn_file_actions_adddup2(&actions, descriptor, target)
        }
    }
}
