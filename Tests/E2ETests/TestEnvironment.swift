import Foundation

/// The environment given to every child: only what is needed, so the caller's TERM, TMUX, LC_* cannot leak in.
enum TestEnvironment {
    /// A fresh, empty config directory per child, so one test's remembered language cannot leak into the next.
    static func freshConfigHome() -> String {
        NSTemporaryDirectory() + "apiexample-e2e-config-" + UUID().uuidString
    }

    static func base(_ extra: [String: String] = [:]) -> [String: String] {
        let inherited = ProcessInfo.processInfo.environment
        var environment = [
            "PATH": inherited["PATH"] ?? "/usr/local/bin:/usr/bin:/bin",
            "HOME": inherited["HOME"] ?? "/tmp",
            "LANG": "C.UTF-8",
            // Never the user's own settings file: each test run gets a fresh config directory.
            "XDG_CONFIG_HOME": freshConfigHome(),
            // Nor the user's saved logs.
            "XDG_STATE_HOME": NSTemporaryDirectory() + "apiexample-e2e-state-" + UUID().uuidString,
            // Nor other instances: tests run in parallel, and one test's session must not meet another's. A test
            // that wants peers says so, with its own XDG_RUNTIME_DIR.
            "APIEXAMPLE_CLOUD": "off",
            // Nor the user's sound server: a test that wants sound starts its own and says so.
            "APIEXAMPLE_SOUND": "off",
        ]
        // Under `make test-tsan` and `make test-asan` the apps are sanitizer builds too: their reports go where that
        // run collects them, and they run with its settings (leak suppressions, no runtime backtracer).
        for name in ["TSAN_OPTIONS", "ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS", "SWIFT_BACKTRACE"] {
            if let options = inherited[name] { environment[name] = options }
        }
        environment.merge(extra) { _, new in new }
        return environment
    }
}
