/// What the lexer is inside of. Contexts nest (code inside a string's `\(…)` inside code), so the lexer keeps a stack
/// of them; what is still open at the end of a line (a block comment, a multi-line string) goes on into the next.
enum SwiftLexerContext: Equatable, Sendable {
    /// Code: the file's own, or the inside of an interpolation, where `parens` counts the `(` still open so that the
    /// `)` closing the interpolation can be told from one closing a call inside it.
    case code(parens: Int)
    /// A string literal opened with `hashes` `#`s (a raw string when more than 0); `multiline` for `"""`.
    case string(hashes: Int, multiline: Bool)
    /// A block comment `depth` levels deep: Swift's block comments nest.
    case blockComment(depth: Int)
}
