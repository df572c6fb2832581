extension SwiftLineLexer {
    /// One token of code: a comment, a literal, a word, or one character of punctuation.
    mutating func scanCode(parens: Int) {
        let c = chars[pos]
        // Only spaces may stand between `func` and its name (`static func ==` declares no name to look at).
        if c != " " && !Self.isWordStart(c) { lastWord = "" }
        switch c {
        case "/" where char(1) == "/":
            mark(.comment, to: chars.count)
        case "/" where char(1) == "*":
            stack.append(.blockComment(depth: 1))
            mark(.comment, to: pos + 2)
        case "\"":
            openString(hashes: 0)
        case "#":
            scanHash()
        case "@" where char(1).map(Self.isWordStart) == true:
            pos += 1
            _ = readWord()
            mark(.directive, to: pos)
        case "(":
            if stack.count > 1 { setTop(.code(parens: parens + 1)) }
            mark(.plain, to: pos + 1)
        case ")" where stack.count > 1 && parens == 0:
            // The end of an interpolation: its `)` belongs to the string, as its `\(` did.
            stack.removeLast()
            mark(.string, to: pos + 1)
        case ")":
            if stack.count > 1 { setTop(.code(parens: parens - 1)) }
            mark(.plain, to: pos + 1)
        case "`":
            // An escaped name (`default`) is a name, not a keyword.
            var end = pos + 1
            while end < chars.count, chars[end] != "`" { end += 1 }
            mark(.plain, to: end + 1)
            lastWord = ""
        case _ where c.isNumber && c.isASCII:
            scanNumber()
        case _ where Self.isWordStart(c) || c == "$":
            scanWord()
        default:
            mark(.plain, to: pos + 1)
        }
    }

    /// `#if`, `#filePath`…, or the `#`s opening a raw string.
    private mutating func scanHash() {
        let count = hashes(at: pos)
        if char(count) == "\"" {
            openString(hashes: count)
            return
        }
        guard count == 1, char(1).map(Self.isWordStart) == true else {
            mark(.plain, to: pos + count)
            return
        }
        pos += 1
        let word = readWord()
        if SwiftKeywords.conditionDirectives.contains(String(word)) {
            // The condition (`os(Linux)`, `DEBUG`) is part of the directive, up to a comment.
            var end = pos
            while end < chars.count, !starts(with: "//", at: end), !starts(with: "/*", at: end) { end += 1 }
            pos = end
        }
        mark(.directive, to: pos)
    }

    private mutating func openString(hashes: Int) {
        let quote = pos + hashes
        let multiline = starts(with: "\"\"\"", at: quote)
        stack.append(.string(hashes: hashes, multiline: multiline))
        mark(.string, to: quote + (multiline ? 3 : 1))
    }

    private mutating func scanWord() {
        let start = pos
        if chars[pos] == "$" { pos += 1 }
        let word = readWord()
        let afterDot = start > 0 && chars[start - 1] == "."
        let kind: SourceTokenKind
        if lastWord == "func" {
            kind = SdkDelegateRule.isDelegateMethod(word) ? .sdkDelegate : .plain
        } else if chars[start] == "$" {
            kind = .plain
        } else if sdkMethods.contains(word) && isCalled() {
            kind = .sdkCall
        } else if afterDot ? SwiftKeywords.afterDot.contains(word) : SwiftKeywords.all.contains(word) {
            kind = .keyword
        } else if !afterDot && SwiftKeywords.accessors.contains(word) && isAccessor() {
            kind = .keyword
        } else if word.first?.isUppercase == true {
            kind = .type
        } else {
            kind = .plain
        }
        mark(kind, to: pos)
        lastWord = word
    }

    /// After a name: `(` (a call), or spaces and `{` (a call with only a trailing closure).
    private func isCalled() -> Bool {
        if char(0) == "(" { return true }
        var i = pos
        while i < chars.count, chars[i] == " " { i += 1 }
        return i > pos && i < chars.count && chars[i] == "{"
    }

    /// `get {`, `set {`, `set(newValue) {`, `private(set)`, `{ get }`.
    private func isAccessor() -> Bool {
        var i = pos
        while i < chars.count, chars[i] == " " { i += 1 }
        guard i < chars.count else { return true }
        return chars[i] == "{" || chars[i] == "}" || chars[i] == ")" || starts(with: "(newValue)", at: i)
            || starts(with: "async", at: i) || starts(with: "throws", at: i)
    }

    /// Reads letters, digits and `_` from `pos`.
    mutating func readWord() -> String {
        let start = pos
        while pos < chars.count, Self.isWordPart(chars[pos]) { pos += 1 }
        return String(chars[start..<pos])
    }

    static func isWordStart(_ c: Character) -> Bool { c.isLetter || c == "_" }

    static func isWordPart(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
}
