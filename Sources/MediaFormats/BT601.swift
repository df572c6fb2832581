/// 8-bit YUV ⇄ RGB with the BT.601 matrix in video range (Y 16–235, U/V 16–240), the usual meaning of I420
/// and Y4M data, in the common integer approximation so results are the same on every machine.
public enum BT601 {
    public static func yuv(r: UInt8, g: UInt8, b: UInt8) -> (y: UInt8, u: UInt8, v: UInt8) {
        let r = Int(r), g = Int(g), b = Int(b)
        let y = ((66 * r + 129 * g + 25 * b + 128) >> 8) + 16
        let u = ((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128
        let v = ((112 * r - 94 * g - 18 * b + 128) >> 8) + 128
        return (clamp(y), clamp(u), clamp(v))
    }

    public static func rgb(y: UInt8, u: UInt8, v: UInt8) -> (r: UInt8, g: UInt8, b: UInt8) {
        let c = 298 * (Int(y) - 16), d = Int(u) - 128, e = Int(v) - 128
        return (clamp((c + 409 * e + 128) >> 8), clamp((c - 100 * d - 208 * e + 128) >> 8), clamp((c + 516 * d + 128) >> 8))
    }

    /// Packed RGB (3 bytes a pixel) from I420 planes of a `width`×`height` picture.
    public static func rgb(y: [UInt8], u: [UInt8], v: [UInt8], width: Int, height: Int) -> [UInt8] {
        let cw = (width + 1) / 2
        var out = [UInt8](repeating: 0, count: width * height * 3)
        for row in 0..<height {
            for column in 0..<width {
                let c = (row / 2) * cw + column / 2
                let pixel = rgb(y: y[row * width + column], u: u[c], v: v[c])
                let o = (row * width + column) * 3
                out[o] = pixel.r
                out[o + 1] = pixel.g
                out[o + 2] = pixel.b
            }
        }
        return out
    }

    /// I420 planes from packed RGB; each chroma sample averages its 2×2 block.
    public static func i420(rgb: [UInt8], width: Int, height: Int) -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        var y = [UInt8](repeating: 0, count: width * height)
        var uSum = [Int](repeating: 0, count: cw * ch), vSum = uSum, count = uSum
        for row in 0..<height {
            for column in 0..<width {
                let o = (row * width + column) * 3
                let pixel = yuv(r: rgb[o], g: rgb[o + 1], b: rgb[o + 2])
                y[row * width + column] = pixel.y
                let c = (row / 2) * cw + column / 2
                uSum[c] += Int(pixel.u)
                vSum[c] += Int(pixel.v)
                count[c] += 1
            }
        }
        let u = (0..<cw * ch).map { UInt8((uSum[$0] + count[$0] / 2) / max(1, count[$0])) }
        let v = (0..<cw * ch).map { UInt8((vSum[$0] + count[$0] / 2) / max(1, count[$0])) }
        return (y, u, v)
    }

    private static func clamp(_ value: Int) -> UInt8 { UInt8(min(255, max(0, value))) }
}
