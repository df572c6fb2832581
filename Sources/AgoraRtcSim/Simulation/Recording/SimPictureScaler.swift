/// A painted picture at a recording's size. The painter draws a small raster (what the tiles show); a recorder
/// needs the stream's declared size, so the raster is widened there, each raster pixel to a block (nearest
/// neighbour: the cheapest, and the picture is the same one). Done only for frames a recorder writes.
enum SimPictureScaler {
    /// Packed I420 of `width`×`height` (both even) from `frame`'s raster.
    static func i420(_ frame: AgoraSimVideoFrame, width: Int, height: Int) -> [UInt8] {
        let chromaWidth = (frame.lumaWidth + 1) / 2, chromaHeight = (frame.lumaHeight + 1) / 2
        var out = [UInt8](repeating: 0, count: width * height * 3 / 2)
        out.withUnsafeMutableBufferPointer { buffer in
            var offset = 0
            scale(frame.luma, frame.lumaWidth, frame.lumaHeight, into: buffer, at: &offset, width, height)
            scale(frame.chromaU, chromaWidth, chromaHeight, into: buffer, at: &offset, width / 2, height / 2)
            scale(frame.chromaV, chromaWidth, chromaHeight, into: buffer, at: &offset, width / 2, height / 2)
        }
        return out
    }

    /// A black picture of `width`×`height`, for a video track that has had no frame yet.
    static func black(width: Int, height: Int) -> [UInt8] {
        [UInt8](repeating: 16, count: width * height) + [UInt8](repeating: 128, count: width * height / 2)
    }

    private static func scale(_ plane: [UInt8], _ sourceWidth: Int, _ sourceHeight: Int,
                              into out: UnsafeMutableBufferPointer<UInt8>, at offset: inout Int, _ width: Int, _ height: Int) {
        guard sourceWidth > 0, sourceHeight > 0, plane.count >= sourceWidth * sourceHeight else {
            offset += width * height
            return
        }
        let columns = (0..<width).map { $0 * sourceWidth / width }
        guard let base = out.baseAddress else { return }
        plane.withUnsafeBufferPointer { source in
            var previousSourceRow = -1
            for row in 0..<height {
                let sourceRow = row * sourceHeight / height
                let target = base + offset
                if sourceRow == previousSourceRow {
                    // Most rows repeat the one above: one copy instead of a pixel at a time.
                    target.update(from: target - width, count: width)
                } else {
                    let start = sourceRow * sourceWidth
                    for column in 0..<width { target[column] = source[start + columns[column]] }
                    previousSourceRow = sourceRow
                }
                offset += width
            }
        }
    }
}
