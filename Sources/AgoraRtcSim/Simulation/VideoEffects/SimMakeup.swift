import Foundation

/// The style makeup node's look, drawn on the face `SimPersonScene` knows: eyebrows above the eyes, lashes round
/// them, eyeshadow on the lids, tinted pupils, blush on the cheeks and colour on the lips. A row's style picks its
/// shape (0 is off), its colour picks a tint from the row's palette (0 is the style's own), and its strength, times
/// the template's style intensity, blends the tint into the luma and the chroma. Only the few pixels of each
/// region are touched, so it costs next to nothing per frame.
struct SimMakeup: Sendable, Equatable {
    enum Row: String, CaseIterable, Sendable {
        case brow, lash, shadow, pupil, blush, lip

        /// The highest style (0 is off).
        var styles: Int {
            switch self {
            case .lash: 5
            case .shadow: 6
            default: 2
            }
        }

        /// The highest colour; 0 when the row has no colour key.
        var colors: Int {
            switch self {
            case .brow, .lash: 2
            case .blush, .lip: 5
            case .shadow, .pupil: 0
            }
        }

        /// The material's defaults: each row's last style, and a colour of its palette.
        var defaultStyle: Int { styles }

        var defaultColor: Int {
            switch self {
            case .lash: 1
            case .blush, .lip: 5
            default: 2
            }
        }
    }

    struct Look: Sendable, Equatable {
        let style: Int
        let color: Int
        /// 0…256.
        let weight: Int
    }

    typealias Tint = (y: Int, u: Int, v: Int)

    let looks: [Row: Look]

    init(_ parameters: SimEffectParameters) {
        let intensity = SimVideoEffects.unit(parameters.float(SimEffectParameters.styleMakeup, "styleIntensity"))
        var looks: [Row: Look] = [:]
        for row in Row.allCases {
            let option = SimEffectParameters.makeup
            let strength = SimVideoEffects.unit(parameters.float(option, row.rawValue + "Strength"))
            looks[row] = Look(style: parameters.int(option, row.rawValue + "Style"),
                              color: parameters.int(option, row.rawValue + "Color"),
                              weight: Int(256 * strength * intensity))
        }
        self.looks = looks
    }

    /// The tint of `row` in `look`: the row's palette by colour, or by style for the rows without a colour key.
    static func tint(_ row: Row, _ look: Look) -> Tint {
        switch row {
        case .brow: [(56, 120, 138), (28, 128, 128), (70, 110, 150)][min(2, max(0, look.color))]
        case .lash: [(24, 128, 128), (24, 128, 128), (60, 114, 146)][min(2, max(0, look.color))]
        case .shadow: [(112, 152, 150), (120, 106, 152), (100, 162, 118), (116, 116, 112), (96, 142, 162), (132, 100, 160)][
            min(5, max(0, look.style - 1))]
        case .pupil: look.style == 1 ? (40, 116, 142) : (64, 152, 110)
        case .blush: [(160, 112, 162), (158, 114, 168), (150, 110, 176), (164, 118, 158), (146, 108, 182), (154, 118, 172)][
            min(5, max(0, look.color))]
        case .lip: [(100, 112, 172), (92, 110, 186), (80, 108, 196), (110, 118, 176), (72, 116, 182), (96, 104, 192)][
            min(5, max(0, look.color))]
        }
    }

    func apply(to frame: inout AgoraSimVideoFrame, scene: SimPersonScene) {
        guard frame.lumaWidth == scene.width, frame.lumaHeight == scene.height else { return }
        // Lids first, so the lashes and brows are drawn over the shadow.
        for row in [Row.shadow, .blush, .lip, .lash, .brow, .pupil] {
            guard let look = looks[row], look.style > 0, look.weight > 0 else { continue }
            Self.blend(&frame, pixels: pixels(row, look.style, scene), tint: Self.tint(row, look), weight: look.weight)
        }
    }

    /// The pixels (x, y) a row's style covers.
    func pixels(_ row: Row, _ style: Int, _ scene: SimPersonScene) -> [(Int, Int)] {
        var pixels: [(Int, Int)] = []
        switch row {
        case .blush:
            for eye in scene.eyes {
                let outward = eye.x < scene.headX ? -1.0 : 1.0
                let centre = (x: eye.x + outward * (style == 1 ? 0.5 : 1.5), y: eye.y + 2.5)
                let radius = style == 1 ? (x: 1.6, y: 1.6) : (x: 2.4, y: 1.3)
                pixels += Self.ellipse(centre, radius)
            }
        case .lip:
            let row = Int(scene.mouth.y)
            let half = scene.headRadiusX * 0.4
            for dy in style == 1 ? [0] : [-1, 0, 1] {
                let reach = dy == 0 ? half : half * 0.75
                for x in 0..<scene.width where abs(Double(x) + 0.5 - scene.mouth.x) < reach { pixels.append((x, row + dy)) }
            }
        default:
            for eye in scene.eyes {
                // An eye is the 2×2 pixels round the corner at (cx, cy); `out` steps away from the nose.
                let (cx, cy) = (Int(eye.x), Int(eye.y))
                let out = eye.x < scene.headX ? -1 : 1
                let (inner, outer) = out < 0 ? (cx, cx - 1) : (cx - 1, cx)
                pixels += Self.eyePixels(row, style, cx: cx, cy: cy, inner: inner, outer: outer, out: out)
            }
        }
        return pixels.filter { $0.0 >= 0 && $0.0 < scene.width && $0.1 >= 0 && $0.1 < scene.height }
    }

    private static func eyePixels(_ row: Row, _ style: Int, cx: Int, cy: Int, inner: Int, outer: Int,
                                  out: Int) -> [(Int, Int)] {
        switch row {
        case .brow:
            // Type 1 a short brow over the eye, type 2 a longer one reaching past its outer corner.
            let reach = style == 1 ? 1 : 2
            let xs = Array(Swift.min(inner, outer + out * reach)...Swift.max(inner, outer + out * reach))
            return xs.map { ($0, cy - 3) }
        case .lash:
            var pixels = [(inner, cy - 2), (outer, cy - 2)]
            if style % 2 == 0 || style >= 4 { pixels.append((outer + out, cy - 2)) }
            if style >= 3 { pixels += [(inner, cy + 1), (outer, cy + 1)] }
            if style == 5 { pixels.append((outer + out, cy - 1)) }
            return pixels
        case .shadow:
            var pixels = [(inner, cy - 2), (outer, cy - 2), (outer + out, cy - 2), (outer + out, cy - 1)]
            if style >= 4 { pixels += [(inner - out, cy - 2), (inner, cy - 3), (outer, cy - 3)] }
            return pixels
        default:
            return [(cx - 1, cy - 1), (cx, cy - 1), (cx - 1, cy), (cx, cy)]
        }
    }

    private static func ellipse(_ centre: (x: Double, y: Double), _ radius: (x: Double, y: Double)) -> [(Int, Int)] {
        var pixels: [(Int, Int)] = []
        for y in Int((centre.y - radius.y).rounded(.down))...Int((centre.y + radius.y).rounded(.up)) {
            for x in Int((centre.x - radius.x).rounded(.down))...Int((centre.x + radius.x).rounded(.up)) {
                let dx = (Double(x) + 0.5 - centre.x) / radius.x, dy = (Double(y) + 0.5 - centre.y) / radius.y
                if dx * dx + dy * dy <= 1 { pixels.append((x, y)) }
            }
        }
        return pixels
    }

    /// Moves each pixel's luma, and the chroma sites under them (each once), towards `tint` by `weight`/256.
    static func blend(_ frame: inout AgoraSimVideoFrame, pixels: [(Int, Int)], tint: Tint, weight: Int) {
        func mix(_ value: UInt8, _ target: Int) -> UInt8 {
            let mixed = Int(value) + (target - Int(value)) * weight / 256
            return UInt8(truncatingIfNeeded: mixed < 0 ? 0 : (mixed > 255 ? 255 : mixed))
        }
        var sites = Set<Int>()
        for (x, y) in pixels {
            let index = y * frame.lumaWidth + x
            guard index >= 0, index < frame.luma.count else { continue }
            frame.luma[index] = mix(frame.luma[index], tint.y)
            let site = (y / 2) * frame.chromaWidth + x / 2
            guard site < frame.chromaU.count, sites.insert(site).inserted else { continue }
            frame.chromaU[site] = mix(frame.chromaU[site], tint.u)
            frame.chromaV[site] = mix(frame.chromaV[site], tint.v)
        }
    }
}
