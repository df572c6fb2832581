/// What the simulated spatial renderer makes of one source, for the app to show (the SDK renders sound and shows
/// nothing; a terminal can neither play it nor let you hear the direction). Not part of the SDK's API.
public struct AgoraSimSpatialSource: Sendable, Equatable {
    public enum Kind: Sendable, Equatable, Hashable {
        case mediaPlayer(Int)
        case remoteUser(UInt)
    }

    public let kind: Kind
    /// Degrees 0..<360: 0 ahead, 90 left, 180 behind, 270 right.
    public let azimuth: Double
    /// Metres from the listener.
    public let distance: Double
    /// 0 (silent) … 1.
    public let gain: Double
    /// The attenuation coefficient that applied (the source's, or a zone's across its walls).
    public let attenuation: Double
    /// A zone's wall is between the source and the listener.
    public let behindBarrier: Bool
    /// The level heard now, 0…255: what the source sends (a player while playing, at its playout volume; a voice as
    /// it speaks) times the gain.
    public let level: Int
}
