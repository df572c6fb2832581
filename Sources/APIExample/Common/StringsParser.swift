/// Reads the `.strings` format straight from UTF-8 bytes. `PropertyListSerialization` and the `NSDictionary` bridge
/// cost a quarter of the start-up CPU, and building a dictionary of the whole table still grew the first paint with
/// the table's size (issue 11); so `index` checks the whole grammar in one pass over the bytes but only notes where
/// each key and value lie, and `StringsIndex` makes a String of a value when it is looked up.
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
///
/// Every error is found by the scan, so a lookup never meets one.
public struct StringsParser {
    /// The table's bytes, lent for the scan: a buffer pointer is read without bounds checks or reference counting,
    /// which was a third of the scan.
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private var index = 0
    private var line = 1

    /// `file` names the table in error messages.
    public static func index(_ bytes: [UInt8], file: String) throws(StringsParseError) -> StringsIndex {
        guard bytes.count < Int(Int32.max) else {
            throw StringsParseError(file: file, line: 1, reason: "the table is larger than 2 GB")
        }
        let scanned: Result<StringsIndex, StringsParseError> = bytes.withUnsafeBufferPointer { buffer in
            var parser = StringsParser(bytes: buffer, file: file)
            do throws(StringsParseError) {
                return .success(try parser.scan(keeping: bytes))
            } catch {
                return .failure(error)
            }
        }
        return try scanned.get()
    }

    /// Every entry at once, for tests and tools that read a table whole.
    public static func parse(_ bytes: [UInt8], file: String) throws(StringsParseError) -> [String: String] {
        try index(bytes, file: file).entries
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// `table` is the array `bytes` lends, which the index keeps.
    private mutating func scan(keeping table: [UInt8]) throws(StringsParseError) -> StringsIndex {
        try skipByteOrderMark()
        var builder = StringsIndex.Builder(bytes: table)
        // The messages below read the key from a copy: the parser itself is busy being mutated.
        let bytes = bytes
        while try skipSpaceAndComments() {
            let key = try quoted("a key in quotes")
            try expect(UInt8(ascii: "="), "'=' after the key \"\(Self.text(of: key, in: bytes))\"")
            try skipSpaceAndComments()
            let value = try quoted("the value of \"\(Self.text(of: key, in: bytes))\" in quotes")
            try expect(UInt8(ascii: ";"), "';' after the value of \"\(Self.text(of: key, in: bytes))\"")
            builder.add(key: key, value: value, in: bytes)
        }
        return builder.finish()
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

    /// `expected` is only built when the token is missing: the key in it would otherwise be decoded for every entry.
    private mutating func expect(_ token: UInt8, _ expected: @autoclosure () -> String) throws(StringsParseError) {
        guard try skipSpaceAndComments(), bytes[index] == token else { throw failure("expected \(expected()), found \(found)") }
        index += 1
    }

    /// Checks a quoted string and returns where its text lies, quotes excluded. Invalid UTF-8 is reported when the
    /// string closes, so a bad escape or a missing quote after it is what the message names, as it always was.
    private mutating func quoted(_ expected: @autoclosure () -> String) throws(StringsParseError) -> StringsSpan {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw failure("expected \(expected()), found \(found)")
        }
        let opened = line
        index += 1
        let start = index
        var escaped = false
        var validUTF8 = true
        while index < bytes.count {
            index = Self.endOfPlainText(bytes, from: index)
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if byte >= 0x80 {
                let length = Self.utf8SequenceLength(bytes, at: index)
                if length == 0 { validUTF8 = false }
                index += max(length, 1)
                continue
            }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard validUTF8 else { throw failure("the string opened here is not valid UTF-8", line: opened) }
                return StringsSpan(start: start, end: index - 1, escaped: escaped)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { break }
                escaped = true
                try checkEscape()
            case UInt8(ascii: "\n"):
                line += 1
            default:
                break
            }
        }
        throw failure("the string opened here is never closed", line: opened)
    }

    /// The character after a backslash, at `index`.
    private mutating func checkEscape() throws(StringsParseError) {
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "r"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "\\"):
            break
        case UInt8(ascii: "U"):
            try checkUnicodeEscape()
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            throw failure("octal escapes are not supported; write \\UXXXX")
        default:
            index -= 1
            throw failure("unknown escape \\\(found.dropFirst().dropLast()); use \\n \\t \\r \\\" \\' \\\\ or \\UXXXX")
        }
    }

    /// `\U` and four hex digits, already past the `U`; a high surrogate must be followed by `\U` and a low one.
    private mutating func checkUnicodeEscape() throws(StringsParseError) {
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
        case 0xDC00...0xDFFF:
            throw failure("\\U\(hex(unit)) is the second half of a surrogate pair without the first")
        default:
            break
        }
    }

    private mutating func hexQuad() throws(StringsParseError) -> UInt16 {
        guard let value = Self.hexQuad(bytes, at: index) else { throw failure("\\U needs exactly four hex digits") }
        index += 4
        return value
    }

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    /// A string's text for an error message; the scan has checked it, so it decodes.
    private static func text(of span: StringsSpan, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: unescaped(Array(bytes[span.start..<span.end])[...], escaped: span.escaped), as: UTF8.self)
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

extension StringsParser {
    /// The text of a string the scan accepted, escapes resolved. Only called on checked text, so it need not
    /// report errors: whatever it could not read would have stopped the scan.
    static func unescaped(_ text: ArraySlice<UInt8>, escaped: Bool) -> ArraySlice<UInt8> {
        guard escaped else { return text }
        return text.withUnsafeBufferPointer { text in
            var result: [UInt8] = []
            result.reserveCapacity(text.count)
            var position = 0
            while position < text.count {
                let byte = text[position]
                position += 1
                guard byte == UInt8(ascii: "\\"), position < text.count else {
                    result.append(byte)
                    continue
                }
                let escape = text[position]
                position += 1
                switch escape {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                case UInt8(ascii: "U"):
                    var scalar = UInt32(hexQuad(text, at: position) ?? 0xFFFD)
                    position += 4
                    if (0xD800...0xDBFF).contains(scalar) {
                        let low = UInt32(hexQuad(text, at: position + 2) ?? 0xDC00)
                        position += 6
                        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    }
                    UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { result.append($0) }
                default:
                    result.append(escape)
                }
            }
            return result[...]
        }
    }

    /// The four hex digits at `position` as a number; nil when any is missing.
    static func hexQuad(_ text: UnsafeBufferPointer<UInt8>, at position: Int) -> UInt16? {
        guard position >= 0, position + 4 <= text.count else { return nil }
        var value: UInt16 = 0
        for byte in text[position..<position + 4] {
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: return nil
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// Where the run of ASCII from `start` that needs no attention ends: at a quote, a backslash, a newline, a
    /// non-ASCII byte or the end. Most of a table's text is such runs, so this loop sets the scan's speed.
    static func endOfPlainText(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var position = start
        let raw = UnsafeRawBufferPointer(bytes)
        while position + 8 <= bytes.count, !needsAttention(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) {
            position += 8
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\n") || byte >= 0x80 {
                break
            }
            position += 1
        }
        return position
    }

    /// Whether any of eight bytes is a quote, a backslash, a newline or non-ASCII, tested on the word at once: a byte
    /// equal to c is a zero byte of `word ^ c·0x0101…01`, and `(v - 0x0101…01) & ~v & 0x8080…80` is non-zero exactly
    /// when `v` has a zero byte.
    private static func needsAttention(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func hasZeroByte(_ value: UInt64) -> Bool { (value &- ones) & ~value & highs != 0 }
        return word & highs != 0
            || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\""))))
            || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\\"))))
            || hasZeroByte(word ^ (ones &* UInt64(UInt8(ascii: "\n"))))
    }

    /// How many bytes the well-formed UTF-8 sequence at `position` takes (Unicode's table 3-7: no overlong forms,
    /// no surrogates, nothing past U+10FFFF); 0 when it is not well-formed.
    static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int {
        let lead = bytes[position]
        let length: Int
        var second: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; second = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; second = 0x80...0x9F
        case 0xF0: length = 4; second = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; second = 0x80...0x8F
        default: return 0
        }
        guard position + length <= bytes.count, second.contains(bytes[position + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[position + offset]) { return 0 }
        return length
    }
}
