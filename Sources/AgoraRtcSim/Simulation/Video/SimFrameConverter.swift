import Foundation
import MediaFormats

/// Real pixel conversions between the simulation's I420 frames, the formats a raw-data observer asks for,
/// and the raw frames an app pushes (with their crop and rotation).
enum SimFrameConverter {
    /// The largest pushed frame the simulation accepts, per side.
    static let maximumPushedDimension = 4096

    // MARK: to and from an observer

    static func output(_ frame: AgoraSimVideoFrame, format: AgoraVideoFormat) -> AgoraOutputVideoFrame {
        let w = frame.lumaWidth, h = frame.lumaHeight, cw = frame.chromaWidth
        let time = Int64(frame.timestampMs)
        switch format.delivered {
        case .NV12:
            var uv = [UInt8](repeating: 0, count: frame.chromaU.count * 2)
            for index in frame.chromaU.indices {
                uv[index * 2] = frame.chromaU[index]
                uv[index * 2 + 1] = frame.chromaV[index]
            }
            return AgoraOutputVideoFrame(type: AgoraVideoFormat.NV12.rawValue, width: Int32(w), height: Int32(h),
                                         yStride: Int32(w), uStride: Int32(cw * 2), vStride: 0,
                                         yBuffer: frame.luma, uBuffer: uv, vBuffer: [], renderTimeMs: time)
        case .BGRA, .RGBA:
            let bgra = format.delivered == .BGRA
            var packed = [UInt8](repeating: 255, count: w * h * 4)
            for y in 0..<h {
                for x in 0..<w {
                    let c = (y / 2) * cw + x / 2
                    let rgb = BT601.rgb(y: frame.luma[y * w + x], u: frame.chromaU[c], v: frame.chromaV[c])
                    let o = (y * w + x) * 4
                    packed[o] = bgra ? rgb.b : rgb.r
                    packed[o + 1] = rgb.g
                    packed[o + 2] = bgra ? rgb.r : rgb.b
                }
            }
            return AgoraOutputVideoFrame(type: format.delivered.rawValue, width: Int32(w), height: Int32(h),
                                         yStride: Int32(w * 4), uStride: 0, vStride: 0,
                                         yBuffer: packed, uBuffer: [], vBuffer: [], renderTimeMs: time)
        default:
            return AgoraOutputVideoFrame(type: AgoraVideoFormat.I420.rawValue, width: Int32(w), height: Int32(h),
                                         yStride: Int32(w), uStride: Int32(cw), vStride: Int32(cw),
                                         yBuffer: frame.luma, uBuffer: frame.chromaU, vBuffer: frame.chromaV,
                                         renderTimeMs: time)
        }
    }

    /// What a read-write observer left in `output`, as a frame like `original`; nil when the observer changed
    /// the frame's format or size or left buffers too short (the SDK then keeps the original).
    static func input(_ output: AgoraOutputVideoFrame, replacing original: AgoraSimVideoFrame) -> AgoraSimVideoFrame? {
        let w = original.lumaWidth, h = original.lumaHeight
        guard Int(output.width) == w, Int(output.height) == h, let format = output.format else { return nil }
        var frame = original
        switch format {
        case .I420:
            guard let y = plane(output.yBuffer, stride: Int(output.yStride), width: w, height: h),
                  let u = plane(output.uBuffer, stride: Int(output.uStride), width: original.chromaWidth, height: original.chromaHeight),
                  let v = plane(output.vBuffer, stride: Int(output.vStride), width: original.chromaWidth, height: original.chromaHeight)
            else { return nil }
            (frame.luma, frame.chromaU, frame.chromaV) = (y, u, v)
        case .NV12:
            let cw = original.chromaWidth, ch = original.chromaHeight
            guard let y = plane(output.yBuffer, stride: Int(output.yStride), width: w, height: h),
                  let uv = plane(output.uBuffer, stride: Int(output.uStride), width: cw * 2, height: ch) else { return nil }
            frame.luma = y
            frame.chromaU = (0..<cw * ch).map { uv[$0 * 2] }
            frame.chromaV = (0..<cw * ch).map { uv[$0 * 2 + 1] }
        case .BGRA, .RGBA:
            guard let packed = plane(output.yBuffer, stride: Int(output.yStride), width: w * 4, height: h) else { return nil }
            let planes = i420(fromPacked: packed, width: w, height: h, red: format == .BGRA ? 2 : 0, blue: format == .BGRA ? 0 : 2)
            (frame.luma, frame.chromaU, frame.chromaV) = (planes.y, planes.u, planes.v)
        default:
            return nil
        }
        return frame
    }

    /// `width` bytes from each of `height` rows `stride` apart, or nil when the buffer is too short.
    private static func plane(_ buffer: [UInt8], stride: Int, width: Int, height: Int) -> [UInt8]? {
        guard height > 0, width > 0 else { return [] }
        guard stride >= width, buffer.count >= stride * (height - 1) + width else { return nil }
        if stride == width { return Array(buffer.prefix(width * height)) }
        var out: [UInt8] = []
        out.reserveCapacity(width * height)
        for row in 0..<height { out += buffer[(row * stride)..<(row * stride + width)] }
        return out
    }

    /// I420 from 4-byte pixels with red and blue at the given offsets (green is always at 1).
    private static func i420(fromPacked packed: [UInt8], width: Int, height: Int, red: Int, blue: Int)
        -> (y: [UInt8], u: [UInt8], v: [UInt8]) {
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for index in 0..<(width * height) {
            rgb[index * 3] = packed[index * 4 + red]
            rgb[index * 3 + 1] = packed[index * 4 + 1]
            rgb[index * 3 + 2] = packed[index * 4 + blue]
        }
        return BT601.i420(rgb: rgb, width: width, height: height)
    }

    // MARK: pushed frames

    /// Checks a pushed frame as the SDK does and turns it into an upright, cropped I420 frame.
    enum Pushed {
        case accepted(AgoraSimVideoFrame)
        case rejected(AgoraErrorCode)
    }

    /// A stitched frame is split first: the crop and the rotation then apply to its picture (and its alpha alike).
    static func pushed(_ pushed: AgoraVideoFrame, nowMs: Int) -> Pushed {
        let stride = Int(pushed.strideInPixels), fullHeight = Int(pushed.height)
        guard stride > 0, fullHeight > 0, stride <= maximumPushedDimension, fullHeight <= maximumPushedDimension else {
            return .rejected(.invalidArgument)
        }
        let mode = pushed.alphaStitchMode
        let sideways = mode == .alphaStitchLeft || mode == .alphaStitchRight
        let stacked = mode == .alphaStitchUp || mode == .alphaStitchBelow
        guard !sideways || stride % 2 == 0, !stacked || fullHeight % 2 == 0 else { return .rejected(.invalidArgument) }
        let width = sideways ? stride / 2 : stride, height = stacked ? fullHeight / 2 : fullHeight
        let crops = [pushed.cropLeft, pushed.cropTop, pushed.cropRight, pushed.cropBottom].map(Int.init)
        guard crops.allSatisfy({ $0 >= 0 }), crops[0] + crops[2] < width, crops[1] + crops[3] < height else {
            return .rejected(.invalidArgument)
        }
        guard [0, 90, 180, 270].contains(pushed.rotation) else { return .rejected(.invalidArgument) }
        switch pushed.format {
        case 1, 2, 3, 4, 8, 15, 16: break
        case 5, 7, 12: return .rejected(.notSupported)
        default: return .rejected(.invalidArgument)
        }
        guard let data = pushed.dataBuf else { return .rejected(.invalidArgument) }
        let bytes = [UInt8](data)
        guard let full = fullFrame(bytes, format: pushed.format, width: stride, height: fullHeight) else {
            return .rejected(.invalidArgument)
        }
        let (picture, alpha) = split(full, width: stride, height: fullHeight, mode: mode)
        let cropped = crop(picture, width: width, height: height, left: crops[0], top: crops[1],
                           right: crops[2], bottom: crops[3])
        let degrees = Int(pushed.rotation)
        let upright = rotate(cropped.planes, width: cropped.width, height: cropped.height, degrees: degrees)
        let time = pushed.time.isValid ? Int((Double(pushed.time.value) * 1000 / Double(pushed.time.timescale)).rounded()) : nowMs
        var frame = AgoraSimVideoFrame(width: upright.width, height: upright.height, lumaWidth: upright.width,
                                       lumaHeight: upright.height, luma: upright.planes.y, chromaU: upright.planes.u,
                                       chromaV: upright.planes.v, timestampMs: time, uid: 0)
        if let alpha {
            // The alpha goes through the same crop as the picture (its chroma is only there to satisfy `crop`).
            let croppedAlpha = crop((alpha, picture.u, picture.v), width: width, height: height, left: crops[0],
                                    top: crops[1], right: crops[2], bottom: crops[3]).planes.y
            frame.alpha = degrees == 0 ? croppedAlpha
                : rotatePlane(croppedAlpha, width: cropped.width, height: cropped.height, degrees: degrees)
        }
        return .accepted(frame)
    }

    /// A stitched frame's picture and its alpha (the other half's luma); the frame itself, with no alpha, for
    /// `.noAlphaStitch`. The split side is even (checked by the caller).
    private static func split(_ full: Planes, width: Int, height: Int, mode: AgoraAlphaStitchMode)
        -> (picture: Planes, alpha: [UInt8]?) {
        let w = width / 2, h = height / 2
        // (left, top, right, bottom) trimmed off the whole frame to leave the picture, and to leave the alpha.
        let (picture, alpha): ((Int, Int, Int, Int), (Int, Int, Int, Int))
        switch mode {
        case .noAlphaStitch: return (full, nil)
        case .alphaStitchUp: (picture, alpha) = ((0, h, 0, 0), (0, 0, 0, h))
        case .alphaStitchBelow: (picture, alpha) = ((0, 0, 0, h), (0, h, 0, 0))
        case .alphaStitchLeft: (picture, alpha) = ((w, 0, 0, 0), (0, 0, w, 0))
        case .alphaStitchRight: (picture, alpha) = ((0, 0, w, 0), (w, 0, 0, 0))
        }
        let part = { (trim: (Int, Int, Int, Int)) in
            crop(full, width: width, height: height, left: trim.0, top: trim.1, right: trim.2, bottom: trim.3).planes
        }
        return (part(picture), part(alpha).y)
    }

    typealias Planes = (y: [UInt8], u: [UInt8], v: [UInt8])

    /// The whole pushed picture as I420, or nil when `bytes` is shorter than the format needs.
    private static func fullFrame(_ bytes: [UInt8], format: Int, width: Int, height: Int) -> Planes? {
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        let ySize = width * height
        switch format {
        case 1:
            guard bytes.count >= ySize + 2 * cw * ch else { return nil }
            return (Array(bytes[0..<ySize]), Array(bytes[ySize..<ySize + cw * ch]),
                    Array(bytes[ySize + cw * ch..<ySize + 2 * cw * ch]))
        case 16:
            // I422: chroma at half width, full height; keep every other row.
            guard bytes.count >= ySize + 2 * cw * height else { return nil }
            let u = bytes[ySize..<ySize + cw * height], v = bytes[ySize + cw * height..<ySize + 2 * cw * height]
            var outU = [UInt8](repeating: 0, count: cw * ch), outV = outU
            for row in 0..<ch {
                for column in 0..<cw {
                    outU[row * cw + column] = u[u.startIndex + row * 2 * cw + column]
                    outV[row * cw + column] = v[v.startIndex + row * 2 * cw + column]
                }
            }
            return (Array(bytes[0..<ySize]), outU, outV)
        case 8, 3:
            guard bytes.count >= ySize + 2 * cw * ch else { return nil }
            let first = (0..<cw * ch).map { bytes[ySize + $0 * 2] }
            let second = (0..<cw * ch).map { bytes[ySize + $0 * 2 + 1] }
            // NV12 interleaves U then V; NV21 V then U.
            return (Array(bytes[0..<ySize]), format == 8 ? first : second, format == 8 ? second : first)
        case 15:
            // P010: 16-bit words with the 10-bit sample on top; the simulation's pictures are 8-bit, so each
            // sample keeps its top 8 bits (the word's high byte).
            guard bytes.count >= (ySize + 2 * cw * ch) * 2 else { return nil }
            let y = (0..<ySize).map { bytes[$0 * 2 + 1] }
            let base = ySize * 2
            let u = (0..<cw * ch).map { bytes[base + $0 * 4 + 1] }
            let v = (0..<cw * ch).map { bytes[base + $0 * 4 + 3] }
            return (y, u, v)
        case 2, 4:
            guard bytes.count >= ySize * 4 else { return nil }
            return i420(fromPacked: Array(bytes[0..<ySize * 4]), width: width, height: height,
                        red: format == 2 ? 2 : 0, blue: format == 2 ? 0 : 2)
        default:
            return nil
        }
    }

    private static func crop(_ planes: Planes, width: Int, height: Int, left: Int, top: Int, right: Int, bottom: Int)
        -> (planes: Planes, width: Int, height: Int) {
        guard left + top + right + bottom > 0 else { return (planes, width, height) }
        let w = width - left - right, h = height - top - bottom
        let cw = (w + 1) / 2, ch = (h + 1) / 2, sourceCw = (width + 1) / 2
        var y = [UInt8](repeating: 0, count: w * h)
        for row in 0..<h {
            for column in 0..<w { y[row * w + column] = planes.y[(row + top) * width + column + left] }
        }
        var u = [UInt8](repeating: 128, count: cw * ch), v = u
        for row in 0..<ch {
            for column in 0..<cw {
                let source = ((top + row * 2) / 2) * sourceCw + (left + column * 2) / 2
                u[row * cw + column] = planes.u[source]
                v[row * cw + column] = planes.v[source]
            }
        }
        return ((y, u, v), w, h)
    }

    private static func rotate(_ planes: Planes, width: Int, height: Int, degrees: Int)
        -> (planes: Planes, width: Int, height: Int) {
        guard degrees != 0 else { return (planes, width, height) }
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        let y = rotatePlane(planes.y, width: width, height: height, degrees: degrees)
        let u = rotatePlane(planes.u, width: cw, height: ch, degrees: degrees)
        let v = rotatePlane(planes.v, width: cw, height: ch, degrees: degrees)
        let planes: Planes = (y, u, v)
        if degrees == 180 { return (planes, width, height) }
        return (planes, height, width)
    }

    /// Rotates one plane clockwise by 90, 180 or 270 degrees.
    static func rotatePlane(_ plane: [UInt8], width: Int, height: Int, degrees: Int) -> [UInt8] {
        var out = plane
        let newWidth = degrees == 180 ? width : height, newHeight = degrees == 180 ? height : width
        for ny in 0..<newHeight {
            for nx in 0..<newWidth {
                let (ox, oy): (Int, Int)
                switch degrees {
                case 90: (ox, oy) = (ny, height - 1 - nx)
                case 180: (ox, oy) = (width - 1 - nx, height - 1 - ny)
                default: (ox, oy) = (width - 1 - ny, nx)
                }
                out[ny * newWidth + nx] = plane[oy * width + ox]
            }
        }
        return out
    }
}
