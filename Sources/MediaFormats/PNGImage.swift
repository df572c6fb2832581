import CZlib

/// An 8-bit PNG (greyscale or RGB, no interlace): what the SDK's snapshots look like to a user, written with the
/// system zlib (one IDAT holding one zlib stream, every row filter 0, a CRC-32 on every chunk). `parse` reads back
/// any 8-bit greyscale/RGB PNG of that shape, with all five row filters, checking every CRC.
public struct PNGImage: Equatable, Sendable {
    public enum Kind: UInt8, Sendable {
        case greyscale = 0
        case rgb = 2

        public var channels: Int { self == .greyscale ? 1 : 3 }
    }

    public var kind: Kind
    public var width: Int
    public var height: Int
    /// Row-major samples, `width * height * kind.channels` of them.
    public var pixels: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    public static let maximumDimension = 16_384

    public init(kind: Kind, width: Int, height: Int, pixels: [UInt8]) {
        self.kind = kind
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    // MARK: writing

    public func encoded() throws -> [UInt8] {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw MediaFormatError.malformed("size \(width)x\(height)")
        }
        let stride = width * kind.channels
        guard pixels.count == stride * height else {
            throw MediaFormatError.malformed("\(pixels.count) samples for \(width)x\(height) PNG")
        }
        var raw: [UInt8] = []
        raw.reserveCapacity((stride + 1) * height)
        for row in 0..<height {
            raw.append(0)
            raw += pixels[row * stride..<(row + 1) * stride]
        }
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [8, kind.rawValue, 0, 0, 0]
        return Self.signature + Self.chunk("IHDR", header) + Self.chunk("IDAT", try Self.deflate(raw))
            + Self.chunk("IEND", [])
    }

    public func write(to path: String) throws {
        try MediaFileIO.write(encoded(), to: path)
    }

    // MARK: reading

    /// `maximumPixels` refuses a larger image from its header, before anything is inflated: a small file can claim
    /// 16384 × 16384 and would cost its reader gigabytes.
    public static func read(contentsOf path: String, maximumPixels: Int = maximumDimension * maximumDimension) throws -> PNGImage {
        try parse(MediaFileIO.read(path, maximumBytes: 256 << 20), maximumPixels: maximumPixels)
    }

    public static func parse(_ bytes: [UInt8], maximumPixels: Int = maximumDimension * maximumDimension) throws -> PNGImage {
        guard bytes.starts(with: signature) else { throw MediaFormatError.wrongMagic("expected a PNG signature") }
        var offset = signature.count
        var header: [UInt8]?
        var compressed: [UInt8] = []
        var ended = false
        while !ended {
            guard offset + 12 <= bytes.count else { throw MediaFormatError.truncated("PNG chunk") }
            let length = Int(readBigEndian(bytes, offset))
            guard length <= bytes.count - offset - 12 else { throw MediaFormatError.truncated("PNG chunk data") }
            let typeAndData = Array(bytes[offset + 4..<offset + 8 + length])
            guard readBigEndian(bytes, offset + 8 + length) == crc(typeAndData) else {
                throw MediaFormatError.malformed("PNG chunk CRC")
            }
            let type = String(decoding: typeAndData[0..<4], as: UTF8.self)
            let data = Array(typeAndData[4...])
            switch type {
            case "IHDR": header = data
            case "IDAT": compressed += data
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard let header, header.count == 13 else { throw MediaFormatError.malformed("PNG IHDR") }
        let width = Int(readBigEndian(header, 0))
        let height = Int(readBigEndian(header, 4))
        guard (1...maximumDimension).contains(width), (1...maximumDimension).contains(height) else {
            throw MediaFormatError.malformed("size \(width)x\(height)")
        }
        guard width * height <= maximumPixels else {
            throw MediaFormatError.unsupported("PNG of \(width)x\(height), more than \(maximumPixels) pixels")
        }
        guard header[8] == 8, let kind = Kind(rawValue: header[9]), header[10] == 0, header[11] == 0, header[12] == 0 else {
            throw MediaFormatError.unsupported("PNG depth \(header[8]), colour type \(header[9]), interlace \(header[12])")
        }
        let stride = width * kind.channels
        let raw = try inflate(compressed, exactly: (stride + 1) * height)
        return PNGImage(kind: kind, width: width, height: height,
                        pixels: try unfilter(raw, stride: stride, height: height, bytesPerPixel: kind.channels))
    }

    /// Undoes the row filters (None, Sub, Up, Average, Paeth).
    private static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for row in 0..<height {
            let filter = raw[row * (stride + 1)]
            let source = row * (stride + 1) + 1
            let target = row * stride
            for column in 0..<stride {
                let left = column >= bytesPerPixel ? Int(pixels[target + column - bytesPerPixel]) : 0
                let up = row > 0 ? Int(pixels[target - stride + column]) : 0
                let upLeft = row > 0 && column >= bytesPerPixel ? Int(pixels[target - stride + column - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = left
                case 2: predictor = up
                case 3: predictor = (left + up) / 2
                case 4: predictor = paeth(left, up, upLeft)
                default: throw MediaFormatError.malformed("PNG row filter \(filter)")
                }
                pixels[target + column] = UInt8(truncatingIfNeeded: Int(raw[source + column]) + predictor)
            }
        }
        return pixels
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        return pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
    }

    // MARK: chunks and zlib

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(crc(typeAndData))
    }

    /// The chunk CRC: CRC-32 (ISO 3309) over the chunk's type and data.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    static func deflate(_ bytes: [UInt8]) throws -> [UInt8] {
        var length = cz_deflate_bound(bytes.count)
        var status = CZ_OK
        let output = [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { cz_deflate($0.baseAddress, $0.count, buffer.baseAddress, &length) }
            initialized = status == CZ_OK ? length : 0
        }
        guard status == CZ_OK else { throw MediaFormatError.malformed("zlib deflate failed (\(status))") }
        return output
    }

    private static func inflate(_ bytes: [UInt8], exactly size: Int) throws -> [UInt8] {
        var status = CZ_OK
        var length = 0
        let output = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            status = bytes.withUnsafeBufferPointer { cz_inflate($0.baseAddress, $0.count, buffer.baseAddress, size, &length) }
            initialized = status == CZ_OK ? length : 0
        }
        guard status == CZ_OK, length == size else { throw MediaFormatError.malformed("PNG image data") }
        return output
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func readBigEndian(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        bytes[offset..<offset + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }
}
