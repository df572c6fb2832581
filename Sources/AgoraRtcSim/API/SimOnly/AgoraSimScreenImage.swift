/// The device's screen at one moment, as a grid of character cells (the terminal's own screen). `generation`
/// changes exactly when the picture did, so a capture that finds the same generation need not rasterise again.
/// Not an SDK type.
public struct AgoraSimScreenImage: Sendable, Equatable {
    public var generation: Int
    public var columns: Int
    public var rows: Int
    /// Row-major, `columns * rows` cells.
    public var cells: [AgoraSimScreenCell]

    public init(generation: Int, columns: Int, rows: Int, cells: [AgoraSimScreenCell]) {
        self.generation = generation
        self.columns = columns
        self.rows = rows
        self.cells = cells
    }
}
