/// The echo test's sound: each 10 ms block the microphone captured comes back an interval later, as the SDK's
/// server returns it. A ring of the interval's blocks (the captured arrays are kept, not copied).
struct SimEchoAudio: Sendable {
    private var blocks: [[Float]]
    private var next = 0
    private var filled = 0

    init(intervalSeconds: Int) {
        blocks = Array(repeating: [], count: max(1, intervalSeconds * 100))
    }

    /// Keeps `captured`; the block captured an interval ago (nil until the first interval has passed).
    mutating func pass(_ captured: [Float]) -> [Float]? {
        let returned = filled == blocks.count ? blocks[next] : nil
        blocks[next] = captured
        next = (next + 1) % blocks.count
        filled = min(filled + 1, blocks.count)
        return returned
    }
}
