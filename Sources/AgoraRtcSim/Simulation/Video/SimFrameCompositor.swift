import Foundation

/// Composes layers into one picture, as the local transcoder does: each layer's picture scaled into its rectangle
/// so that it fills it (cropped to the rectangle's shape around its centre, like a canvas's default `.hidden`
/// mode), drawn in the order given over black, blended by its alpha. Pure, so tests can check it pixel by pixel.
enum SimFrameCompositor {
    struct Layer: Sendable {
        let picture: AgoraSimVideoFrame
        /// In the output's nominal pixels.
        let rect: CGRect
        let alpha: Double
    }

    /// The composed raster's longest side: the picture is made at the output's size up to this, and scaled down
    /// (keeping its shape) beyond, so a 1080p output costs no more than a terminal can show.
    static let maximumRasterSide = 320

    static func rasterSize(width: Int, height: Int) -> (width: Int, height: Int) {
        let longest = max(width, height)
        guard longest > maximumRasterSide else { return (max(1, width), max(1, height)) }
        let scale = Double(maximumRasterSide) / Double(longest)
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }

    /// `layers` bottom first, on a `width`×`height` output.
    static func compose(_ layers: [Layer], width: Int, height: Int, timestampMs: Int) -> AgoraSimVideoFrame {
        let (rw, rh) = rasterSize(width: width, height: height)
        var out = AgoraSimVideoFrame(width: width, height: height, lumaWidth: rw, lumaHeight: rh,
                                     luma: [UInt8](repeating: 16, count: rw * rh), timestampMs: timestampMs, uid: 0)
        let scale = Double(rw) / Double(max(1, width))
        for layer in layers { draw(layer, into: &out, scale: scale) }
        return out
    }

    private static func draw(_ layer: Layer, into out: inout AgoraSimVideoFrame, scale: Double) {
        let source = layer.picture
        let alpha = min(1, max(0, layer.alpha))
        guard alpha > 0, source.lumaWidth > 0, source.lumaHeight > 0 else { return }
        let rx = layer.rect.minX * scale, ry = layer.rect.minY * scale
        let rw = layer.rect.width * scale, rh = layer.rect.height * scale
        guard rw > 0, rh > 0 else { return }
        // Fill the rectangle: the source scaled by the larger ratio, its overflow cropped equally on both sides.
        let k = max(rw / Double(source.lumaWidth), rh / Double(source.lumaHeight))
        let ox = (Double(source.lumaWidth) - rw / k) / 2, oy = (Double(source.lumaHeight) - rh / k) / 2
        let x0 = max(0, Int(rx.rounded())), x1 = min(out.lumaWidth, Int((rx + rw).rounded()))
        let y0 = max(0, Int(ry.rounded())), y1 = min(out.lumaHeight, Int((ry + rh).rounded()))
        guard x0 < x1, y0 < y1 else { return }
        // Which source column and row each output pixel takes, worked out once per layer rather than per pixel.
        let columns = (x0..<x1).map { min(source.lumaWidth - 1, max(0, Int(ox + (Double($0) + 0.5 - rx) / k))) }
        let rows = (y0..<y1).map { min(source.lumaHeight - 1, max(0, Int(oy + (Double($0) + 0.5 - ry) / k))) }
        // Alpha in 1/256 steps: blending stays integer arithmetic.
        let weight = Int((alpha * 256).rounded())
        @inline(__always) func blend(_ top: UInt8, _ bottom: UInt8) -> UInt8 {
            weight >= 256 ? top : UInt8((Int(top) * weight + Int(bottom) * (256 - weight) + 128) >> 8)
        }
        // Raw buffers and index loops: this runs for every pixel of every composed frame, and a debug build (the
        // tests') pays for each bounds check and iterator.
        let (width, sourceWidth) = (out.lumaWidth, source.lumaWidth)
        source.luma.withUnsafeBufferPointer { from in
            out.luma.withUnsafeMutableBufferPointer { to in
                columns.withUnsafeBufferPointer { cols in
                    for j in 0..<rows.count {
                        let target = (y0 + j) * width + x0, origin = rows[j] * sourceWidth
                        for i in 0..<cols.count { to[target + i] = blend(from[origin + cols[i]], to[target + i]) }
                    }
                }
            }
        }
        // Chroma sites whose top-left luma pixel is inside the rectangle take the source's chroma there.
        let (cw, scw) = (out.chromaWidth, source.chromaWidth)
        let (cx0, cx1, cy0, cy1) = ((x0 + 1) / 2, (x1 + 1) / 2, (y0 + 1) / 2, (y1 + 1) / 2)
        for (plane, sourcePlane) in [(0, source.chromaU), (1, source.chromaV)] {
            sourcePlane.withUnsafeBufferPointer { from in
                func copy(_ to: UnsafeMutableBufferPointer<UInt8>) {
                    for cy in cy0..<cy1 {
                        let origin = rows[cy * 2 - y0] / 2 * scw, target = cy * cw
                        for cx in cx0..<cx1 { to[target + cx] = blend(from[origin + columns[cx * 2 - x0] / 2], to[target + cx]) }
                    }
                }
                if plane == 0 { out.chromaU.withUnsafeMutableBufferPointer { copy($0) } } else { out.chromaV.withUnsafeMutableBufferPointer { copy($0) } }
            }
        }
    }
}
