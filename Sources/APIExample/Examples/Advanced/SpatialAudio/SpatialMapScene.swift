/// What the 2-D map shows, in the original's screen points (414×896, x to the right, y down): the listener, the
/// sound sources, the remote users and the sound barrier's room. It draws itself into terminal cells, to scale.
struct SpatialMapScene: Equatable, Sendable {
    struct Mark: Equatable, Sendable {
        let symbol: Character
        let x: Float
        let y: Float
    }

    struct Room: Equatable, Sendable {
        let centerX: Float, centerY: Float, width: Float, height: Float
    }

    static let width: Float = 414
    static let height: Float = 896

    var listener = Mark(symbol: "@", x: 0, y: 0)
    var sources: [Mark] = []
    var remotes: [Mark] = []
    var room: Room?

    /// The cell a point falls in on a `columns`×`rows` map.
    static func cell(x: Float, y: Float, columns: Int, rows: Int) -> (column: Int, row: Int) {
        let column = Int((x / width * Float(columns - 1)).rounded())
        let row = Int((y / height * Float(rows - 1)).rounded())
        return (min(max(0, column), columns - 1), min(max(0, row), rows - 1))
    }

    /// The point at the centre of a cell: where a click on that cell moves the listener.
    static func point(column: Int, row: Int, columns: Int, rows: Int) -> (x: Float, y: Float) {
        (Float(column) / Float(max(1, columns - 1)) * width, Float(row) / Float(max(1, rows - 1)) * height)
    }

    /// The map in `columns`×`rows` cells: dots for the floor, the room's walls, then remote users, sources and the
    /// listener on top (so you always see where you are).
    func render(columns: Int, rows: Int) -> [String] {
        guard columns > 1, rows > 1 else { return Array(repeating: String(repeating: " ", count: max(0, columns)), count: max(0, rows)) }
        var grid = Array(repeating: Array(repeating: Character("·"), count: columns), count: rows)
        if let room {
            let (left, top) = Self.cell(x: room.centerX - room.width / 2, y: room.centerY - room.height / 2, columns: columns, rows: rows)
            let (right, bottom) = Self.cell(x: room.centerX + room.width / 2, y: room.centerY + room.height / 2, columns: columns, rows: rows)
            for row in top...bottom {
                for column in left...right where row == top || row == bottom || column == left || column == right {
                    grid[row][column] = row == top || row == bottom ? (column == left || column == right ? "+" : "-") : "|"
                }
            }
        }
        for mark in remotes + sources + [listener] {
            let (column, row) = Self.cell(x: mark.x, y: mark.y, columns: columns, rows: rows)
            grid[row][column] = mark.symbol
        }
        return grid.map { String($0) }
    }
}
