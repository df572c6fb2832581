/// A sound insulation area (`setZones`): a box around `position` along its own three axes.
struct SimSpatialZone: Sendable, Equatable {
    let id: Int
    let position: simd_float3
    let axes: [simd_float3]
    /// Half the side along each axis.
    let halfLengths: [Float]
    let attenuation: Double

    init(_ zone: AgoraSpatialAudioZone) {
        id = zone.zoneSetId
        position = zone.position
        axes = [zone.forward, zone.right, zone.up].map { axis in
            let length = (axis * axis).sum().squareRoot()
            return length > 0 ? axis / length : axis
        }
        halfLengths = [zone.forwardLength, zone.rightLength, zone.upLength].map { $0 / 2 }
        attenuation = Double(zone.audioAttenuation)
    }

    /// Sides must be positive and the coefficient within 0…1; axes must have a length.
    static func isValid(_ zone: AgoraSpatialAudioZone) -> Bool {
        let sides = [zone.forwardLength, zone.rightLength, zone.upLength]
        let axes = [zone.forward, zone.right, zone.up]
        return sides.allSatisfy { $0 > 0 && $0.isFinite } && axes.allSatisfy { ($0 * $0).sum() > 1e-12 }
            && (0...1).contains(zone.audioAttenuation)
    }

    /// Inside or on a wall.
    func contains(_ point: simd_float3) -> Bool {
        let offset = point - position
        return zip(axes, halfLengths).allSatisfy { axis, half in abs((offset * axis).sum()) <= half }
    }
}
