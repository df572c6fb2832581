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

    /// The person drawn once per raster size: their luma and chroma where they are, and their outline (255 where
    /// the person is, 0 elsewhere, pixel centres tested). Kept, as the scene's backgrounds are: only the noise is
    /// made per frame.
    struct Layer: Sendable {
        let luma: [UInt8]
        let chromaU: [UInt8]
        let chromaV: [UInt8]
        /// Whether the person covers each chroma site (its top-left luma pixel).
        let chromaCovered: [Bool]
        let mask: [UInt8]
    }

    private struct Size: Hashable {
        let width: Int
        let height: Int
    }

    /// Bounded: a session has a handful of raster sizes.
    private static let layers = SimLocked<[Size: Layer]>([:])

    var layer: Layer {
        let size = Size(width: width, height: height)
        if let cached = Self.layers.withLock({ $0[size] }) { return cached }
        let made = draw()
        Self.layers.withLock { layers in
            if layers.count >= 16 { layers.removeAll() }
            layers[size] = made
        }
        return made
    }

    func mask() -> [UInt8] { layer.mask }

    private func draw() -> Layer {
        let (cw, ch) = ((width + 1) / 2, (height + 1) / 2)
        var luma = [UInt8](repeating: 0, count: width * height), mask = luma
        var (u, v) = ([UInt8](repeating: 128, count: cw * ch), [UInt8](repeating: 128, count: cw * ch))
        var covered = [Bool](repeating: false, count: cw * ch)
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
                let isEye = eyes.contains { abs(px - $0.x) < 1 && abs(py - $0.y) < 1 }
                let isNose = abs(px - nose.x) < 1 && abs(py - nose.y) < 1
                let isMouth = abs(px - mouth.x) < headRadiusX * 0.4 && abs(py - mouth.y) < 0.5
                luma[y * width + x] = color == Self.skin && (isEye || isNose || isMouth) ? Self.feature : color.y
                mask[y * width + x] = 255
                if x % 2 == 0, y % 2 == 0 {
                    let c = (y / 2) * cw + x / 2
                    (u[c], v[c], covered[c]) = (color.u, color.v, true)
                }
            }
        }
        return Layer(luma: luma, chromaU: u, chromaV: v, chromaCovered: covered, mask: mask)
    }

    /// Paints the person into `frame` (whose raster is this scene's size) and adds the sensor noise.
    func paint(into frame: inout AgoraSimVideoFrame, timestampMs: Int) {
        guard frame.lumaWidth == width, frame.lumaHeight == height else { return }
        let layer = self.layer
        frame.luma.withUnsafeMutableBufferPointer { luma in
            for i in 0..<luma.count where layer.mask[i] != 0 { luma[i] = layer.luma[i] }
        }
        for c in 0..<min(frame.chromaU.count, layer.chromaCovered.count) where layer.chromaCovered[c] {
            frame.chromaU[c] = layer.chromaU[c]
            frame.chromaV[c] = layer.chromaV[c]
        }
        // Noise changes every frame and is the same on every machine: a hash of the pixel and the time.
        let seed = UInt32(truncatingIfNeeded: timestampMs / 10)
        frame.luma.withUnsafeMutableBufferPointer { luma in
            for index in 0..<luma.count {
                var h = UInt32(truncatingIfNeeded: index) &* 2_654_435_761 ^ seed &* 2_246_822_519
                h ^= h >> 15
                h = h &* 2_246_822_519
                h ^= h >> 13
                let value = Int(luma[index]) + Int(h % UInt32(2 * Self.noise + 1)) - Self.noise
                luma[index] = value < 16 ? 16 : (value > 235 ? 235 : UInt8(truncatingIfNeeded: value))
            }
        }
    }
}
