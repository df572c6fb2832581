/// A line of a bundled case file: what `run --json` prints as `"source"` and what the source view marks.
public struct SourceLine: Hashable, Sendable, CustomStringConvertible {
    /// Relative to the package, e.g. "Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift".
    public let path: String
    /// From 1.
    public let line: Int

    public init(path: String, line: Int) {
        self.path = path
        self.line = line
    }

    /// `path:line`, the form compilers and editors jump to.
    public var description: String { "\(path):\(line)" }
}
