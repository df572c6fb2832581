/// Tokenizes one line, starting in the contexts the previous line left open and leaving the ones this line leaves
/// open. Every branch marks what it consumed through `mark`, which only ever extends the covered prefix of the line:
/// the tokens cover the line exactly, whatever the input, so colouring can never change the text.
struct SwiftLineLexer {
    let chars: [Character]
    let sdkMethods: Set<String>
    var stack: [SwiftLexerContext]
    /// The next character to look at.
    var pos = 0
    /// How many characters the tokens cover so far.
    var covered = 0
    var tokens: [SourceToken] = []
    /// The last word read in code, to know a `func`'s name.
    var lastWord = ""

    init(line: String, stack: [SwiftLexerContext], sdkMethods: Set<String>) {
        chars = Array(line)
        self.stack = stack
        self.sdkMethods = sdkMethods
    }

    /// The line's tokens, and the contexts open at its end.
    mutating func run() -> ([SourceToken], [SwiftLexerContext]) {
        while pos < chars.count {
            switch stack.last ?? .code(parens: 0) {
            case .code(let parens): scanCode(parens: parens)
            case .string(let hashes, let multiline): scanString(hashes: hashes, multiline: multiline)
            case .blockComment(let depth): scanBlockComment(depth: depth)
            }
        }
        mark(.plain, to: chars.count)
        endLine()
        return (tokens, stack)
    }

    /// Covers the characters up to `end` with `kind`, merging into the previous token when it is of the same kind.
    mutating func mark(_ kind: SourceTokenKind, to end: Int) {
        let end = min(end, chars.count)
        guard end > covered else { return }
        if let last = tokens.last, last.kind == kind, last.range.upperBound == covered {
            tokens[tokens.count - 1].range = last.range.lowerBound..<end
        } else {
            tokens.append(SourceToken(kind, covered..<end))
        }
        covered = end
        pos = max(pos, end)
    }

    /// A single-line string cannot go on past its line: what it left open (an unterminated string, an interpolation
    /// inside it) ends here, so one typo does not colour the rest of the file.
    private mutating func endLine() {
        if let index = stack.firstIndex(where: { if case .string(_, false) = $0 { true } else { false } }) {
            stack.removeSubrange(index...)
        }
        if stack.isEmpty { stack = [.code(parens: 0)] }
    }

    func char(_ offset: Int) -> Character? {
        let index = pos + offset
        return index < chars.count ? chars[index] : nil
    }

    func starts(with text: String, at index: Int) -> Bool {
        var i = index
        for character in text {
            guard i < chars.count, chars[i] == character else { return false }
            i += 1
        }
        return true
    }

    /// How many `#` start at `index`.
    func hashes(at index: Int) -> Int {
        var i = index
        while i < chars.count, chars[i] == "#" { i += 1 }
        return i - index
    }

    mutating func setTop(_ context: SwiftLexerContext) {
        stack[stack.count - 1] = context
    }
}
