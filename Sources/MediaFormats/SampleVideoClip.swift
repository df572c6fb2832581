/// The project's sample clip: 2 s of a test picture that reads well as ASCII — a bright disc bouncing over a
/// dark gradient, a progress bar filling along the top and eight colour bars (a luma staircase) along the
/// bottom. Integer arithmetic only, so every machine produces the same bytes. The motion loops seamlessly.
public enum SampleVideoClip {
    public static let fileName = "sample-160x90-15fps.y4m"
    public static let width = 160
    public static let height = 90
    public static let framesPerSecond = 15
    public static let frameCount = 30

    /// White, yellow, cyan, green, magenta, red, blue, black: falling luma, left to right.
    static let bars: [(UInt8, UInt8, UInt8)] = [
        (255, 255, 255), (255, 255, 0), (0, 255, 255), (0, 255, 0), (255, 0, 255), (255, 0, 0), (0, 0, 255), (0, 0, 0),
    ]

    public static func video() -> Y4MVideo {
        var video = Y4MVideo(width: width, height: height, frameRate: Y4MRatio(framesPerSecond, 1))
        for index in 0..<frameCount {
            let planes = BT601.i420(rgb: picture(index), width: width, height: height)
            video.frames.append(Y4MFrame(y: planes.y, u: planes.u, v: planes.v))
        }
        return video
    }

    public static func make() -> [UInt8] {
        // The clip's own planes always match its size, so encoding cannot fail.
        (try? video().encoded()) ?? []
    }

    /// Frame `index` as packed RGB. The progress bar fills over `count` frames (the sample MP4's are longer than
    /// the clip); the disc's motion repeats every `frameCount`.
    static func picture(_ index: Int, of count: Int = frameCount) -> [UInt8] {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        func set(_ x: Int, _ y: Int, _ color: (UInt8, UInt8, UInt8)) {
            let o = (y * width + x) * 3
            rgb[o] = color.0
            rgb[o + 1] = color.1
            rgb[o + 2] = color.2
        }
        for y in 0..<height {
            let shade = UInt8(16 + y * 96 / (height - 1))
            let blue = UInt8(40 + y * 110 / (height - 1))
            for x in 0..<width { set(x, y, (shade, shade, blue)) }
        }
        // Progress bar: one more `count`th each frame.
        let filled = 4 + (width - 8) * (index + 1) / count
        for y in 4...9 {
            for x in 4..<(width - 4) { set(x, y, x < filled ? (235, 235, 200) : (28, 28, 28)) }
        }
        // Disc: across and back once per loop, bouncing twice on the way.
        let loop = index % frameCount
        let across = loop < frameCount / 2 ? loop : frameCount - loop
        let half = frameCount / 4
        let phase = loop % (frameCount / 2)
        let bounce = phase <= half ? phase : frameCount / 2 - phase
        let cx = 16 + across * (width - 32) / (frameCount / 2)
        let cy = 26 + bounce * 3
        let radius = 11
        for y in (cy - radius)...(cy + radius) {
            for x in (cx - radius)...(cx + radius) where (x - cx) * (x - cx) + (y - cy) * (y - cy) <= radius * radius {
                set(x, y, (255, 220, 64))
            }
        }
        // Colour bars.
        let barWidth = width / bars.count
        for y in 66...85 {
            for x in 0..<width { set(x, y, bars[min(bars.count - 1, x / barWidth)]) }
        }
        return rgb
    }
}
