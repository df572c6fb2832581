import Foundation

/// The environment given to every child: only what is needed, so the caller's TERM, TMUX, LC_* cannot leak in.
enum TestEnvironment {
    static func base(_ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "LANG": "C.UTF-8",
        ]
        environment.merge(extra) { _, new in new }
        return environment
    }
}
