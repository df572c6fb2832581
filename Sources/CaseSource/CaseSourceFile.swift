/// One file of a case's folder as it was compiled into the app: its name, its path relative to the package, its text.
public struct CaseSourceFile: Equatable, Sendable {
    /// The file name, e.g. "JoinChannelVideoMain.swift" (a tab's title).
    public let name: String
    /// Relative to the package, e.g. "Sources/APIExample/Examples/Basic/JoinChannelVideo/JoinChannelVideoMain.swift",
    /// the form `run --json` and the source view name a line by.
    public let path: String
    public let text: String
    /// The text split at newlines, without them; line N of the file is `lines[N - 1]`.
    public let lines: [String]

    public init(name: String, path: String, text: String) {
        self.name = name
        self.path = path
        self.text = text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // A file that ends with a newline has no line after it.
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }
}
