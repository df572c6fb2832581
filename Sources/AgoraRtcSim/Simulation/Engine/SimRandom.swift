/// SplitMix64: tiny, fast, and identical on every platform, so a seed always replays the same session.
struct SimRandom: Sendable {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return SimRandom.mix(state)
    }

    /// Uniform in 0..<1.
    mutating func unit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let span = UInt64(range.upperBound - range.lowerBound) + 1
        return range.lowerBound + Int(next() % span)
    }

    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    mutating func chance(_ probability: Double) -> Bool {
        unit() < probability
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// Stateless noise for values that must depend only on their inputs (e.g. per-uid speech, frames).
    static func hash(_ a: UInt64, _ b: UInt64) -> UInt64 {
        mix(a &* 0xD6E8_FEB8_6659_FD93 ^ mix(b &+ 0x9E37_79B9_7F4A_7C15))
    }

    static func hashUnit(_ a: UInt64, _ b: UInt64) -> Double {
        Double(hash(a, b) >> 11) / Double(1 << 53)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
