/// `AgoraSpatialAudioZone`: a sound insulation area, a box centred on `position` with its own axes and side
/// lengths. A source and a listener on different sides of its walls hear each other with `audioAttenuation`
/// (0 broadcast … 0.5 realistic … 1 strong) instead of the source's own coefficient.
public final class AgoraSpatialAudioZone: @unchecked Sendable {
    public var zoneSetId = 0
    public var position = simd_float3(0, 0, 0)
    public var forward = simd_float3(1, 0, 0)
    public var right = simd_float3(0, 1, 0)
    public var up = simd_float3(0, 0, 1)
    public var forwardLength: Float = 0
    public var rightLength: Float = 0
    public var upLength: Float = 0
    public var audioAttenuation: Float = 1

    public init() {}
}
