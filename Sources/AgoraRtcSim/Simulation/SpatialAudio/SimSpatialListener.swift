/// Where the local user listens from: `updateSelfPosition`'s position and axes (kept as given; the model projects
/// on them, so their lengths are checked once, when they are set).
struct SimSpatialListener: Sendable, Equatable {
    var position = simd_float3(0, 0, 0)
    var forward = simd_float3(1, 0, 0)
    var right = simd_float3(0, 1, 0)
    var up = simd_float3(0, 0, 1)

    /// Axes the model can use: none of zero length, forward and right perpendicular (within float error).
    static func axesAreUsable(forward: simd_float3, right: simd_float3, up: simd_float3) -> Bool {
        let lengths = [forward, right, up].map { ($0 * $0).sum().squareRoot() }
        guard lengths.allSatisfy({ $0 > 1e-6 && $0.isFinite }) else { return false }
        return abs((forward * right).sum()) / (lengths[0] * lengths[1]) < 1e-3
    }
}
