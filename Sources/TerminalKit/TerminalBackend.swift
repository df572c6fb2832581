/// What the app asks of a terminal. The app never knows which one it has: ncurses in production, a
/// `MemoryTerminal` in tests, so that everything above the screen can be tested without a tty.
@MainActor public protocol TerminalBackend: AnyObject {
    /// The size the next present should fill, as of the last `handleResize`.
    var width: Int { get }
    var height: Int { get }
    /// `.ascii` when the terminal cannot draw Unicode lines.
    var glyphs: GlyphSet { get }
    /// The mode in effect, which may be monochrome whatever was asked (no colour support).
    var colorMode: ColorMode { get }
    /// Whether clicks and the wheel arrive as `.mouse` keys.
    var isMouseEnabled: Bool { get }
    /// What went to the terminal so far (the benchmark compares it across builds).
    var bytesWritten: Int { get }
    /// Cells sent to the terminal so far (every cell of a full repaint, else those that differed), so the
    /// benchmark can tell bytes per changed cell from how much of the screen changed.
    var cellsChanged: Int { get }

    /// Shows `buffer`, sending only the cells that differ from the last one presented.
    func present(_ buffer: CellBuffer)
    /// Every key waiting now, decoded; never blocks.
    func readKeys() -> [Key]
    /// Re-reads the window size; the next present repaints everything.
    func handleResize()
    /// Hands the terminal back and stops the process (Ctrl-Z); returns once resumed, re-armed and re-sized.
    func suspend()
    /// Restores the terminal for good. Safe to call more than once; later presents and reads do nothing.
    func shutdown()
    func setColorMode(_ requested: ColorMode)
    func setMouseEnabled(_ enabled: Bool)
}
