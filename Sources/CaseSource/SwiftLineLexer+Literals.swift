extension SwiftLineLexer {
    /// Inside a string: up to its end, an interpolation (whose code is lexed as code), or the end of the line.
    mutating func scanString(hashes: Int, multiline: Bool) {
        while pos < chars.count {
            let c = chars[pos]
            if c == "\\", self.hashes(at: pos + 1) >= hashes {
                let after = pos + 1 + hashes
                if after < chars.count, chars[after] == "(" {
                    mark(.string, to: after + 1)
                    stack.append(.code(parens: 0))
                    return
                }
                // An escape (`\n`, `\"`, `\#n` in a raw string) cannot end the string.
                pos = min(after + 1, chars.count)
                continue
            }
            if c == "\"" {
                let quotes = multiline ? 3 : 1
                if starts(with: multiline ? "\"\"\"" : "\"", at: pos), self.hashes(at: pos + quotes) >= hashes {
                    stack.removeLast()
                    mark(.string, to: pos + quotes + hashes)
                    return
                }
            }
            pos += 1
        }
        mark(.string, to: pos)
    }

    /// Inside a block comment: nested `/*` go deeper, `*/` come back up, until the outermost one closes.
    mutating func scanBlockComment(depth: Int) {
        var depth = depth
        while pos < chars.count {
            if starts(with: "/*", at: pos) {
                depth += 1
                pos += 2
            } else if starts(with: "*/", at: pos) {
                depth -= 1
                pos += 2
                if depth == 0 {
                    stack.removeLast()
                    mark(.comment, to: pos)
                    return
                }
            } else {
                pos += 1
            }
        }
        setTop(.blockComment(depth: depth))
        mark(.comment, to: pos)
    }

    /// An integer or floating-point literal: decimal, `0x` (hex floats with `p` exponents), `0o`, `0b`, `_` anywhere
    /// after the first digit.
    mutating func scanNumber() {
        var isDigit: (Character) -> Bool = { $0.isASCII && $0.isNumber }
        var exponent: Set<Character> = ["e", "E"]
        if chars[pos] == "0", let radix = char(1), "xob".contains(radix) {
            pos += 2
            switch radix {
            case "x":
                isDigit = { $0.isHexDigit }
                exponent = ["p", "P"]
            case "o": isDigit = { ("0"..."7").contains($0) }
            default: isDigit = { $0 == "0" || $0 == "1" }
            }
        }
        skip { isDigit($0) || $0 == "_" }
        // A fraction needs a digit after the point: `1..<2` and `x.0.description` are not fractions of 1 and 0.
        if char(0) == ".", let next = char(1), isDigit(next) {
            pos += 1
            skip { isDigit($0) || $0 == "_" }
        }
        if let e = char(0), exponent.contains(e) {
            let signed = char(1) == "+" || char(1) == "-"
            if let next = char(signed ? 2 : 1), next.isASCII && next.isNumber {
                pos += signed ? 2 : 1
                skip { ($0.isASCII && $0.isNumber) || $0 == "_" }
            }
        }
        mark(.number, to: pos)
    }

    private mutating func skip(while matches: (Character) -> Bool) {
        while pos < chars.count, matches(chars[pos]) { pos += 1 }
    }
}
