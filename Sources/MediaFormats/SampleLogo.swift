/// The project's sample logo (a watermark and the video image source's still): a 60×60 PNG of a bright tile with
/// a dark frame and a blue ring, so it reads as a bright square in an ASCII tile and as a badge in a snapshot.
/// Integer arithmetic only, so every machine produces the same bytes.
public enum SampleLogo {
    public static let fileName = "sample-logo.png"
    public static let size = 60

    public static func image() -> PNGImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(size * size * 3)
        let centre = size - 1 // doubled coordinates: the centre of a 60-pixel square is at 29.5
        for row in 0..<size {
            for column in 0..<size {
                let (dx, dy) = (2 * column - centre, 2 * row - centre)
                let distanceSquared = dx * dx + dy * dy
                let rgb: (UInt8, UInt8, UInt8)
                if row < 3 || column < 3 || row >= size - 3 || column >= size - 3 {
                    rgb = (24, 32, 48)
                } else if (30 * 30...42 * 42).contains(distanceSquared) {
                    rgb = (0, 112, 255)
                } else {
                    rgb = (250, 250, 250)
                }
                pixels += [rgb.0, rgb.1, rgb.2]
            }
        }
        return PNGImage(kind: .rgb, width: size, height: size, pixels: pixels)
    }

    public static func make() -> [UInt8] {
        // The logo's samples always match its size, so encoding cannot fail.
        (try? image().encoded()) ?? []
    }
}
