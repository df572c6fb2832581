import Foundation
import MediaFormats

/// A virtual background, ready to draw: where the segmentation mask says there is no person, the picture shows a
/// colour, an image or a video stretched over the frame, or its own background blurred. Pictures are read when
/// `enableVirtualBackground` is called, not per frame.
struct SimVirtualBackground: Sendable, Equatable {
    enum Fill: Sendable, Equatable {
        case color(y: UInt8, u: UInt8, v: UInt8)
        case image(SimStillImage)
        /// The video's frames and its rate; played in a loop from the engine's clock.
        case video([SimStillImage], fps: Double)
        /// A box blur of this radius (raster pixels).
        case blur(radius: Int)
    }

    let fill: Fill

    /// The fill for `source`, or nil when its file cannot be read (or the type is `.none`).
    static func make(_ source: AgoraVirtualBackgroundSource) -> SimVirtualBackground? {
        switch source.backgroundSourceType {
        case .none:
            return nil
        case .color:
            let rgb = source.color & 0xFFFFFF
            let yuv = BT601.yuv(r: UInt8(rgb >> 16 & 0xFF), g: UInt8(rgb >> 8 & 0xFF), b: UInt8(rgb & 0xFF))
            return SimVirtualBackground(fill: .color(y: yuv.y, u: yuv.u, v: yuv.v))
        case .img:
            return source.source.flatMap(SimStillImage.load).map { SimVirtualBackground(fill: .image($0)) }
        case .blur:
            let radius = switch source.blurDegree {
            case .low: 1
            case .medium: 2
            case .high: 4
            }
            return SimVirtualBackground(fill: .blur(radius: radius))
        case .video:
            guard let path = source.source, let video = try? Y4MVideo.read(contentsOf: path, maximumBytes: 64 << 20),
                  !video.frames.isEmpty, video.framesPerSecond > 0 else { return nil }
            let frames = video.frames.map { SimStillImage(y4m: $0, of: video) }
            return SimVirtualBackground(fill: .video(frames, fps: video.framesPerSecond))
        }
    }

    /// Replaces the background of `frame` (mask value below 128) with the fill.
    func apply(to frame: inout AgoraSimVideoFrame, mask: [UInt8]) {
        guard mask.count == frame.luma.count else { return }
        var background = frame
        switch fill {
        case .color(let y, let u, let v):
            background.luma = [UInt8](repeating: y, count: frame.luma.count)
            background.chromaU = [UInt8](repeating: u, count: frame.chromaU.count)
            background.chromaV = [UInt8](repeating: v, count: frame.chromaV.count)
        case .image(let image):
            image.draw(into: &background, rect: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        case .video(let frames, let fps):
            let index = Int(Double(frame.timestampMs) / 1000 * fps) % frames.count
            frames[max(0, index)].draw(into: &background, rect: CGRect(x: 0, y: 0, width: frame.width, height: frame.height))
        case .blur(let radius):
            background.luma = SimPixelOps.boxBlur(frame.luma, width: frame.lumaWidth, height: frame.lumaHeight, radius: radius)
            let chromaRadius = max(1, radius / 2)
            background.chromaU = SimPixelOps.boxBlur(frame.chromaU, width: frame.chromaWidth, height: frame.chromaHeight,
                                                     radius: chromaRadius)
            background.chromaV = SimPixelOps.boxBlur(frame.chromaV, width: frame.chromaWidth, height: frame.chromaHeight,
                                                     radius: chromaRadius)
        }
        // Raw buffers: this runs over every pixel of every captured frame.
        mask.withUnsafeBufferPointer { m in
            frame.luma.withUnsafeMutableBufferPointer { luma in
                background.luma.withUnsafeBufferPointer { from in
                    for i in 0..<m.count where m[i] < 128 { luma[i] = from[i] }
                }
            }
            // A chroma site follows the luma pixel at its top left.
            let (w, cw, ch) = (frame.lumaWidth, frame.chromaWidth, frame.chromaHeight)
            func replace(_ plane: inout [UInt8], _ from: [UInt8]) {
                plane.withUnsafeMutableBufferPointer { to in
                    from.withUnsafeBufferPointer { from in
                        for cy in 0..<ch {
                            for cx in 0..<cw where m[(2 * cy) * w + 2 * cx] < 128 { to[cy * cw + cx] = from[cy * cw + cx] }
                        }
                    }
                }
            }
            replace(&frame.chromaU, background.chromaU)
            replace(&frame.chromaV, background.chromaV)
        }
    }
}

extension SimStillImage {
    /// A Y4M picture as full-resolution planes (4:2:0 chroma repeated over its 2×2 pixels).
    init(y4m frame: Y4MFrame, of video: Y4MVideo) {
        let (w, h) = (video.width, video.height)
        let chroma = video.chroma.planeSize(width: w, height: h)
        var (u, v) = ([UInt8](repeating: 128, count: w * h), [UInt8](repeating: 128, count: w * h))
        for y in 0..<h {
            for x in 0..<w {
                let cx = min(chroma.width - 1, x * chroma.width / w), cy = min(chroma.height - 1, y * chroma.height / h)
                let c = cy * chroma.width + cx
                if c < frame.u.count, c < frame.v.count {
                    u[y * w + x] = frame.u[c]
                    v[y * w + x] = frame.v[c]
                }
            }
        }
        self.init(width: w, height: h, y: frame.y, u: u, v: v)
    }
}
