import TerminalKit

/// Finds text in a rendered buffer by screen cell, so a test can click exactly where a view drew something
/// (a CJK glyph takes two cells, so string offsets would not do).
public enum ScreenText {
    public struct Point: Equatable, Sendable, CustomStringConvertible {
        public let x: Int
        public let y: Int
        public var description: String { "(\(x), \(y))" }

        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    /// The cell of the first character of the first occurrence of `needle`, scanning rows top to bottom
    /// (only `rows` when given; only occurrences starting in `startColumns` when given).
    public static func find(_ needle: String, in buffer: CellBuffer, rows: Range<Int>? = nil, startColumns: Range<Int>? = nil) -> Point? {
        for y in rows ?? 0..<buffer.height {
            var columns: [Int] = []
            var line: [Character] = []
            for x in 0..<buffer.width where !buffer[x, y].isContinuation {
                columns.append(x)
                line.append(Character(buffer[x, y].text))
            }
            let target = Array(needle)
            guard !target.isEmpty, target.count <= line.count else { continue }
            for start in 0...(line.count - target.count) where Array(line[start..<start + target.count]) == target
                && startColumns?.contains(columns[start]) != false {
                return Point(x: columns[start], y: y)
            }
        }
        return nil
    }
}
