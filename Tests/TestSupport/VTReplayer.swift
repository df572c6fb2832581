import TerminalKit

/// An in-memory terminal for recordings: plays back exactly the sequences `VTFrameSerializer` emits (CUP, SGR, ED 2,
/// DECTCEM, printable UTF-8 with wide glyphs) into a grid of cells, and throws on anything else, so a test that
/// replays a recording also proves it uses nothing a player might not know. The cursor never wraps: a glyph that
/// would not fit the row is an error too, since the serializer places every row itself.
public struct VTReplayer {
    public struct Pen: Equatable, Sendable {
        public var bold = false
        public var dim = false
        public var underline = false
        public var reverse = false
        /// -1: the terminal's default colour.
        public var foreground = -1
        public var background = -1

        public init() {}
    }

    public struct ReplayedCell: Equatable, Sendable {
        /// Empty for the right half of a wide glyph.
        public var text = " "
        public var pen = Pen()
    }

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    public private(set) var width: Int
    public private(set) var height: Int
    public private(set) var cells: [ReplayedCell]
    public private(set) var cursorVisible = true
    private var x = 0
    private var y = 0
    private var pen = Pen()

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
        cells = Array(repeating: ReplayedCell(), count: width * height)
    }

    public subscript(x: Int, y: Int) -> ReplayedCell { cells[y * width + x] }

    /// A resize event: the screen keeps what fits, as terminals do; the recording repaints after it anyway.
    public mutating func resize(width: Int, height: Int) {
        var resized = Array(repeating: ReplayedCell(), count: width * height)
        for row in 0..<min(height, self.height) {
            for column in 0..<min(width, self.width) { resized[row * width + column] = cells[row * self.width + column] }
        }
        (self.width, self.height, cells) = (width, height, resized)
        x = min(x, width - 1)
        y = min(y, height - 1)
    }

    /// The rows as text, a wide glyph once (like `CellBuffer.lines`).
    public var lines: [String] {
        (0..<height).map { row in (0..<width).map { self[$0, row].text }.joined() }
    }

    public mutating func feed(_ data: String) throws {
        var scalars = Array(data.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1b}" {
                try escape(&scalars)
            } else if VisibleControls.isControl(scalar) {
                throw Failure(description: "control character U+\(String(scalar.value, radix: 16)) at \(x),\(y)")
            } else {
                // A whole grapheme: combining marks follow their base.
                var glyph = String(scalar)
                while let next = scalars.first, !VisibleControls.isControl(next), next != "\u{1b}",
                      (glyph + String(next)).count == 1 {
                    glyph.unicodeScalars.append(next)
                    scalars.removeFirst()
                }
                try put(glyph)
            }
        }
    }

    private mutating func put(_ glyph: String) throws {
        let columns = DisplayWidth.of(glyph)
        guard columns == 1 || columns == 2 else { throw Failure(description: "glyph \(glyph.debugDescription) of width \(columns)") }
        guard x + columns <= width, y < height else {
            throw Failure(description: "glyph \(glyph.debugDescription) at \(x),\(y) does not fit the \(width)-column row")
        }
        cells[y * width + x] = ReplayedCell(text: glyph, pen: pen)
        if columns == 2 { cells[y * width + x + 1] = ReplayedCell(text: "", pen: pen) }
        x += columns
    }

    private mutating func escape(_ scalars: inout ArraySlice<Unicode.Scalar>) throws {
        guard scalars.popFirst() == "[" else { throw Failure(description: "an escape that is not CSI") }
        var parameters = ""
        while let scalar = scalars.popFirst() {
            switch scalar {
            case "0"..."9", ";", "?":
                parameters.unicodeScalars.append(scalar)
            case "H":
                let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
                guard numbers.count == 2, (1...height).contains(numbers[0]), (1...width).contains(numbers[1]) else {
                    throw Failure(description: "CUP \(parameters) outside \(width)x\(height)")
                }
                (y, x) = (numbers[0] - 1, numbers[1] - 1)
                return
            case "m":
                try sgr(parameters)
                return
            case "J":
                guard parameters == "2" else { throw Failure(description: "ED \(parameters)") }
                // Erased cells take the current background, as on a real terminal.
                cells = Array(repeating: ReplayedCell(text: " ", pen: Pen(background: pen.background)), count: width * height)
                return
            case "l", "h":
                guard parameters == "?25" else { throw Failure(description: "mode \(parameters)\(scalar)") }
                cursorVisible = scalar == "h"
                return
            default:
                throw Failure(description: "unknown CSI \(parameters)\(scalar)")
            }
        }
        throw Failure(description: "a CSI cut short")
    }

    private mutating func sgr(_ parameters: String) throws {
        var numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }[...]
        while let item = numbers.popFirst() {
            guard let number = item else { throw Failure(description: "SGR \(parameters)") }
            switch number {
            case 0: pen = Pen()
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 30...37: pen.foreground = number - 30
            case 40...47: pen.background = number - 40
            case 90...97: pen.foreground = number - 90 + 8
            case 100...107: pen.background = number - 100 + 8
            case 38, 48:
                guard numbers.popFirst() == 5, let index = numbers.popFirst() ?? nil, (0...255).contains(index) else {
                    throw Failure(description: "SGR \(parameters)")
                }
                if number == 38 { pen.foreground = index } else { pen.background = index }
            default:
                throw Failure(description: "SGR \(number) in \(parameters)")
            }
        }
    }
}

extension VTReplayer.Pen {
    init(background: Int) {
        self.init()
        self.background = background
    }
}
