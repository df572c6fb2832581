import Foundation

/// Reads /proc to find the app inside the pane's shell and to watch its state.
enum ProcessTable {
    /// Pids whose parent is `parent` and whose command name is `name`.
    static func children(of parent: pid_t, named name: String) -> [pid_t] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { pid_t($0) }.filter { pid in
            guard let fields = statFields(pid) else { return false }
            return fields.name == name && fields.parent == parent
        }
    }

    /// The one-letter state from /proc/<pid>/stat (`S`, `R`, `T`, `Z`…), nil once the process is gone.
    static func state(_ pid: pid_t) -> Character? {
        statFields(pid)?.state
    }

    /// True while the pid exists and is not a zombie.
    static func isRunning(_ pid: pid_t) -> Bool {
        guard let state = state(pid) else { return false }
        return state != "Z" && state != "X"
    }

    private static func statFields(_ pid: pid_t) -> (name: String, state: Character, parent: pid_t)? {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/stat") else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        // "pid (comm) S ppid …"; comm may contain spaces or parentheses, so split at the last ')'.
        guard let open = text.firstIndex(of: "("), let close = text.lastIndex(of: ")") else { return nil }
        let name = String(text[text.index(after: open)..<close])
        let rest = text[text.index(after: close)...].split(separator: " ")
        guard rest.count > 1, let state = rest[0].first, let parent = pid_t(rest[1]) else { return nil }
        return (name, state, parent)
    }
}
