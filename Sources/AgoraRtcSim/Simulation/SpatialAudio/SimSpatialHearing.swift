/// How the listener hears one source: its direction, its distance and the gain the spatial model gives it.
struct SimSpatialHearing: Sendable, Equatable {
    /// Degrees 0..<360 in the SDK's sense: 0 ahead, 90 left, 180 behind, 270 right.
    let azimuth: Double
    /// Metres (world units × the distance unit).
    let distance: Double
    /// 0 (silent) … 1 (as sent).
    let gain: Double
    /// The coefficient that applied: the source's own, or a zone's across its walls.
    let attenuation: Double
    /// A zone wall stands between source and listener (without `forceSet`).
    let behindBarrier: Bool

    static let silent = SimSpatialHearing(azimuth: 0, distance: 0, gain: 0, attenuation: 0, behindBarrier: false)
}
