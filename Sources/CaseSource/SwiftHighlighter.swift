/// Splits Swift source into coloured runs, line by line: keywords, types, string and number literals (interpolations
/// lexed as code, multi-line and raw strings), comments (nested block comments too), directives and attributes, the
/// SDK calls a case is about and the SDK delegate methods it implements. A hand-written lexer, not a parser: it never
/// fails, and what it cannot classify stays plain.
public struct SwiftHighlighter: Sendable {
    /// Method base names to mark as SDK calls where they are called (`engine.joinChannel(` → `joinChannel`).
    public var sdkMethods: Set<String>

    public init(sdkMethods: Set<String> = []) {
        self.sdkMethods = sdkMethods
    }

    /// A highlighter for the SDK methods named by selectors (`joinChannel(byToken:channelId:uid:mediaOptions:)`), as
    /// a case's key APIs list them.
    public init(sdkSelectors: [String]) {
        self.init(sdkMethods: Set(sdkSelectors.map(Self.baseName(of:))))
    }

    /// `joinChannel(byToken:…)` → `joinChannel`.
    public static func baseName(of selector: String) -> String {
        String(selector.prefix { $0 != "(" })
    }

    /// One token list per line; each list covers its line from offset 0 to its Character count with no gap or
    /// overlap (an empty line has none). State (block comments, multi-line strings) carries from line to line.
    public func highlight(_ lines: [String]) -> [[SourceToken]] {
        var stack: [SwiftLexerContext] = [.code(parens: 0)]
        return lines.map { line in
            var lexer = SwiftLineLexer(line: line, stack: stack, sdkMethods: sdkMethods)
            let (tokens, open) = lexer.run()
            stack = open
            return tokens
        }
    }
}
