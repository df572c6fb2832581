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
        (0...255).map { UInt8(min(255, max(0, f($0)))) }
    }

    /// The mean of each pixel's 3×3 neighbourhood (edges repeat).
    static func mean3x3(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
        boxBlur(plane, width: width, height: height, radius: 1)
    }

    /// A box blur of `radius` (a horizontal then a vertical pass of running sums; edges repeat).
    static func boxBlur(_ plane: [UInt8], width: Int, height: Int, radius: Int) -> [UInt8] {
        guard radius > 0, width > 0, height > 0, plane.count == width * height else { return plane }
        let span = 2 * radius + 1
        var across = [UInt8](repeating: 0, count: plane.count)
        var out = [UInt8](repeating: 0, count: plane.count)
        plane.withUnsafeBufferPointer { src in
            across.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        var sum = 0
                        for k in -radius...radius { sum += Int(src[row + min(width - 1, max(0, x + k))]) }
                        dst[row + x] = UInt8((sum + span / 2) / span)
                    }
                }
            }
        }
        across.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    for x in 0..<width {
                        var sum = 0
                        for k in -radius...radius { sum += Int(src[min(height - 1, max(0, y + k)) * width + x]) }
                        dst[y * width + x] = UInt8((sum + span / 2) / span)
                    }
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
                for i in 0..<p.count {
                    let v = Int(p[i]) + ((Int(r[i]) - Int(p[i])) * weight) / 256
                    p[i] = UInt8(min(255, max(0, v)))
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
                for y in 0..<height {
                    for x in 0..<width {
                        let centre = Int(src[y * width + x])
                        var sum = 0, count = 0
                        for dy in -1...1 {
                            let yy = y + dy
                            guard yy >= 0, yy < height else { continue }
                            for dx in -1...1 {
                                let xx = x + dx
                                guard xx >= 0, xx < width else { continue }
                                let value = Int(src[yy * width + xx])
                                if abs(value - centre) <= threshold {
                                    sum += value
                                    count += 1
                                }
                            }
                        }
                        dst[y * width + x] = UInt8((sum + count / 2) / count)
                    }
                }
            }
        }
    }

    /// Scales each chroma pair's distance from grey by `gain`/256 (skin-toned pairs by `skinGain`/256).
    static func saturate(u: inout [UInt8], v: inout [UInt8], gain: Int, skinGain: Int) {
        guard u.count == v.count else { return }
        for i in 0..<u.count {
            let (cu, cv) = (Int(u[i]) - 128, Int(v[i]) - 128)
            let g = isSkin(u: u[i], v: v[i]) ? skinGain : gain
            u[i] = UInt8(min(240, max(16, 128 + cu * g / 256)))
            v[i] = UInt8(min(240, max(16, 128 + cv * g / 256)))
        }
    }

    /// The usual skin-tone box in the Cb/Cr plane.
    static func isSkin(u: UInt8, v: UInt8) -> Bool {
        (77...127).contains(u) && (140...175).contains(v)
    }

    /// The mean of `plane`.
    static func mean(_ plane: [UInt8]) -> Int {
        guard !plane.isEmpty else { return 0 }
        return plane.reduce(0) { $0 + Int($1) } / plane.count
    }
}
