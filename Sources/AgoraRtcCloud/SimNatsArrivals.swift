import AgoraRtcSim
import Foundation

/// Messages decoded on libnats's thread and not yet taken by the member's queue (issue 34): only the first into an
/// empty list hops to the queue, and that hop takes all that gathered, so a burst costs one hop, not one each.
final class SimNatsArrivals: @unchecked Sendable {
    private let lock = NSLock()
    /// Guarded by `lock`.
    private var pending: [AgoraSimPeerMessage] = []

    /// Adds `message`; true when the list was empty, so the caller schedules the one hop that will take it.
    func post(_ message: AgoraSimPeerMessage) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        pending.append(message)
        return pending.count == 1
    }

    /// Everything posted so far, oldest first.
    func take() -> [AgoraSimPeerMessage] {
        lock.lock()
        defer { lock.unlock() }
        var taken: [AgoraSimPeerMessage] = []
        swap(&taken, &pending)
        return taken
    }
}
