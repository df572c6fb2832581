/// One `capture-pane -p` snapshot, with the queries the tests need.
struct Screen: CustomStringConvertible {
    let text: String
    let lines: [String]

    init(_ text: String) {
        self.text = text
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        self.lines = lines
    }

    func contains(_ needle: String) -> Bool {
        text.contains(needle)
    }

    func hasLine(startingWith prefix: String) -> Bool {
        lines.contains { $0.hasPrefix(prefix) }
    }

    /// The menu row holding `name` is the selected one (drawn with the `>` marker).
    func isSelectedRow(_ name: String) -> Bool {
        lines.contains { $0.contains(name) && $0.trimmingCharacters(in: .whitespaces).hasPrefix(">") }
    }

    /// Widest line in characters (box drawing and ASCII are one column each).
    var widestBoxLine: Int {
        lines.filter { $0.hasPrefix("└") || $0.hasPrefix("┌") }.map(\.count).max() ?? 0
    }

    /// The session clock "mm:ss" from the status line, in seconds.
    var sessionClock: Int? {
        guard lines.count > 1 else { return nil }
        let status = lines[1]
        let parts = status.split(separator: " ")
        for part in parts where part.count == 5 && part.dropFirst(2).first == ":" {
            let pieces = part.split(separator: ":")
            if pieces.count == 2, let minutes = Int(pieces[0]), let seconds = Int(pieces[1]) {
                return minutes * 60 + seconds
            }
        }
        return nil
    }

    /// The screen with line numbers inside a frame, for failure messages.
    var framed: String {
        let body = lines.enumerated().map { index, line in
            (index < 9 ? " " : "") + "\(index + 1)|" + line
        }
        return (["--- screen ---"] + body + ["--------------"]).joined(separator: "\n")
    }

    var description: String { framed }
}
