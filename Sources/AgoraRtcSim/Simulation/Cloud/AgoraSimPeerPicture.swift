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
    /// The picture's alpha at the raster (`encodeAlpha`), or nil for an opaque picture.
    public var alpha: [UInt8]?
    /// The sender's `setDualStreamMode` and the smaller streams this picture belongs to (empty: the main stream
    /// only, as a sender without simulcast sends).
    public var lowStreamMode: AgoraSimulcastStreamMode
    public var layers: [AgoraSimPeerPictureLayer]

    public init(uid: UInt32, width: Int, height: Int, lumaWidth: Int, lumaHeight: Int, planes: [UInt8], timestampMs: UInt64,
                sequence: UInt32 = 0, sentAtMs: UInt64 = 0, alpha: [UInt8]? = nil,
                lowStreamMode: AgoraSimulcastStreamMode = .disableSimulcastStream, layers: [AgoraSimPeerPictureLayer] = []) {
        self.uid = uid
        self.width = width
        self.height = height
        self.lumaWidth = lumaWidth
        self.lumaHeight = lumaHeight
        self.planes = planes
        self.timestampMs = timestampMs
        self.sequence = sequence
        self.sentAtMs = sentAtMs
        self.alpha = alpha
        self.lowStreamMode = lowStreamMode
        self.layers = layers
    }

    /// Whether the picture says more than its planes: its alpha, or the streams of a simulcasting sender (what older
    /// receivers cannot read, so a plain picture never carries it).
    public var hasExtras: Bool { alpha != nil || lowStreamMode != .disableSimulcastStream || !layers.isEmpty }

    public static func planeBytes(lumaWidth: Int, lumaHeight: Int) -> Int {
        lumaWidth * lumaHeight + 2 * ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
    }
}
