/// One compressed video frame as an encoder hands it over (H.264 and HEVC in Annex B).
public struct MediaEncodedPacket: Equatable, Sendable {
    public let data: [UInt8]
    public let isKeyFrame: Bool
    /// When it is shown, from the start of the media.
    public let ptsMilliseconds: Int
}
