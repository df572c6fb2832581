/// Text from users or remote peers (a token's channel, a `--set` value, a data-stream message, a file name) made
/// safe to show on a terminal: control characters would reach the terminal as commands (ESC and CSI start escape
/// sequences that move the cursor, recolour, retitle the window or answer back), so they are written out as visible
/// escapes instead. Everything printable, CJK and emoji included, is left as it is.
public enum VisibleControls {
    /// Every control character escaped, line breaks too, so the result is one line: ESC as `\e`, tab, newline and
    /// return as `\t`, `\n`, `\r`, the rest of C0, DEL and C1 as `\xNN`.
    public static func escape(_ text: String) -> String {
        escape(text, keepingNewlines: false)
    }

    /// As `escape`, but newlines stay line breaks: for a whole output of several lines.
    public static func escapeKeepingNewlines(_ text: String) -> String {
        escape(text, keepingNewlines: true)
    }

    /// For JSON text: an encoder escapes C0 characters already, but passes DEL and C1 through raw, and a terminal
    /// may take a raw C1 CSI as the start of a command. They become `\u00NN`, which JSON reads back as the same
    /// characters (they can only occur inside strings, so the JSON stays valid).
    public static func escapeJSON(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: { (0x7F...0x9F).contains($0.value) }) else { return json }
        var out = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if (0x7F...0x9F).contains(scalar.value) {
                out.append(contentsOf: "\\u00\(hex(scalar.value))".unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }

    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func escape(_ text: String, keepingNewlines: Bool) -> String {
        // Almost all text has nothing to escape: no copy then.
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isControl(scalar), !(keepingNewlines && scalar == "\n") else {
                out.append(scalar)
                continue
            }
            let visible = switch scalar {
            case "\u{1B}": "\\e"
            case "\t": "\\t"
            case "\n": "\\n"
            case "\r": "\\r"
            default: "\\x" + hex(scalar.value)
            }
            out.append(contentsOf: visible.unicodeScalars)
        }
        return String(out)
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
