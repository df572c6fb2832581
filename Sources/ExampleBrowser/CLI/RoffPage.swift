/// Lines of a roff page, written so linters find nothing: text escaped (backslashes, hyphens as `\-`, a leading
/// dot or quote guarded, every non-ASCII character as `\[uXXXX]`), text lines wrapped under 80 bytes between words.
struct RoffPage {
    private(set) var lines: [String] = []
    static let lineLimit = 78

    mutating func macro(_ line: String) { lines.append(line) }

    /// Running text; `raw` when it carries escapes already.
    mutating func text(_ text: String, raw: Bool = false) {
        append(raw ? text : Self.escape(text))
    }

    /// A tagged paragraph: the tag in bold (or italic), then what it means.
    mutating func item(bold tag: String, _ meaning: String) { item(raw: "\\fB" + Self.escape(tag) + "\\fR", meaning) }
    mutating func item(italic tag: String, _ meaning: String) { item(raw: "\\fI" + Self.escape(tag) + "\\fR", meaning) }

    mutating func item(raw tag: String, _ meaning: String) {
        lines.append(".TP")
        lines.append(tag)
        text(meaning)
    }

    /// A synopsis: `apiexample` and the command name in bold, option names in bold, the rest roman. A bracketed group
    /// is kept on one line (its spaces unbreakable, `\~`) and nothing is hyphenated (`\%`), so `[--sound auto|on|off]`
    /// never splits.
    mutating func synopsis(_ synopsis: String) {
        var parts: [String] = []
        var leading = true
        for group in SynopsisGroups.split(synopsis) {
            if leading, !group.hasPrefix("[") && !group.hasPrefix("-") && !group.hasPrefix("<") && !group.hasPrefix("(") {
                parts.append("\\fB" + Self.escape(group) + "\\fR")
                continue
            }
            leading = false
            parts.append("\\%" + group.split(separator: " ").map { Self.styleOptions(String($0)) }.joined(separator: "\\~"))
        }
        append(parts.joined(separator: " "))
    }

    /// One line of an example, verbatim (no fill: it must not be wrapped).
    mutating func exampleLine(_ line: String) { lines.append(Self.guardLine(Self.escape(line))) }

    mutating func removeTrailing(_ macro: String) {
        if lines.last == macro { lines.removeLast() }
    }

    /// Words split at spaces into lines of at most `lineLimit` bytes (a word longer than that stands alone).
    private mutating func append(_ escaped: String) {
        var line = ""
        for word in escaped.split(separator: " ", omittingEmptySubsequences: true) {
            if line.isEmpty {
                line = String(word)
            } else if line.utf8.count + 1 + word.utf8.count > Self.lineLimit {
                lines.append(Self.guardLine(line))
                line = String(word)
            } else {
                line += " " + word
            }
        }
        if !line.isEmpty { lines.append(Self.guardLine(line)) }
    }

    /// A text line that starts with `.` or `'` would be read as a request.
    private static func guardLine(_ line: String) -> String {
        line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
    }

    /// `--name` (after escaping, `\-\-name`) in bold, the rest as it is.
    private static func styleOptions(_ word: String) -> String {
        var out = ""
        var rest = Substring(word)
        while let start = rest.range(of: "--") {
            out += escape(String(rest[..<start.lowerBound]))
            var end = start.upperBound
            while end < rest.endIndex, rest[end].isLetter || rest[end] == "-" { end = rest.index(after: end) }
            out += "\\fB" + escape(String(rest[start.lowerBound..<end])) + "\\fR"
            rest = rest[end...]
        }
        return out + escape(String(rest))
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            case _ where scalar.isASCII: out.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return out
    }
}
