import CWidth

/// Terminal column widths, measured with glibc's wcwidth (CJK and fullwidth = 2 columns).
public enum DisplayWidth {
    private static let localeReady: Bool = cw_ensure_utf8_ctype() == 1

    /// Width of one grapheme cluster: the widest scalar wins, zero-width scalars add nothing.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue {
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        _ = localeReady
        var width = 0
        for scalar in character.unicodeScalars {
            let w = Int(cw_wcwidth(scalar.value))
            if w > width { width = w }
        }
        return width
    }

    public static func of(_ text: String) -> Int {
        // Most text is printable ASCII: a column a byte, without breaking it into grapheme clusters.
        if isPrintableASCII(text) { return text.utf8.count }
        var total = 0
        for character in text { total += of(character) }
        return total
    }

    static func isPrintableASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The longest prefix of `text` that fits in `columns`, never cutting a wide glyph in half.
    public static func prefix(_ text: String, fitting columns: Int) -> String {
        guard columns > 0 else { return "" }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = of(text[index])
            if used + w > columns { break }
            used += w
            end = text.index(after: index)
        }
        return String(text[..<end])
    }

    /// Cuts `text` to `columns`, ending with "…" when something was dropped.
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        if of(text) <= columns { return text }
        let room = columns - of(ellipsis)
        guard room > 0 else { return prefix(text, fitting: columns) }
        return prefix(text, fitting: room) + ellipsis
    }

    /// Pads with spaces on the right to exactly `columns` (truncating first when too long).
    public static func pad(_ text: String, to columns: Int) -> String {
        let cut = truncate(text, to: columns)
        let missing = columns - of(cut)
        return missing > 0 ? cut + String(repeating: " ", count: missing) : cut
    }

    /// Greedy word wrap by display width; CJK text may break between any two glyphs. A glyph wider than `width`
    /// (a CJK glyph at width 1) gets a line of its own, the only kind of line that may be wider than `width`:
    /// the cell buffer shows it as a blank, which is better than losing it or never finishing.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            var word = ""
            var wordWidth = 0
            func flushWord() {
                if word.isEmpty { return }
                if lineWidth + wordWidth > width && !line.isEmpty {
                    lines.append(line.trimmingTrailingSpaces())
                    line = ""
                    lineWidth = 0
                    if word == " " { word = ""; wordWidth = 0; return }
                }
                while wordWidth > width {
                    let head = prefix(word, fitting: width - lineWidth)
                    // Only a glyph wider than the whole width fits nowhere: left whole, it starts a line of its own.
                    if head.isEmpty { break }
                    lines.append(line + head)
                    line = ""
                    lineWidth = 0
                    word = String(word.dropFirst(head.count))
                    wordWidth = of(word)
                }
                line += word
                lineWidth += wordWidth
                word = ""
                wordWidth = 0
            }
            for character in paragraph {
                let w = of(character)
                if character == " " {
                    flushWord()
                    word = " "; wordWidth = 1
                    flushWord()
                } else if w >= 2 {
                    flushWord()
                    word = String(character); wordWidth = w
                    flushWord()
                } else {
                    word.append(character)
                    wordWidth += w
                }
            }
            flushWord()
            lines.append(line.trimmingTrailingSpaces())
        }
        return lines
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
