/// `AgoraSpatialAudioParams`, for `AgoraRtcMediaPlayerProtocol.setSpatialAudioParams(_:)`: each field left nil keeps
/// its current value (the SDK's optionals). The names are the SDK's, snake case included.
public struct AgoraSpatialAudioParams: Sendable, Equatable {
    /// 0–360°: 0 ahead, 90 left, 180 behind, 270 right.
    public var speaker_azimuth: Double?
    /// −90–90°.
    public var speaker_elevation: Double?
    /// 1–50 m.
    public var speaker_distance: Double?
    /// 0–180°.
    public var speaker_orientation: Int?
    /// Blurs the sound (default false).
    public var enable_blur: Bool?
    /// Air absorption of high frequencies over distance (default true).
    public var enable_air_absorb: Bool?
    /// 0–1, as the kit's attenuation coefficients.
    public var speaker_attenuation: Double?
    public var enable_doppler: Bool?

    public init() {}
}
