import Glibc

/// The child currently under measurement, so Ctrl-C or SIGTERM on the benchmark never leaves an app running.
nonisolated(unsafe) private var guardedChild: pid_t = 0

enum ChildGuard {
    static func installSignalHandlers() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { received in
                if guardedChild > 0 { kill(guardedChild, SIGKILL) }
                _exit(128 + received)
            }
        }
    }

    static func watch(_ pid: pid_t) {
        guardedChild = pid
    }

    static func release(_ pid: pid_t) {
        if guardedChild == pid { guardedChild = 0 }
    }
}
