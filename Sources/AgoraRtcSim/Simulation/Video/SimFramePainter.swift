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

    /// `view` is how a camera frames the scene (its lens, stabilization, Center Stage); remote users' pictures and a
    /// camera on its standard lens use `.standard`. `sceneKey` picks another scene for the same user (what a rear
    /// camera faces); the frame still belongs to `uid`.
    static func paint(uid: UInt, width: Int, height: Int, timestampMs: Int, mirrored: Bool,
                      view: SimCameraView = .standard, sceneKey: UInt? = nil) -> AgoraSimVideoFrame {
        let scene = Scene(uid: sceneKey ?? uid, width: width, height: height, timestampMs: timestampMs)
        let (lw, lh) = (scene.lumaWidth, scene.lumaHeight)
        let luma = view == .standard ? standardLuma(scene, mirrored: mirrored) : framedLuma(scene, view, mirrored: mirrored)
        // A scene-specific tint, so each user's picture has its own colour where colour is shown (snapshots).
        let tint = tints[Int(UInt64(scene.uid) % UInt64(tints.count))]
        let chromaCount = ((lw + 1) / 2) * ((lh + 1) / 2)
        return AgoraSimVideoFrame(width: width, height: height, lumaWidth: lw, lumaHeight: lh, luma: luma,
                                  chromaU: [UInt8](repeating: tint.u, count: chromaCount),
                                  chromaV: [UInt8](repeating: tint.v, count: chromaCount),
                                  timestampMs: timestampMs, uid: uid, mirrored: mirrored)
    }

    /// One user's scene at one instant, in raster pixels of the standard view.
    struct Scene {
        let uid: UInt
        let lumaWidth: Int
        let lumaHeight: Int
        /// The gradient's direction.
        let dx: Double
        let dy: Double
        let texture: Int
        let radius: Double
        /// The disc's centre.
        let cx: Double
        let cy: Double
        let discLuma: UInt8

        init(uid: UInt, width: Int, height: Int, timestampMs: Int) {
            let (lw, lh) = lumaSize(width: width, height: height)
            let key = UInt64(uid)
            let t = Double(timestampMs) / 1000
            let angle = Double(key % 8) * Double.pi / 4
            let speed = 0.5 + Double(key % 3) * 0.25
            self.uid = uid
            (lumaWidth, lumaHeight) = (lw, lh)
            (dx, dy) = (cos(angle), sin(angle))
            texture = Int(key % 4)
            radius = Double(min(lw, lh)) * (0.14 + Double(key % 5) * 0.03)
            cx = Double(lw) * (0.5 + 0.35 * sin(t * speed * 2 * Double.pi / 3))
            cy = Double(lh) * (0.5 + 0.3 * sin(t * speed * 2 * Double.pi / 2 + Double(key % 7)))
            discLuma = UInt8(min(255, 200 + Double(key % 56)))
        }

        /// The still part (gradient and texture) at scene point (u, v), in fractions of the standard view, on
        /// texture cell (x, y).
        func background(u: Double, v: Double, x: Int, y: Int) -> UInt8 {
            let value = 30 + 90 * ((u * dx + v * dy) * 0.5 + 0.5) + textureOffset(texture, x: x, y: y)
            return UInt8(min(255, max(0, value)))
        }
    }

    private static func standardLuma(_ scene: Scene, mirrored: Bool) -> [UInt8] {
        let (lw, lh) = (scene.lumaWidth, scene.lumaHeight)
        var luma = SimFrameBackgrounds.shared.background(uid: scene.uid, width: lw, height: lh, mirrored: mirrored) {
            var still = [UInt8](repeating: 0, count: lw * lh)
            for y in 0..<lh {
                for x in 0..<lw {
                    still[y * lw + (mirrored ? lw - 1 - x : x)] = scene.background(u: Double(x) / Double(lw),
                                                                                   v: Double(y) / Double(lh), x: x, y: y)
                }
            }
            return still
        }
        // Only the disc moves: test the pixels of its bounding box with the same distance rule as ever.
        let (cx, cy, radius) = (scene.cx, scene.cy, scene.radius)
        let top = max(0, Int((cy - radius - 1).rounded(.down))), bottom = min(lh - 1, Int((cy + radius + 1).rounded(.up)))
        let left = max(0, Int((cx - radius - 1).rounded(.down))), right = min(lw - 1, Int((cx + radius + 1).rounded(.up)))
        if top <= bottom, left <= right {
            for y in top...bottom {
                for x in left...right {
                    let distance = ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx)
                        + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy)).squareRoot()
                    if distance <= radius { luma[y * lw + (mirrored ? lw - 1 - x : x)] = scene.discLuma }
                }
            }
        }
        return luma
    }

    private static let tints: [(u: UInt8, v: UInt8)] = [
        (108, 138), (118, 148), (128, 150), (140, 140), (148, 118), (138, 108), (128, 104), (112, 118),
    ]

    /// Texture cells tile the whole plane (negative cells too, which a wide view shows), hence floored division.
    private static func textureOffset(_ texture: Int, x: Int, y: Int) -> Double {
        func cell(_ value: Int, _ size: Int) -> Int { Int((Double(value) / Double(size)).rounded(.down)) }
        func isEven(_ value: Int) -> Bool { value & 1 == 0 }
        switch texture {
        case 0: return 0
        case 1: return isEven(cell(x, 4) + cell(y, 4)) ? 12 : -12
        case 2: return isEven(cell(y, 3)) ? 10 : -10
        default: return isEven(cell(x, 3)) ? 10 : -10
        }
    }
}
