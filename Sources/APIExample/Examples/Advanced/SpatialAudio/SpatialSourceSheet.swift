/// One sound source's sheet in the original (tap a source): its switches and attenuation, kept per source.
struct SpatialSourceSheet: Equatable, Sendable {
    var muted = false
    var blur = false
    var airAbsorb = false
    /// Percent of the 0…1 coefficient; the original's sliders start at 0.2.
    var attenuationPercent = 20
}
