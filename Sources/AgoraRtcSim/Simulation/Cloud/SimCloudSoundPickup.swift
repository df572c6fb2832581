/// Whether the engine's audio loop takes the cloud inboxes' sound itself (issue 34 item 16). While the loop wakes at
/// least once a frame (40 ms), it takes every connection's inbox before its blocks, so sound that can wait needs no
/// wake-up of its own: the profile of a session with one real peer showed each held wake-up (a timer armed through
/// the dispatch manager thread, then a worker woken) costing more than the frames it took. An inbox whose sound is
/// left to the loop is remembered here; when the loop stops taking, each such inbox is woken as before.
final class SimCloudSoundPickup: Sendable {
    private struct State {
        var taking = false
        /// Wake-ups owed to inboxes whose sound waits for the loop.
        var parked: [@Sendable () -> Void] = []
    }

    private let state = SimLocked(State())

    /// Called with the inbox's own lock held: true when the loop will take its sound (and `wake` is kept for when
    /// it stops taking), false when the inbox must wake the engine itself.
    func park(_ wake: @escaping @Sendable () -> Void) -> Bool {
        state.withLock { state in
            guard state.taking else { return false }
            state.parked.append(wake)
            return true
        }
    }

    /// The loop takes every inbox now: what was parked is being taken.
    func loopTakes() {
        state.withLock { state in
            state.taking = true
            state.parked.removeAll(keepingCapacity: true)
        }
    }

    /// The loop stops taking (it stopped, or wakes less often than a frame): every parked inbox is woken.
    func loopStopsTaking() {
        let parked = state.withLock { state in
            state.taking = false
            defer { state.parked = [] }
            return state.parked
        }
        for wake in parked { wake() }
    }
}
