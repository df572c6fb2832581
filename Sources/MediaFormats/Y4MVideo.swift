import Foundation

/// A YUV4MPEG2 (".y4m") video: a one-line text header, then raw 8-bit planar frames, each after a `FRAME` line.
/// `parse` accepts what the format allows (4:2:0 in any chroma siting, 4:4:4; optional header and frame
/// parameters) and rejects everything else with a `MediaFormatError` that says what was wrong.
public struct Y4MVideo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var frameRate: Y4MRatio
    /// `p` progressive, `t`/`b` top/bottom field first, `m` mixed, `?` unknown; nil when the header had none.
    public var interlacing: Character?
    /// Pixel aspect ratio; nil when the header had none.
    public var pixelAspect: Y4MRatio?
    public var chroma: Y4MChroma
    /// Header parameters this reader does not interpret (`X…` comments, unknown tags), written back unchanged.
    public var otherParameters: [String]
    public var frames: [Y4MFrame]

    /// Larger than any real video; a header claiming more is treated as corrupt rather than allocated.
    public static let maximumDimension = 16_384
    /// Frame rates a video can really have. A reader paces frames by it, so a header claiming four billion a
    /// second would have them scheduled without bound (issue 12), and one under a frame a second stalls.
    public static let frameRates: ClosedRange<Double> = 1...240
    static let magic = Array("YUV4MPEG2".utf8)
    static let frameMarker = Array("FRAME".utf8)
    /// A header or FRAME line longer than this is not a Y4M line.
    static let maximumLineLength = 4096

    public init(width: Int, height: Int, frameRate: Y4MRatio, interlacing: Character? = "p",
                pixelAspect: Y4MRatio? = Y4MRatio(1, 1), chroma: Y4MChroma = .yuv420(tag: Y4MChroma.defaultTag),
                otherParameters: [String] = [], frames: [Y4MFrame] = []) {
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.interlacing = interlacing
        self.pixelAspect = pixelAspect
        self.chroma = chroma
        self.otherParameters = otherParameters
        self.frames = frames
    }

    public var framesPerSecond: Double { frameRate.value ?? 0 }

    /// Bytes of one frame's planes.
    public var frameBytes: Int { chroma.frameBytes(width: width, height: height) }

    // MARK: reading

    public static func read(contentsOf path: String, maximumBytes: Int = 256 << 20) throws -> Y4MVideo {
        try parse(MediaFileIO.read(path, maximumBytes: maximumBytes))
    }

    public static func parse(_ bytes: [UInt8]) throws -> Y4MVideo {
        let (header, afterHeader) = try headerLine(bytes)
        var video = try parseHeader(header)
        var offset = afterHeader
        let size = video.frameBytes
        while offset < bytes.count {
            let index = video.frames.count
            let remaining = bytes.count - offset
            guard remaining >= frameMarker.count else {
                if Array(bytes[offset...]) == Array(frameMarker.prefix(remaining)) {
                    throw MediaFormatError.truncated("frame \(index): FRAME marker cut short")
                }
                throw MediaFormatError.malformed("frame \(index): expected FRAME at byte \(offset)")
            }
            guard Array(bytes[offset..<offset + frameMarker.count]) == frameMarker else {
                throw MediaFormatError.malformed("frame \(index): expected FRAME at byte \(offset)")
            }
            offset += frameMarker.count
            guard let end = lineEnd(bytes, from: offset) else {
                throw MediaFormatError.truncated("frame \(index): FRAME line has no end")
            }
            var parameters = ""
            if end > offset {
                guard bytes[offset] == 0x20, let text = String(bytes: bytes[(offset + 1)..<end], encoding: .ascii) else {
                    throw MediaFormatError.malformed("frame \(index): bad FRAME parameters")
                }
                parameters = text
            }
            offset = end + 1
            guard bytes.count - offset >= size else {
                throw MediaFormatError.truncated("frame \(index): \(bytes.count - offset) of \(size) bytes")
            }
            let chroma = video.chroma.planeSize(width: video.width, height: video.height)
            let ySize = video.width * video.height, cSize = chroma.width * chroma.height
            video.frames.append(Y4MFrame(y: Array(bytes[offset..<offset + ySize]),
                                         u: Array(bytes[offset + ySize..<offset + ySize + cSize]),
                                         v: Array(bytes[offset + ySize + cSize..<offset + size]),
                                         parameters: parameters))
            offset += size
        }
        return video
    }

    /// The header line's text and the offset just past its newline.
    private static func headerLine(_ bytes: [UInt8]) throws -> (String, Int) {
        let prefix = Array(bytes.prefix(magic.count))
        guard prefix == Array(magic.prefix(prefix.count)) else {
            throw MediaFormatError.wrongMagic("expected YUV4MPEG2")
        }
        guard bytes.count > magic.count else { throw MediaFormatError.truncated("Y4M header") }
        guard bytes[magic.count] == 0x20 || bytes[magic.count] == 0x0A else {
            throw MediaFormatError.wrongMagic("expected YUV4MPEG2 followed by a space")
        }
        guard let end = lineEnd(bytes, from: magic.count) else {
            if bytes.count < maximumLineLength { throw MediaFormatError.truncated("Y4M header has no end") }
            throw MediaFormatError.malformed("Y4M header line too long")
        }
        guard let text = String(bytes: bytes[magic.count..<end], encoding: .ascii) else {
            throw MediaFormatError.malformed("Y4M header is not ASCII")
        }
        return (text, end + 1)
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        let limit = min(bytes.count, start + maximumLineLength)
        var index = start
        while index < limit {
            if bytes[index] == 0x0A { return index }
            index += 1
        }
        return nil
    }

    private static func parseHeader(_ text: String) throws -> Y4MVideo {
        var width: Int?, height: Int?
        var rate: Y4MRatio?, aspect: Y4MRatio?
        var interlacing: Character?
        var chroma = Y4MChroma.yuv420(tag: Y4MChroma.defaultTag)
        var others: [String] = []
        for token in text.split(separator: " ") {
            let value = token.dropFirst()
            switch token.first {
            case "W": width = try dimension(value, "width W")
            case "H": height = try dimension(value, "height H")
            case "F":
                guard let ratio = Y4MRatio.parse(value), ratio.numerator > 0, ratio.denominator > 0 else {
                    throw MediaFormatError.malformed("frame rate F\(value)")
                }
                guard let fps = ratio.value, frameRates.contains(fps) else {
                    throw MediaFormatError.malformed("frame rate F\(value) is outside 1…240 fps")
                }
                rate = ratio
            case "A":
                guard let ratio = Y4MRatio.parse(value) else { throw MediaFormatError.malformed("pixel aspect A\(value)") }
                aspect = ratio
            case "I":
                guard value.count == 1, let mode = value.first, "ptbm?".contains(mode) else {
                    throw MediaFormatError.malformed("interlacing I\(value)")
                }
                interlacing = mode
            case "C":
                guard let parsed = Y4MChroma(tag: String(value)) else {
                    throw MediaFormatError.unsupported("chroma C\(value) (only 4:2:0 and 4:4:4, 8-bit)")
                }
                chroma = parsed
            default:
                others.append(String(token))
            }
        }
        guard let width else { throw MediaFormatError.malformed("missing width W") }
        guard let height else { throw MediaFormatError.malformed("missing height H") }
        // Many writers always give F; the format's own tools assume 25 fps when it is missing.
        return Y4MVideo(width: width, height: height, frameRate: rate ?? Y4MRatio(25, 1), interlacing: interlacing,
                        pixelAspect: aspect, chroma: chroma, otherParameters: others)
    }

    private static func dimension(_ text: Substring, _ name: String) throws -> Int {
        guard let value = Int(text), value > 0 else { throw MediaFormatError.malformed("\(name) \(text)") }
        guard value <= maximumDimension else {
            throw MediaFormatError.malformed("\(name) \(value) is larger than \(maximumDimension)")
        }
        return value
    }

    // MARK: writing

    /// The header line (with its newline).
    public var headerText: String {
        var parts = ["YUV4MPEG2", "W\(width)", "H\(height)", "F\(frameRate)"]
        if let interlacing { parts.append("I\(interlacing)") }
        if let pixelAspect { parts.append("A\(pixelAspect)") }
        parts.append("C\(chroma.tag)")
        parts += otherParameters
        return parts.joined(separator: " ") + "\n"
    }

    /// The file's bytes. Throws `.malformed` when the size is impossible or a frame's planes do not match it.
    public func encoded() throws -> [UInt8] {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw MediaFormatError.malformed("size \(width)x\(height)")
        }
        guard frameRate.numerator > 0, frameRate.denominator > 0 else {
            throw MediaFormatError.malformed("frame rate \(frameRate)")
        }
        var bytes = Array(headerText.utf8)
        bytes.reserveCapacity(bytes.count + frames.count * (frameBytes + 6))
        for (index, frame) in frames.enumerated() {
            bytes += try encoded(frame, index: index)
        }
        return bytes
    }

    /// One frame as the file holds it after the header: the `FRAME` line and the planes. Throws `.malformed` when
    /// the planes do not match this video's size and chroma. (Lets a writer stream frames as they come.)
    public func encoded(_ frame: Y4MFrame, index: Int = 0) throws -> [UInt8] {
        let chromaSize = chroma.planeSize(width: width, height: height)
        guard frame.y.count == width * height, frame.u.count == chromaSize.width * chromaSize.height,
              frame.v.count == frame.u.count else {
            throw MediaFormatError.malformed("frame \(index): planes do not match \(width)x\(height) \(chroma.tag)")
        }
        guard !frame.parameters.contains("\n") else {
            throw MediaFormatError.malformed("frame \(index): parameters contain a newline")
        }
        var bytes = Self.frameMarker
        bytes.reserveCapacity(frameBytes + 6 + frame.parameters.utf8.count)
        if !frame.parameters.isEmpty { bytes += Array((" " + frame.parameters).utf8) }
        bytes.append(0x0A)
        bytes += frame.y
        bytes += frame.u
        bytes += frame.v
        return bytes
    }

    public func write(to path: String) throws {
        try MediaFileIO.write(encoded(), to: path)
    }

    // MARK: conversion

    /// Frame `index` as one I420 buffer (Y, then U and V at half resolution), averaging 4:4:4 chroma down.
    public func i420(frameAt index: Int) -> [UInt8] {
        let frame = frames[index]
        switch chroma {
        case .yuv420:
            return frame.y + frame.u + frame.v
        case .yuv444:
            return frame.y + Self.halve(frame.u, width: width, height: height)
                + Self.halve(frame.v, width: width, height: height)
        }
    }

    private static func halve(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
        let cw = (width + 1) / 2, ch = (height + 1) / 2
        var out = [UInt8](repeating: 0, count: cw * ch)
        for y in 0..<ch {
            for x in 0..<cw {
                var sum = 0, count = 0
                for dy in 0..<2 where y * 2 + dy < height {
                    for dx in 0..<2 where x * 2 + dx < width {
                        sum += Int(plane[(y * 2 + dy) * width + x * 2 + dx])
                        count += 1
                    }
                }
                out[y * cw + x] = UInt8((sum + count / 2) / count)
            }
        }
        return out
    }
}
