/// The project's alpha-stitched sample, the stand-in for the original's `yuv_limit_range_alpha_1280_540_right.mp4`:
/// 3 s at 15 fps of a ring sliding across and back, drawn over a green-screen backdrop on the left half of a
/// 320×90 picture, with its alpha (255 on the ring, 0 elsewhere, the ring's hole included) written as full-range
/// luma into the right half (chroma neutral). Played as it is the backdrop shows; split by `alphaStitchMode
/// .alphaStitchRight` only the ring remains. `make-sample-media` encodes it (H.264, video only); integer
/// arithmetic only, so the drawing is the same on every machine.
public enum SampleAlphaClip {
    public static let fileName = "sample-alpha-320x90-h264-right.mp4"
    /// One half: the picture, and beside it its alpha.
    public static let width = 160
    public static let height = 90
    public static let stitchedWidth = width * 2
    public static let framesPerSecond = 15
    public static let frameCount = 45
    public static let durationMilliseconds = frameCount * 1000 / framesPerSecond
    static let outerRadius = 30
    static let innerRadius = 12
    /// Mid luma, so an opaque view shows the backdrop as clearly as the ring.
    static let backdrop: (UInt8, UInt8, UInt8) = (40, 160, 60)
    static let ring: (UInt8, UInt8, UInt8) = (255, 210, 40)

    /// The ring's centre in frame `index`: across and back once over the clip, so it loops without a jump.
    public static func centre(_ index: Int) -> (x: Int, y: Int) {
        let loop = index % frameCount, half = frameCount / 2
        let across = loop <= half ? loop : frameCount - loop
        let left = outerRadius + 4, right = width - outerRadius - 4
        return (left + across * (right - left) / half, height / 2)
    }

    /// Whether pixel (x, y) of frame `index` is on the ring (opaque).
    public static func isOpaque(_ index: Int, x: Int, y: Int) -> Bool {
        let c = centre(index)
        let d = (x - c.x) * (x - c.x) + (y - c.y) * (y - c.y)
        return d <= outerRadius * outerRadius && d > innerRadius * innerRadius
    }

    /// Frame `index`'s alpha, `width`×`height`: 255 on the ring, 0 elsewhere.
    public static func alpha(_ index: Int) -> [UInt8] {
        var plane = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width where isOpaque(index, x: x, y: y) { plane[y * width + x] = 255 }
        }
        return plane
    }

    /// Frame `index`'s picture as packed RGB, `width`×`height`.
    public static func picture(_ index: Int) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            for x in 0..<width {
                let color = isOpaque(index, x: x, y: y) ? ring : backdrop
                let o = (y * width + x) * 3
                (rgb[o], rgb[o + 1], rgb[o + 2]) = (color.0, color.1, color.2)
            }
        }
        return rgb
    }

    /// Frame `index` stitched, as packed I420 of `stitchedWidth`×`height`: the picture on the left, its alpha as
    /// the luma of the right half with neutral chroma.
    public static func i420(_ index: Int) -> [UInt8] {
        let planes = BT601.i420(rgb: picture(index), width: width, height: height)
        let alpha = alpha(index)
        let cw = width / 2, ch = (height + 1) / 2
        var y = [UInt8](), u = [UInt8](), v = [UInt8]()
        y.reserveCapacity(stitchedWidth * height)
        for row in 0..<height {
            y += planes.y[(row * width)..<((row + 1) * width)]
            y += alpha[(row * width)..<((row + 1) * width)]
        }
        let neutral = [UInt8](repeating: 128, count: cw)
        for row in 0..<ch {
            u += planes.u[(row * cw)..<((row + 1) * cw)] + neutral
            v += planes.v[(row * cw)..<((row + 1) * cw)] + neutral
        }
        return y + u + v
    }
}
