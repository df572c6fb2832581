import Foundation
import MediaFormats

/// A PNG read once (for a watermark or the video image source) and kept as full-resolution BT.601 planes, so
/// each frame only samples it: drawn into a rectangle of a frame (a watermark) or as a whole frame (the image
/// source, fitted inside with black bars, as a still published at the stream's size would be).
struct SimStillImage: Sendable, Equatable {
    let width: Int
    let height: Int
    let y: [UInt8]
    let u: [UInt8]
    let v: [UInt8]

    /// Larger images are refused: the planes are kept whole, three bytes a pixel beside the decoded PNG's.
    static let maximumPixels = 3840 * 2160

    /// The image at `path`, or nil when it is missing, not a regular file, not a PNG this reader takes, or larger
    /// than `maximumPixels`.
    static func load(_ path: String) -> SimStillImage? {
        guard let png = try? PNGImage.read(contentsOf: path, maximumPixels: maximumPixels) else { return nil }
        let count = png.width * png.height
        var (y, u, v) = ([UInt8](repeating: 16, count: count), [UInt8](repeating: 128, count: count),
                         [UInt8](repeating: 128, count: count))
        let channels = png.kind.channels
        for index in 0..<count {
            let base = index * channels
            let (r, g, b) = channels == 3 ? (png.pixels[base], png.pixels[base + 1], png.pixels[base + 2])
                : (png.pixels[base], png.pixels[base], png.pixels[base])
            (y[index], u[index], v[index]) = BT601.yuv(r: r, g: g, b: b)
        }
        return SimStillImage(width: png.width, height: png.height, y: y, u: u, v: v)
    }

    /// Draws the image stretched over `rect` (pixels of the frame's nominal size), clipped to the frame.
    func draw(into frame: inout AgoraSimVideoFrame, rect: CGRect) {
        guard rect.width > 0, rect.height > 0, frame.width > 0, frame.height > 0 else { return }
        // Nominal pixels to raster pixels.
        let (scaleX, scaleY) = (Double(frame.lumaWidth) / Double(frame.width), Double(frame.lumaHeight) / Double(frame.height))
        let left = Double(rect.minX) * scaleX, top = Double(rect.minY) * scaleY
        let right = Double(rect.maxX) * scaleX, bottom = Double(rect.maxY) * scaleY
        paint(&frame.luma, width: frame.lumaWidth, height: frame.lumaHeight, plane: y,
              area: (left, top, right, bottom))
        let chroma = (left / 2, top / 2, right / 2, bottom / 2)
        paint(&frame.chromaU, width: frame.chromaWidth, height: frame.chromaHeight, plane: u, area: chroma)
        paint(&frame.chromaV, width: frame.chromaWidth, height: frame.chromaHeight, plane: v, area: chroma)
    }

    /// A whole frame of the image at the stream's nominal size, fitted inside black bars.
    func frame(width: Int, height: Int, lumaWidth: Int, lumaHeight: Int, timestampMs: Int, uid: UInt) -> AgoraSimVideoFrame {
        let count = lumaWidth * lumaHeight, chromaCount = ((lumaWidth + 1) / 2) * ((lumaHeight + 1) / 2)
        var frame = AgoraSimVideoFrame(width: width, height: height, lumaWidth: lumaWidth, lumaHeight: lumaHeight,
                                       luma: [UInt8](repeating: 16, count: count),
                                       chromaU: [UInt8](repeating: 128, count: chromaCount),
                                       chromaV: [UInt8](repeating: 128, count: chromaCount), timestampMs: timestampMs, uid: uid)
        let scale = min(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let (fitWidth, fitHeight) = (Double(self.width) * scale, Double(self.height) * scale)
        draw(into: &frame, rect: CGRect(x: (Double(width) - fitWidth) / 2, y: (Double(height) - fitHeight) / 2,
                                        width: fitWidth, height: fitHeight))
        return frame
    }

    /// Nearest-neighbour: every target pixel whose centre lies in `area` takes the image pixel under it.
    private func paint(_ target: inout [UInt8], width: Int, height: Int, plane: [UInt8],
                       area: (left: Double, top: Double, right: Double, bottom: Double)) {
        let firstX = max(0, Int((area.left - 0.5).rounded(.up))), lastX = min(width - 1, Int((area.right - 0.5).rounded(.down)))
        let firstY = max(0, Int((area.top - 0.5).rounded(.up))), lastY = min(height - 1, Int((area.bottom - 0.5).rounded(.down)))
        guard firstX <= lastX, firstY <= lastY, target.count == width * height else { return }
        let (spanX, spanY) = (area.right - area.left, area.bottom - area.top)
        for row in firstY...lastY {
            let sourceY = min(self.height - 1, Int((Double(row) + 0.5 - area.top) / spanY * Double(self.height)))
            for column in firstX...lastX {
                let sourceX = min(self.width - 1, Int((Double(column) + 0.5 - area.left) / spanX * Double(self.width)))
                target[row * width + column] = plane[sourceY * self.width + sourceX]
            }
        }
    }
}
