/// The string literals of a Swift source file, comments skipped, each split at its interpolations, so a test can
/// tell a localization key (`"tile.local"`) from a key built at run time (`"mixing.state.\(state)"`).
/// Literals inside an interpolation count as literals of their own. Escapes are kept as written: keys have none.
struct SwiftLiteralScanner {
    struct Literal: Equatable {
        /// The text between interpolations; one piece for a plain literal.
        let pieces: [String]

        var isPlain: Bool { pieces.count == 1 }
        /// The literal with each interpolation as `*`.
        var pattern: String { pieces.joined(separator: "*") }
    }

    private let bytes: [UInt8]
    private var index = 0
    private var found: [Literal] = []

    static func literals(in source: String) -> [Literal] {
        var scanner = SwiftLiteralScanner(bytes: Array(source.utf8))
        scanner.scanCode(insideInterpolation: false)
        return scanner.found
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private static let quote = UInt8(ascii: "\""), hash = UInt8(ascii: "#"), slash = UInt8(ascii: "/")
    private static let star = UInt8(ascii: "*"), backslash = UInt8(ascii: "\\"), newline = UInt8(ascii: "\n")
    private static let open = UInt8(ascii: "("), close = UInt8(ascii: ")")

    private func at(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private func starts(with text: [UInt8]) -> Bool {
        index + text.count <= bytes.count && text.indices.allSatisfy { bytes[index + $0] == text[$0] }
    }

    /// Code up to the end of the file, or, inside an interpolation, up to the `)` that closes it.
    private mutating func scanCode(insideInterpolation: Bool) {
        var depth = 0
        while let byte = at(0) {
            if byte == Self.slash, at(1) == Self.slash {
                while let next = at(0), next != Self.newline { index += 1 }
            } else if byte == Self.slash, at(1) == Self.star {
                skipBlockComment()
            } else if byte == Self.quote || byte == Self.hash {
                var hashes = 0
                while at(hashes) == Self.hash { hashes += 1 }
                guard at(hashes) == Self.quote else {
                    index += max(hashes, 1)
                    continue
                }
                index += hashes
                let multiline = starts(with: [Self.quote, Self.quote, Self.quote])
                index += multiline ? 3 : 1
                scanString(hashes: hashes, multiline: multiline)
            } else if insideInterpolation && byte == Self.open {
                depth += 1
                index += 1
            } else if insideInterpolation && byte == Self.close {
                index += 1
                if depth == 0 { return }
                depth -= 1
            } else {
                index += 1
            }
        }
    }

    /// Swift's block comments nest.
    private mutating func skipBlockComment() {
        var depth = 0
        while at(0) != nil {
            if at(0) == Self.slash, at(1) == Self.star {
                depth += 1
                index += 2
            } else if at(0) == Self.star, at(1) == Self.slash {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                index += 1
            }
        }
    }

    /// From just after the opening delimiter to just after the closing one.
    private mutating func scanString(hashes: Int, multiline: Bool) {
        let hashBytes = [UInt8](repeating: Self.hash, count: hashes)
        let closing = [UInt8](repeating: Self.quote, count: multiline ? 3 : 1) + hashBytes
        let escape = [Self.backslash] + hashBytes
        var pieces: [String] = []
        var piece: [UInt8] = []
        while at(0) != nil {
            if starts(with: closing) {
                index += closing.count
                break
            }
            if starts(with: escape) {
                index += escape.count
                if at(0) == Self.open {
                    index += 1
                    pieces.append(String(decoding: piece, as: UTF8.self))
                    piece = []
                    // The interpolation is code: its own literals are recorded before this one.
                    scanCode(insideInterpolation: true)
                } else if let escaped = at(0) {
                    piece += escape + [escaped]
                    index += 1
                }
                continue
            }
            piece.append(bytes[index])
            index += 1
        }
        pieces.append(String(decoding: piece, as: UTF8.self))
        found.append(Literal(pieces: pieces))
    }
}
