/// A picture as the simulation carries it between capture, the raw-data observer, the encoder and the views:
/// I420 planes at a raster size, plus the stream's nominal size. Synthetic users are painted at a small raster
/// (long side 64) to keep the terminal cheap, so `width`×`height` (what the stats report) can be larger than
/// `lumaWidth`×`lumaHeight`; pushed frames keep their real size. Not an SDK type.
public struct AgoraSimVideoFrame: Sendable, Equatable {
    /// Nominal pixel size of the stream (e.g. 960×540, or 540×960 in portrait).
    public var width: Int
    public var height: Int
    public var lumaWidth: Int
    public var lumaHeight: Int
    /// Row-major Y plane, `lumaWidth * lumaHeight` values (video range).
    public var luma: [UInt8]
    /// U and V planes at half resolution (rounded up), `chromaWidth * chromaHeight` values each.
    public var chromaU: [UInt8]
    public var chromaV: [UInt8]
    /// Milliseconds since the engine was created.
    public var timestampMs: Int
    /// The user the frame belongs to (the real local uid once joined, else 0).
    public var uid: UInt
    /// True when the frame was mirrored for display.
    public var mirrored: Bool
    /// The picture's alpha, `lumaWidth * lumaHeight` values (0 transparent … 255 opaque), or nil for an opaque
    /// picture: what a pushed frame's `alphaStitchMode` split off, kept only where a view is to show it.
    public var alpha: [UInt8]?

    /// `chromaU`/`chromaV` default to neutral grey (128) when not given.
    public init(width: Int, height: Int, lumaWidth: Int, lumaHeight: Int, luma: [UInt8],
                chromaU: [UInt8]? = nil, chromaV: [UInt8]? = nil, timestampMs: Int, uid: UInt, mirrored: Bool = false) {
        self.width = width
        self.height = height
        self.lumaWidth = lumaWidth
        self.lumaHeight = lumaHeight
        self.luma = luma
        let chromaCount = ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
        self.chromaU = chromaU ?? [UInt8](repeating: 128, count: chromaCount)
        self.chromaV = chromaV ?? [UInt8](repeating: 128, count: chromaCount)
        self.timestampMs = timestampMs
        self.uid = uid
        self.mirrored = mirrored
    }

    public var chromaWidth: Int { (lumaWidth + 1) / 2 }
    public var chromaHeight: Int { (lumaHeight + 1) / 2 }

    /// Whether pixel (x, y) shows (alpha at least half); every pixel of an opaque picture does.
    public func isOpaqueAt(x: Int, y: Int) -> Bool {
        guard let alpha, x >= 0, y >= 0, x < lumaWidth, y < lumaHeight, alpha.count == lumaWidth * lumaHeight else { return true }
        return alpha[y * lumaWidth + x] >= 128
    }

    public func lumaAt(x: Int, y: Int) -> UInt8 {
        guard x >= 0, y >= 0, x < lumaWidth, y < lumaHeight else { return 0 }
        return luma[y * lumaWidth + x]
    }

    /// The same picture flipped left to right (what a mirrored view shows).
    public func mirroredHorizontally() -> AgoraSimVideoFrame {
        var copy = self
        copy.luma = Self.flip(luma, width: lumaWidth, height: lumaHeight)
        copy.chromaU = Self.flip(chromaU, width: chromaWidth, height: chromaHeight)
        copy.chromaV = Self.flip(chromaV, width: chromaWidth, height: chromaHeight)
        copy.alpha = alpha.map { Self.flip($0, width: lumaWidth, height: lumaHeight) }
        copy.mirrored.toggle()
        return copy
    }

    private static func flip(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width > 1, plane.count == width * height else { return plane }
        var out = plane
        for row in 0..<height {
            let start = row * width
            for column in 0..<width { out[start + column] = plane[start + width - 1 - column] }
        }
        return out
    }
}
