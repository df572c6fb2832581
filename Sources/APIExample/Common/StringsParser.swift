/// Reads the `.strings` format straight from UTF-8 bytes into a dictionary: `PropertyListSerialization` and the
/// `NSDictionary` bridge cost a quarter of the start-up CPU (issue 11).
///
/// The grammar, as Apple documents it and as our tables use it:
/// - entries are `"key" = "value";`, with whitespace, newlines and comments (`/* … */`, `// …`) between any tokens;
/// - keys and values are always quoted (the old plist format's unquoted words are refused: a typo should not read
///   as a key);
/// - escapes are `\n \t \r \" \' \\` and `\UXXXX` with exactly four hex digits, a surrogate pair making one
///   character; octal escapes (`\0`, `\012`) and any other escape are refused rather than guessed at, since a
///   user-facing text has no use for NUL;
/// - a string may span lines; a UTF-8 byte order mark at the start is skipped; UTF-16 text is refused;
/// - a key given twice keeps its last value, as Apple's reader does (a test keeps our tables free of that).
public struct StringsParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1

    /// `file` names the table in error messages.
    public static func parse(_ bytes: [UInt8], file: String) throws(StringsParseError) -> [String: String] {
        var parser = StringsParser(bytes: bytes, file: file)
        return try parser.entries()
    }

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    private mutating func entries() throws(StringsParseError) -> [String: String] {
        try skipByteOrderMark()
        var entries: [String: String] = [:]
        while try skipSpaceAndComments() {
            let key = try quoted("a key in quotes")
            try expect(UInt8(ascii: "="), "'=' after the key \"\(key)\"")
            try skipSpaceAndComments()
            let value = try quoted("the value of \"\(key)\" in quotes")
            try expect(UInt8(ascii: ";"), "';' after the value of \"\(key)\"")
            entries[key] = value
        }
        return entries
    }

    private mutating func skipByteOrderMark() throws(StringsParseError) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw failure("UTF-16 text; save the table as UTF-8")
        }
    }

    /// Moves past whitespace and comments; false at the end of the text.
    @discardableResult
    private mutating func skipSpaceAndComments() throws(StringsParseError) -> Bool {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "*"):
                let opened = line
                index += 2
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && byte(at: index + 1) == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                guard index < bytes.count else { throw failure("comment opened here is never closed", line: opened) }
                index += 2
            case UInt8(ascii: "/") where byte(at: index + 1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            default:
                return true
            }
        }
        return false
    }

    private mutating func expect(_ token: UInt8, _ expected: String) throws(StringsParseError) {
        guard try skipSpaceAndComments(), bytes[index] == token else { throw failure("expected \(expected), found \(found)") }
        index += 1
    }

    private mutating func quoted(_ expected: String) throws(StringsParseError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected \(expected), found \(found)")
        }
        let opened = line
        index += 1
        // Most strings hold no escape: they become a String straight from the bytes, without a copy to build.
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") {
            if bytes[end] == UInt8(ascii: "\n") { line += 1 }
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            let string = String(validating: bytes[index..<end], as: UTF8.self)
            index = end + 1
            guard let string else {
                throw failure("the string opened here is not valid UTF-8", line: opened)
            }
            return string
        }
        var text = Array(bytes[index..<end])
        index = end
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw failure("the string opened here is not valid UTF-8", line: opened)
                }
                return string
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                try unescape(into: &text)
            case UInt8(ascii: "\n"):
                line += 1
                text.append(byte)
            default:
                text.append(byte)
            }
        }
        throw failure("the string opened here is never closed", line: opened)
    }

    /// The character after a backslash, at `index`.
    private mutating func unescape(into text: inout [UInt8]) throws(StringsParseError) {
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): text.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): text.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "r"): text.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"): text.append(escape)
        case UInt8(ascii: "U"):
            text.append(contentsOf: String(try unicodeEscape()).utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            throw failure("octal escapes are not supported; write \\UXXXX")
        default:
            index -= 1
            throw failure("unknown escape \\\(found.dropFirst().dropLast()); use \\n \\t \\r \\\" \\' \\\\ or \\UXXXX")
        }
    }

    /// `\U` and four hex digits, already past the `U`; a high surrogate must be followed by `\U` and a low one.
    private mutating func unicodeEscape() throws(StringsParseError) -> Character {
        let unit = try hexQuad()
        switch unit {
        case 0xD800...0xDBFF:
            guard byte(at: index) == UInt8(ascii: "\\"), byte(at: index + 1) == UInt8(ascii: "U") else {
                throw failure("\\U\(hex(unit)) starts a surrogate pair that has no second half")
            }
            index += 2
            let low = try hexQuad()
            guard (0xDC00...0xDFFF).contains(low) else {
                throw failure("\\U\(hex(unit)) is followed by \\U\(hex(low)), which is not the second half of a pair")
            }
            let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
            return Character(Unicode.Scalar(value)!)
        case 0xDC00...0xDFFF:
            throw failure("\\U\(hex(unit)) is the second half of a surrogate pair without the first")
        default:
            return Character(Unicode.Scalar(unit)!)
        }
    }

    private mutating func hexQuad() throws(StringsParseError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = byte(at: index).flatMap({ Character(Unicode.Scalar($0)).hexDigitValue }) else {
                throw failure("\\U needs exactly four hex digits")
            }
            value = value << 4 | UInt16(digit)
            index += 1
        }
        return value
    }

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// The character at `index`, quoted, for an error message.
    private var found: String {
        guard index < bytes.count else { return "the end of the file" }
        let character = String(decoding: bytes[index..<min(index + 4, bytes.count)], as: UTF8.self).first ?? "?"
        return "'\(character)'"
    }

    private func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }

    private func failure(_ reason: String, line: Int? = nil) -> StringsParseError {
        StringsParseError(file: file, line: line ?? self.line, reason: reason)
    }
}
