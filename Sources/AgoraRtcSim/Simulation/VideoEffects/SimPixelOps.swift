/// The pixel operations of the built-in video processing, on I420 planes at the raster size: look-up tables,
/// 3×3 neighbourhoods and box blurs, in integer arithmetic (they run on every local frame).
enum SimPixelOps {
    /// Applies `table` to every value of `plane`.
    static func map(_ plane: inout [UInt8], _ table: [UInt8]) {
        plane.withUnsafeMutableBufferPointer { p in
            table.withUnsafeBufferPointer { t in
                for i in 0..<p.count { p[i] = t[Int(p[i])] }
            }
        }
    }

    /// A table of `f` over 0…255, clamped.
    static func table(_ f: (Int) -> Int) -> [UInt8] {
        var table = [UInt8](repeating: 0, count: 256)
        table.withUnsafeMutableBufferPointer { t in
            var i = 0
            while i < 256 {
                let v = f(i)
                t[i] = v < 0 ? 0 : (v > 255 ? 255 : UInt8(truncatingIfNeeded: v))
                i += 1
            }
        }
        return table
    }

    /// The mean of each pixel's 3×3 neighbourhood (edges repeat).
    static func mean3x3(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
        boxBlur(plane, width: width, height: height, radius: 1)
    }

    /// A box blur of `radius` (a horizontal then a vertical pass; edges repeat). Plain loops and comparisons: the
    /// generic ranges, `abs`, `min` and `max` cost far more than the arithmetic in a debug build.
    static func boxBlur(_ plane: [UInt8], width: Int, height: Int, radius: Int) -> [UInt8] {
        guard radius > 0, width > 0, height > 0, plane.count == width * height else { return plane }
        let span = 2 * radius + 1
        var across = [UInt8](repeating: 0, count: plane.count)
        var out = across
        plane.withUnsafeBufferPointer { src in
            across.withUnsafeMutableBufferPointer { dst in
                var y = 0
                while y < height {
                    let row = y * width
                    var x = 0
                    while x < width {
                        var sum = 0, k = x - radius
                        while k <= x + radius {
                            sum += Int(src[row + (k < 0 ? 0 : (k >= width ? width - 1 : k))])
                            k += 1
                        }
                        dst[row + x] = UInt8(truncatingIfNeeded: (sum + span / 2) / span)
                        x += 1
                    }
                    y += 1
                }
            }
        }
        across.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                var y = 0
                while y < height {
                    var x = 0
                    while x < width {
                        var sum = 0, k = y - radius
                        while k <= y + radius {
                            sum += Int(src[(k < 0 ? 0 : (k >= height ? height - 1 : k)) * width + x])
                            k += 1
                        }
                        dst[y * width + x] = UInt8(truncatingIfNeeded: (sum + span / 2) / span)
                        x += 1
                    }
                    y += 1
                }
            }
        }
        return out
    }

    /// Moves each value towards (weight > 0) or away from (weight < 0) `reference` by `weight`/256 of the difference.
    static func blend(_ plane: inout [UInt8], towards reference: [UInt8], weight: Int) {
        guard weight != 0, reference.count == plane.count else { return }
        plane.withUnsafeMutableBufferPointer { p in
            reference.withUnsafeBufferPointer { r in
                var i = 0
                while i < p.count {
                    let v = Int(p[i]) + ((Int(r[i]) - Int(p[i])) * weight) / 256
                    p[i] = v < 0 ? 0 : (v > 255 ? 255 : UInt8(truncatingIfNeeded: v))
                    i += 1
                }
            }
        }
    }

    /// A sigma filter: each pixel becomes the mean of its 3×3 neighbours that differ from it by at most
    /// `threshold`, so noise is averaged away while edges (larger steps) stay.
    static func denoise(_ plane: inout [UInt8], width: Int, height: Int, threshold: Int) {
        guard width > 0, height > 0, plane.count == width * height else { return }
        let source = plane
        source.withUnsafeBufferPointer { src in
            plane.withUnsafeMutableBufferPointer { dst in
                var y = 0
                while y < height {
                    var x = 0
                    while x < width {
                        let centre = Int(src[y * width + x])
                        var sum = 0, count = 0
                        var yy = y > 0 ? y - 1 : 0
                        while yy <= y + 1, yy < height {
                            var xx = x > 0 ? x - 1 : 0
                            while xx <= x + 1, xx < width {
                                let value = Int(src[yy * width + xx])
                                let difference = value - centre
                                if difference <= threshold, difference >= -threshold {
                                    sum += value
                                    count += 1
                                }
                                xx += 1
                            }
                            yy += 1
                        }
                        dst[y * width + x] = UInt8(truncatingIfNeeded: (sum + count / 2) / count)
                        x += 1
                    }
                    y += 1
                }
            }
        }
    }

    /// Scales each chroma pair's distance from grey by `gain`/256 (skin-toned pairs by `skinGain`/256).
    static func saturate(u: inout [UInt8], v: inout [UInt8], gain: Int, skinGain: Int) {
        guard u.count == v.count else { return }
        u.withUnsafeMutableBufferPointer { u in
            v.withUnsafeMutableBufferPointer { v in
                for i in 0..<u.count {
                    let (cu, cv) = (Int(u[i]) - 128, Int(v[i]) - 128)
                    let g = isSkin(u: u[i], v: v[i]) ? skinGain : gain
                    let (nu, nv) = (128 + cu * g / 256, 128 + cv * g / 256)
                    u[i] = nu < 16 ? 16 : (nu > 240 ? 240 : UInt8(truncatingIfNeeded: nu))
                    v[i] = nv < 16 ? 16 : (nv > 240 ? 240 : UInt8(truncatingIfNeeded: nv))
                }
            }
        }
    }

    /// The usual skin-tone box in the Cb/Cr plane.
    static func isSkin(u: UInt8, v: UInt8) -> Bool {
        u >= 77 && u <= 127 && v >= 140 && v <= 175
    }

    /// The mean of `plane`.
    static func mean(_ plane: [UInt8]) -> Int {
        guard !plane.isEmpty else { return 0 }
        return plane.withUnsafeBufferPointer { p in
            var sum = 0
            for value in p { sum += Int(value) }
            return sum / p.count
        }
    }
}
