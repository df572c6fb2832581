import Foundation

/// The spatial model: what a listener hears of a source, from geometry alone (a pure function, so tests pin it).
///
/// The SDK does not publish its curves; this model keeps what it documents. Direction is the source's azimuth in the
/// listener's forward/right plane. Nothing is heard beyond the receive range. Within it the gain falls from 1 at the
/// listener to 0 at the range's edge as (1 − d/range)^(4·a) for the attenuation coefficient a: 0 broadcasts (no
/// fall-off), 0.5 (the default, "realistic") falls as a square, 1 ("strong") as a fourth power, and the weak
/// coefficients below 0.5 carry further. Zones: a source and a listener on different sides of a zone's walls use the
/// zone's coefficient (unless the source's is forced); in two different zones they do not hear each other.
enum SimSpatialModel {
    static func hear(_ source: SimSpatialSource, at position: simd_float3, by listener: SimSpatialListener,
                     zones: [SimSpatialZone], range: Double, unit: Double) -> SimSpatialHearing {
        let offset = position - listener.position
        let distance = Double((offset * offset).sum().squareRoot()) * unit
        let azimuth = azimuthOf(offset, listener)
        let sourceZone = zones.first { $0.contains(position) }
        let listenerZone = zones.first { $0.contains(listener.position) }
        var attenuation = source.attenuation
        var barrier = false
        switch (sourceZone, listenerZone) {
        case (let inside?, let other?) where inside.id != other.id:
            return SimSpatialHearing(azimuth: azimuth, distance: distance, gain: 0, attenuation: 1, behindBarrier: true)
        case (let zone?, nil), (nil, let zone?):
            if !source.forceSet {
                attenuation = zone.attenuation
                barrier = true
            }
        default:
            break
        }
        return SimSpatialHearing(azimuth: azimuth, distance: distance,
                                 gain: gain(distance: distance, range: range, attenuation: attenuation),
                                 attenuation: attenuation, behindBarrier: barrier)
    }

    /// (1 − d/range)^(4a) within the range, 0 beyond it.
    static func gain(distance: Double, range: Double, attenuation: Double) -> Double {
        guard range > 0, distance <= range else { return 0 }
        let a = min(1, max(0, attenuation))
        return pow(max(0, 1 - distance / range), 4 * a)
    }

    /// Degrees 0..<360 counter-clockwise from ahead (left is 90), as `speaker_azimuth` counts.
    static func azimuthOf(_ offset: simd_float3, _ listener: SimSpatialListener) -> Double {
        let ahead = Double((offset * unitVector(listener.forward)).sum())
        let right = Double((offset * unitVector(listener.right)).sum())
        guard abs(ahead) > 1e-9 || abs(right) > 1e-9 else { return 0 }
        let degrees = atan2(-right, ahead) * 180 / .pi
        let wrapped = degrees < 0 ? degrees + 360 : degrees
        return wrapped >= 360 ? 0 : wrapped
    }

    private static func unitVector(_ v: simd_float3) -> simd_float3 {
        let length = (v * v).sum().squareRoot()
        return length > 0 ? v / length : v
    }
}
