/// Splits Swift source into coloured runs, line by line. CONTRACT ONLY: the tokenizer lands in this issue (32);
/// until then every line is one plain run.
public struct SwiftHighlighter: Sendable {
    /// Method base names to mark as SDK calls where they are called (`engine.joinChannel(` → `joinChannel`).
    public var sdkMethods: Set<String>

    public init(sdkMethods: Set<String> = []) {
        self.sdkMethods = sdkMethods
    }

    /// One token list per line; each list covers its line from offset 0 to its Character count with no gap or
    /// overlap (an empty line has none). State (block comments, multi-line strings) carries from line to line.
    public func highlight(_ lines: [String]) -> [[SourceToken]] {
        lines.map { $0.isEmpty ? [] : [SourceToken(.plain, 0..<$0.count)] }
    }
}
