import Synchronization

/// What the reader thread has seen on the pty master: a byte count and when each awaited marker first appeared.
final class PtyOutput: Sendable {
    private struct State {
        var bytes = 0
        var tail: [UInt8] = []
        var found: [String: Double] = [:]
        var closed = false
    }

    private let markers: [String]
    private let longest: Int
    private let state = Mutex(State())

    init(markers: [String]) {
        self.markers = markers
        longest = markers.map(\.utf8.count).max() ?? 0
    }

    var bytes: Int { state.withLock { $0.bytes } }

    /// True once the reader has seen EOF/EIO (the child and every holder of the slave are gone).
    var isClosed: Bool { state.withLock { $0.closed } }

    func markClosed() {
        state.withLock { $0.closed = true }
    }

    /// Only markers given at start are looked for: waiting on another would always time out.
    func watches(_ marker: String) -> Bool {
        markers.contains(marker)
    }

    /// The monotonic time at which `marker` was first read, if it has been.
    func foundAt(_ marker: String) -> Double? {
        state.withLock { $0.found[marker] }
    }

    /// Called by the reader thread with every chunk; markers split across chunks are still found.
    func append(_ chunk: ArraySlice<UInt8>, at time: Double) {
        state.withLock { state in
            state.bytes += chunk.count
            guard longest > 0, state.found.count < markers.count else { return }
            let window = state.tail + chunk
            for marker in markers where state.found[marker] == nil {
                if Self.contains(window, Array(marker.utf8)) { state.found[marker] = time }
            }
            state.tail = Array(window.suffix(longest - 1))
        }
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
