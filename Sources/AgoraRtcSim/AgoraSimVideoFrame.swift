/// One synthetic video frame: nominal size plus a small luma raster a terminal can draw.
public struct AgoraVideoFrame: Sendable, Equatable {
    /// Nominal pixel size (e.g. 960×540, or 540×960 in portrait).
    public var width: Int
    public var height: Int
    public var lumaWidth: Int
    public var lumaHeight: Int
    /// Row-major luma, `lumaWidth * lumaHeight` values, 0…255.
    public var luma: [UInt8]
    /// Milliseconds since the engine was created.
    public var timestampMs: Int
    /// The user the frame belongs to (the real local uid once joined, else 0).
    public var uid: UInt
    /// True when the frame was mirrored for display.
    public var mirrored: Bool

    public init(width: Int, height: Int, lumaWidth: Int, lumaHeight: Int, luma: [UInt8],
                timestampMs: Int, uid: UInt, mirrored: Bool = false) {
        self.width = width
        self.height = height
        self.lumaWidth = lumaWidth
        self.lumaHeight = lumaHeight
        self.luma = luma
        self.timestampMs = timestampMs
        self.uid = uid
        self.mirrored = mirrored
    }

    public func lumaAt(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < lumaWidth, y < lumaHeight else { return 0 }
        return luma[y * lumaWidth + x]
    }
}
