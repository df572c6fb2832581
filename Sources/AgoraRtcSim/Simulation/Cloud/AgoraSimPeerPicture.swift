/// A picture on the wire: I420 planes at a small raster (what a tile draws), with the stream's nominal size.
public struct AgoraSimPeerPicture: Sendable, Equatable {
    public var uid: UInt32
    public var width: Int
    public var height: Int
    public var lumaWidth: Int
    public var lumaHeight: Int
    /// Y, then U, then V (each chroma plane at half resolution, rounded up).
    public var planes: [UInt8]
    /// The sender's clock, ms.
    public var timestampMs: UInt64
    /// Counts the pictures of one connection from 1, so the receiver sees what was lost on the way.
    public var sequence: UInt32
    /// When it was sent, Unix ms: the receiver's wall clock minus this is the delay end to end, across processes.
    public var sentAtMs: UInt64

    public init(uid: UInt32, width: Int, height: Int, lumaWidth: Int, lumaHeight: Int, planes: [UInt8], timestampMs: UInt64,
                sequence: UInt32 = 0, sentAtMs: UInt64 = 0) {
        self.uid = uid
        self.width = width
        self.height = height
        self.lumaWidth = lumaWidth
        self.lumaHeight = lumaHeight
        self.planes = planes
        self.timestampMs = timestampMs
        self.sequence = sequence
        self.sentAtMs = sentAtMs
    }

    public static func planeBytes(lumaWidth: Int, lumaHeight: Int) -> Int {
        lumaWidth * lumaHeight + 2 * ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
    }
}
