import AgoraRtcSim

extension AgoraSimVideoFrame {
    /// The mean luma of the pixels where `include(x, y)` holds (all by default).
    public func meanLuma(where include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        var sum = 0, count = 0
        for y in 0..<lumaHeight {
            for x in 0..<lumaWidth where include(x, y) {
                sum += Int(lumaAt(x: x, y: y))
                count += 1
            }
        }
        return Double(sum) / Double(max(1, count))
    }

    /// The mean absolute difference between horizontal neighbours where `include` holds for both: noise and texture.
    public func lumaRoughness(where include: (Int, Int) -> Bool = { _, _ in true }) -> Double {
        var sum = 0, count = 0
        for y in 0..<lumaHeight {
            for x in 0..<(lumaWidth - 1) where include(x, y) && include(x + 1, y) {
                sum += abs(Int(lumaAt(x: x, y: y)) - Int(lumaAt(x: x + 1, y: y)))
                count += 1
            }
        }
        return Double(sum) / Double(max(1, count))
    }
}
