import Foundation

/// Synthesises a recognisable moving picture per user: a uid-specific gradient and texture with a bright
/// disc orbiting on a uid-specific path. Pure function of (uid, size, time), so it is deterministic.
enum SimFramePainter {
    static let longSide = 64

    static func lumaSize(width: Int, height: Int) -> (width: Int, height: Int) {
        guard width > 0, height > 0 else { return (longSide, longSide * 9 / 16) }
        if width >= height {
            return (longSide, max(8, Int((Double(longSide) * Double(height) / Double(width)).rounded())))
        }
        return (max(8, Int((Double(longSide) * Double(width) / Double(height)).rounded())), longSide)
    }

    static func paint(uid: UInt, width: Int, height: Int, timestampMs: Int, mirrored: Bool) -> AgoraSimVideoFrame {
        let (lw, lh) = lumaSize(width: width, height: height)
        let key = UInt64(uid)
        let t = Double(timestampMs) / 1000
        let angle = Double(key % 8) * Double.pi / 4
        let (dx, dy) = (cos(angle), sin(angle))
        let texture = Int(key % 4)
        let radius = Double(min(lw, lh)) * (0.14 + Double(key % 5) * 0.03)
        let speed = 0.5 + Double(key % 3) * 0.25
        let cx = Double(lw) * (0.5 + 0.35 * sin(t * speed * 2 * Double.pi / 3))
        let cy = Double(lh) * (0.5 + 0.3 * sin(t * speed * 2 * Double.pi / 2 + Double(key % 7)))
        let discLuma = 200 + Double(key % 56)
        var luma = SimFrameBackgrounds.shared.background(uid: uid, width: lw, height: lh, mirrored: mirrored) {
            var still = [UInt8](repeating: 0, count: lw * lh)
            for y in 0..<lh {
                for x in 0..<lw {
                    let u = Double(x) / Double(lw), v = Double(y) / Double(lh)
                    let value = 30 + 90 * ((u * dx + v * dy) * 0.5 + 0.5) + textureOffset(texture, x: x, y: y)
                    still[y * lw + (mirrored ? lw - 1 - x : x)] = UInt8(min(255, max(0, value)))
                }
            }
            return still
        }
        // Only the disc moves: test the pixels of its bounding box with the same distance rule as ever.
        let value = UInt8(min(255, discLuma))
        let top = max(0, Int((cy - radius - 1).rounded(.down))), bottom = min(lh - 1, Int((cy + radius + 1).rounded(.up)))
        let left = max(0, Int((cx - radius - 1).rounded(.down))), right = min(lw - 1, Int((cx + radius + 1).rounded(.up)))
        if top <= bottom, left <= right {
            for y in top...bottom {
                for x in left...right {
                    let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
                        + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    if distance <= radius { luma[y * lw + (mirrored ? lw - 1 - x : x)] = value }
                }
            }
        }
        // A uid-specific tint, so each user's picture has its own colour where colour is shown (snapshots).
        let tint = tints[Int(key % UInt64(tints.count))]
        let chromaCount = ((lw + 1) / 2) * ((lh + 1) / 2)
        return AgoraSimVideoFrame(width: width, height: height, lumaWidth: lw, lumaHeight: lh, luma: luma,
                                  chromaU: [UInt8](repeating: tint.u, count: chromaCount),
                                  chromaV: [UInt8](repeating: tint.v, count: chromaCount),
                                  timestampMs: timestampMs, uid: uid, mirrored: mirrored)
    }

    private static let tints: [(u: UInt8, v: UInt8)] = [
        (108, 138), (118, 148), (128, 150), (140, 140), (148, 118), (138, 108), (128, 104), (112, 118),
    ]

    private static func textureOffset(_ texture: Int, x: Int, y: Int) -> Double {
        switch texture {
        case 0: return 0
        case 1: return (x / 4 + y / 4) % 2 == 0 ? 12 : -12
        case 2: return (y / 3) % 2 == 0 ? 10 : -10
        default: return (x / 3) % 2 == 0 ? 10 : -10
        }
    }
}
