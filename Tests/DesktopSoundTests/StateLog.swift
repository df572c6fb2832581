import DesktopSound
import Foundation

/// Every state a link told, with when (seconds since the log was made), for waiting on one in real time.
final class StateLog: @unchecked Sendable {
    private let condition = NSCondition()
    private let start = Date()
    private var entries: [(state: SoundLinkState, at: Double)] = []

    var states: [SoundLinkState] { condition.withLock { entries.map(\.state) } }

    func record(_ state: SoundLinkState) {
        condition.withLock {
            entries.append((state, Date().timeIntervalSince(start)))
            condition.broadcast()
        }
    }

    /// The first state after the `after`-th that matches, and when it came; nil when none came within `timeout`.
    func wait(for matches: (SoundLinkState) -> Bool, after: Int = 0, timeout: Double) -> (state: SoundLinkState, at: Double)? {
        let deadline = Date().addingTimeInterval(timeout)
        return condition.withLock {
            while true {
                if let found = entries.dropFirst(after).first(where: { matches($0.state) }) { return found }
                if !condition.wait(until: deadline) { return nil }
            }
        }
    }

    var count: Int { condition.withLock { entries.count } }
}

extension SoundLinkState {
    var isUnavailable: Bool { if case .unavailable = self { true } else { false } }
    var isLost: Bool { if case .lost = self { true } else { false } }
    var why: String? {
        switch self {
        case .unavailable(let why), .lost(let why): why
        case .connecting, .connected: nil
        }
    }
}
