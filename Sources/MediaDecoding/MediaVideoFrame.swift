/// A decoded video frame as I420 (BT.601, video range, as FFmpeg converts it) at the size it was asked for.
public struct MediaVideoFrame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public let y: [UInt8]
    /// (width+1)/2 × (height+1)/2 each.
    public let u: [UInt8]
    public let v: [UInt8]
    /// When it is shown, from the start of the media.
    public let ptsMilliseconds: Int
}
