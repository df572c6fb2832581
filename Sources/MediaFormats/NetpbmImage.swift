import Foundation

/// A binary Netpbm image: PGM (`P5`, 8-bit grey) or PPM (`P6`, 8-bit RGB), the simplest picture files every
/// image tool reads. Used for snapshots; `parse` reads them back (with comments and any maxval up to 255).
public struct NetpbmImage: Equatable, Sendable {
    public enum Kind: String, Sendable {
        /// P5: one byte per pixel.
        case graymap = "P5"
        /// P6: three bytes (R, G, B) per pixel.
        case pixmap = "P6"

        public var channels: Int { self == .graymap ? 1 : 3 }
        public var fileExtension: String { self == .graymap ? "pgm" : "ppm" }
    }

    public var kind: Kind
    public var width: Int
    public var height: Int
    /// The brightest sample value (255 for everything this project writes).
    public var maxValue: Int
    /// Row-major samples, `width * height * kind.channels` of them.
    public var pixels: [UInt8]

    public static let maximumDimension = 16_384

    public init(kind: Kind, width: Int, height: Int, maxValue: Int = 255, pixels: [UInt8]) {
        self.kind = kind
        self.width = width
        self.height = height
        self.maxValue = maxValue
        self.pixels = pixels
    }

    // MARK: writing

    public func encoded() throws -> [UInt8] {
        guard width > 0, height > 0, width <= Self.maximumDimension, height <= Self.maximumDimension else {
            throw MediaFormatError.malformed("size \(width)x\(height)")
        }
        guard (1...255).contains(maxValue) else { throw MediaFormatError.unsupported("maxval \(maxValue)") }
        guard pixels.count == width * height * kind.channels else {
            throw MediaFormatError.malformed("\(pixels.count) samples for \(width)x\(height) \(kind.rawValue)")
        }
        return Array("\(kind.rawValue)\n\(width) \(height)\n\(maxValue)\n".utf8) + pixels
    }

    public func write(to path: String) throws {
        try MediaFileIO.write(encoded(), to: path)
    }

    // MARK: reading

    public static func read(contentsOf path: String) throws -> NetpbmImage {
        try parse(MediaFileIO.read(path, maximumBytes: 256 << 20))
    }

    public static func parse(_ bytes: [UInt8]) throws -> NetpbmImage {
        guard bytes.count >= 2 else { throw MediaFormatError.truncated("Netpbm magic") }
        let magic = String(decoding: bytes[0..<2], as: UTF8.self)
        let kind: Kind
        switch magic {
        case "P5": kind = .graymap
        case "P6": kind = .pixmap
        case "P1", "P2", "P3", "P4", "P7": throw MediaFormatError.unsupported("Netpbm \(magic) (only binary P5 and P6)")
        default: throw MediaFormatError.wrongMagic("expected P5 or P6")
        }
        var reader = HeaderReader(bytes: bytes, offset: 2)
        let width = try reader.number("width")
        let height = try reader.number("height")
        let maxValue = try reader.number("maxval")
        guard width > 0, height > 0, width <= maximumDimension, height <= maximumDimension else {
            throw MediaFormatError.malformed("size \(width)x\(height)")
        }
        guard maxValue > 0 else { throw MediaFormatError.malformed("maxval 0") }
        guard maxValue <= 255 else { throw MediaFormatError.unsupported("16-bit samples (maxval \(maxValue))") }
        // Exactly one whitespace byte separates the header from the samples.
        guard reader.offset < bytes.count, reader.isWhitespace(bytes[reader.offset]) else {
            throw MediaFormatError.truncated("Netpbm header")
        }
        let start = reader.offset + 1
        let count = width * height * kind.channels
        guard bytes.count - start >= count else {
            throw MediaFormatError.truncated("\(bytes.count - start) of \(count) sample bytes")
        }
        return NetpbmImage(kind: kind, width: width, height: height, maxValue: maxValue,
                           pixels: Array(bytes[start..<start + count]))
    }

    /// Header tokens: decimal numbers separated by whitespace, with `#` comments to the end of the line.
    private struct HeaderReader {
        let bytes: [UInt8]
        var offset: Int

        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }

        mutating func number(_ name: String) throws -> Int {
            while offset < bytes.count {
                if isWhitespace(bytes[offset]) {
                    offset += 1
                } else if bytes[offset] == UInt8(ascii: "#") {
                    while offset < bytes.count && bytes[offset] != 0x0A { offset += 1 }
                } else {
                    break
                }
            }
            var value = 0, digits = 0
            while offset < bytes.count, (0x30...0x39).contains(bytes[offset]) {
                value = value * 10 + Int(bytes[offset] - 0x30)
                digits += 1
                offset += 1
                guard digits <= 9 else { throw MediaFormatError.malformed("\(name) too large") }
            }
            guard digits > 0 else {
                if offset >= bytes.count { throw MediaFormatError.truncated("Netpbm header: no \(name)") }
                throw MediaFormatError.malformed("Netpbm header: \(name) is not a number")
            }
            return value
        }
    }
}
