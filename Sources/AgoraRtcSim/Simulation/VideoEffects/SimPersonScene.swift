import Foundation

/// A person sitting in front of the synthetic scene, for a camera that faces one (`AgoraSimCameraDevice.facesPerson`):
/// a head with hair, eyes, nose and mouth, a neck and shoulders, centred, painted over the usual gradient and disc,
/// with a little sensor noise over everything (what a denoiser has to remove). Its outline is the segmentation a
/// virtual background uses: the simulation knows where the person is instead of guessing it from the pixels.
/// Sizes follow the raster's height, so the person fits a landscape and a portrait picture alike.
struct SimPersonScene: Sendable {
    let width: Int
    let height: Int
    /// The head: centre and radii, in raster pixels.
    let headX: Double
    let headY: Double
    let headRadiusX: Double
    let headRadiusY: Double

    static let skin: (y: UInt8, u: UInt8, v: UInt8) = (168, 112, 152)
    static let hair: (y: UInt8, u: UInt8, v: UInt8) = (44, 124, 132)
    static let shirt: (y: UInt8, u: UInt8, v: UInt8) = (96, 156, 112)
    static let feature: UInt8 = 70
    /// Sensor noise: ± this much luma on every pixel.
    static let noise = 6

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let h = Double(height)
        headX = Double(width) / 2
        headY = h * 0.36
        headRadiusX = max(2, h * 0.15)
        headRadiusY = max(2.5, h * 0.19)
    }

    /// Eyes, nose and mouth centres (raster pixels): where the face-shape areas act. Eyes and nose are 2×2 pixels
    /// centred on pixel corners, so scaling grows them by whole pixels on both sides; the mouth is a one-row line.
    var eyes: [(x: Double, y: Double)] {
        let y = (headY - headRadiusY * 0.05).rounded()
        return [((headX - headRadiusX * 0.45).rounded(), y), ((headX + headRadiusX * 0.45).rounded(), y)]
    }
    var nose: (x: Double, y: Double) { (headX.rounded(), (headY + headRadiusY * 0.3).rounded()) }
    var mouth: (x: Double, y: Double) { (headX.rounded(), (headY + headRadiusY * 0.62).rounded(.down) + 0.5) }

    private func inHead(_ x: Double, _ y: Double) -> Bool {
        let dx = (x - headX) / headRadiusX, dy = (y - headY) / headRadiusY
        return dx * dx + dy * dy <= 1
    }

    private func inBody(_ x: Double, _ y: Double) -> Bool {
        let h = Double(height)
        // Neck, then shoulders: the top of an ellipse standing on the bottom edge.
        if abs(x - headX) <= h * 0.07, y >= headY, y <= h * 0.7 { return true }
        let dx = (x - headX) / (h * 0.44), dy = (y - h * 1.02) / (h * 0.4)
        return dx * dx + dy * dy <= 1
    }

    /// 255 where the person is, 0 elsewhere, one value per raster pixel (pixel centres tested).
    func mask() -> [UInt8] {
        var mask = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                if inHead(px, py) || inBody(px, py) { mask[y * width + x] = 255 }
            }
        }
        return mask
    }

    /// Paints the person into `frame` (whose raster is this scene's size) and adds the sensor noise.
    func paint(into frame: inout AgoraSimVideoFrame, timestampMs: Int) {
        guard frame.lumaWidth == width, frame.lumaHeight == height else { return }
        let cw = frame.chromaWidth
        let eyes = self.eyes, nose = self.nose, mouth = self.mouth
        for y in 0..<height {
            for x in 0..<width {
                let (px, py) = (Double(x) + 0.5, Double(y) + 0.5)
                let color: (y: UInt8, u: UInt8, v: UInt8)
                if inHead(px, py) {
                    color = py < headY - headRadiusY * 0.45 ? Self.hair : Self.skin
                } else if inBody(px, py) {
                    color = Self.shirt
                } else {
                    continue
                }
                var luma = color.y
                let isEye = eyes.contains { abs(px - $0.x) < 1 && abs(py - $0.y) < 1 }
                let isNose = abs(px - nose.x) < 1 && abs(py - nose.y) < 1
                let isMouth = abs(px - mouth.x) < headRadiusX * 0.4 && abs(py - mouth.y) < 0.5
                if color == Self.skin, isEye || isNose || isMouth { luma = Self.feature }
                frame.luma[y * width + x] = luma
                if x % 2 == 0, y % 2 == 0 {
                    frame.chromaU[(y / 2) * cw + x / 2] = color.u
                    frame.chromaV[(y / 2) * cw + x / 2] = color.v
                }
            }
        }
        // Noise changes every frame and is the same on every machine: a hash of the pixel and the time.
        let seed = UInt32(truncatingIfNeeded: timestampMs / 10)
        frame.luma.withUnsafeMutableBufferPointer { luma in
            for index in 0..<luma.count {
                var h = UInt32(truncatingIfNeeded: index) &* 2_654_435_761 ^ seed &* 2_246_822_519
                h ^= h >> 15
                h = h &* 2_246_822_519
                h ^= h >> 13
                let offset = Int(h % UInt32(2 * Self.noise + 1)) - Self.noise
                luma[index] = UInt8(min(235, max(16, Int(luma[index]) + offset)))
            }
        }
    }
}
