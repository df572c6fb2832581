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

    /// Screen column and row of the first `needle`, top to bottom (capture-pane writes a wide glyph once, so the
    /// column counts CJK as two cells; the app's text has no other wide glyphs).
    func position(of needle: String) -> (x: Int, y: Int)? {
        for (y, line) in lines.enumerated() {
            guard let range = line.range(of: needle) else { continue }
            return (line[..<range.lowerBound].unicodeScalars.reduce(0) { $0 + (Self.isWide($1) ? 2 : 1) }, y)
        }
        return nil
    }

    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6: true
        default: false
        }
    }

    /// The menu row holding `name` is the selected one (drawn with the `>` marker).
    func isSelectedRow(_ name: String) -> Bool {
        lines.contains { $0.contains(name) && $0.trimmingCharacters(in: .whitespaces).hasPrefix(">") }
    }

    /// The menu drawn to its end: the title, the rows the tests click or scroll to, and the hint bar on the last
    /// line, which is drawn last. A capture taken while the app is still writing a frame has the top without the
    /// rest; a test that reads positions from it would click where nothing is yet.
    var isWholeMenu: Bool {
        contains(AppText.menuTitle) && [AppText.tokenRow, AppText.audioRow, AppText.recorderRow, AppText.liveRow].allSatisfy(contains)
            && lines.last?.contains(AppText.quitHint) == true
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
