/// An off-screen grid of cells. Views draw here; the backend sends only what changed to the terminal.
public struct CellBuffer: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        get { cells[y * width + x] }
        set { cells[y * width + x] = newValue }
    }

    public func contains(x: Int, y: Int) -> Bool {
        x >= 0 && y >= 0 && x < width && y < height
    }

    /// Writes `text` from (x, y), clipped to `maxWidth` columns and to the buffer.
    /// A wide glyph that would not fit whole is replaced by a space. Returns the columns written.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: StyleRole = .normal, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        if DisplayWidth.isPrintableASCII(text) {
            // The common case (stats, log lines, borders' titles): one cell a byte.
            var column = x
            for byte in text.utf8 {
                if column >= limit { break }
                if column >= 0 { setCell(x: column, y: y, Cell(text: String(UnicodeScalar(byte)), style: style)) }
                column += 1
            }
            return max(0, column - x)
        }
        var column = x
        for character in text {
            if column >= limit { break }
            let w = DisplayWidth.of(character)
            if w == 0 { continue }
            if column < 0 { column += w; continue }
            if column + w > limit {
                // The glyph would be split at the edge: a space stands in for it.
                setCell(x: column, y: y, Cell(text: " ", style: style))
                column += 1
                break
            }
            setCell(x: column, y: y, Cell(text: String(character), style: style))
            if w == 2 { setCell(x: column + 1, y: y, Cell(text: "", style: style)) }
            column += w
        }
        return max(0, column - x)
    }

    /// `count` copies of a one-column glyph from (x, y), clipped to the buffer.
    private mutating func putRun(_ glyph: String, count: Int, x: Int, y: Int, style: StyleRole) {
        guard y >= 0, y < height else { return }
        let first = max(0, x), end = min(width, x + count)
        guard first < end else { return }
        let cell = Cell(text: glyph, style: style)
        for column in first..<end { setCell(x: column, y: y, cell) }
    }

    /// Keeps wide glyphs whole: overwriting either half of one blanks the other half.
    private mutating func setCell(x: Int, y: Int, _ cell: Cell) {
        let index = y * width + x
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(text: " ", style: cells[index - 1].style)
        }
        if x + 1 < width, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(text: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }

    /// `color` is for `.canvas` cells (see `Cell.color`).
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: StyleRole = .normal, color: UInt32 = 0) {
        let clipped = rect.clipped(to: bounds)
        guard !clipped.isEmpty else { return }
        let text = String(character)
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                setCell(x: column, y: row, Cell(text: text, style: style, color: color))
            }
        }
    }

    /// Restyles cells without changing their text (selection bars, focus highlights).
    public mutating func restyle(_ rect: Rect, style: StyleRole) {
        let clipped = rect.clipped(to: bounds)
        guard !clipped.isEmpty else { return }
        for row in clipped.y..<clipped.maxY {
            for column in clipped.x..<clipped.maxX {
                cells[row * width + column].style = style
            }
        }
    }

    /// Draws a frame around `rect` and an optional title on its top edge.
    public mutating func box(_ rect: Rect, glyphs: GlyphSet, style: StyleRole = .border, title: String? = nil, titleStyle: StyleRole = .title) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        if DisplayWidth.of(glyphs.horizontal) == 1 {
            // Every frame draws a dozen boxes: lay the edges down cell by cell rather than measuring a long string.
            for y in [rect.y, rect.maxY - 1] {
                put(y == rect.y ? glyphs.topLeft : glyphs.bottomLeft, x: rect.x, y: y, style: style)
                putRun(glyphs.horizontal, count: rect.width - 2, x: rect.x + 1, y: y, style: style)
                put(y == rect.y ? glyphs.topRight : glyphs.bottomRight, x: rect.maxX - 1, y: y, style: style)
            }
        } else {
            let horizontal = String(repeating: glyphs.horizontal, count: rect.width - 2)
            put(glyphs.topLeft + horizontal + glyphs.topRight, x: rect.x, y: rect.y, style: style)
            put(glyphs.bottomLeft + horizontal + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style)
        }
        if rect.height > 2 {
            for row in (rect.y + 1)..<(rect.maxY - 1) {
                put(glyphs.vertical, x: rect.x, y: row, style: style)
                put(glyphs.vertical, x: rect.maxX - 1, y: row, style: style)
            }
        }
        if let title, !title.isEmpty, rect.width > 4 {
            put(" " + DisplayWidth.truncate(title, to: rect.width - 6) + " ", x: rect.x + 2, y: rect.y, style: titleStyle)
        }
    }

    /// The text of each row, a wide glyph written once (its continuation cell omitted).
    public var lines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                line += self[column, row].text
            }
            return line
        }
    }

    /// One letter per cell naming its style role, for style snapshots.
    public var styleLines: [String] {
        (0..<height).map { row in
            var line = ""
            for column in 0..<width {
                let cell = self[column, row]
                if cell.isContinuation { continue }
                line.append(cell.style.letter)
            }
            return line
        }
    }
}

extension Rect {
    public func clipped(to other: Rect) -> Rect {
        let x0 = max(x, other.x)
        let y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension StyleRole {
    /// A one-letter code used in style snapshots.
    public var letter: Character {
        switch self {
        case .normal: "."
        case .dim: "d"
        case .title: "T"
        case .header: "H"
        case .selected: "S"
        case .focused: "F"
        case .border: "b"
        case .accent: "a"
        case .error: "E"
        case .warning: "W"
        case .success: "O"
        case .hint: "h"
        case .hintKey: "k"
        case .input: "i"
        case .meter: "m"
        case .video: "v"
        case .canvas: "c"
        case .codeKeyword: "K"
        case .codeType: "Y"
        case .codeString: "Q"
        case .codeNumber: "N"
        case .codeComment: "C"
        case .codeDirective: "D"
        case .codeCall: "A"
        case .codeDelegate: "G"
        }
    }
}
