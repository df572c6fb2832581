/// What the app asks of the terminal backend.
public struct TerminalOptions: Sendable {
    /// The app decides (NO_COLOR, --mono); the backend still falls back to monochrome without colour support.
    public var colorMode: ColorMode
    /// Report clicks and the wheel as `.mouse` keys from the start (`NcursesTerminal.setMouseEnabled` changes it).
    public var mouse: Bool
    /// Count the bytes written to the terminal (`TerminalBackend.bytesWritten`). ncurses cannot say, so the
    /// backend reads the thread's I/O counters around each write, two file reads a frame: worth it only for a
    /// benchmark, and off it takes them off the first paint.
    public var countsBytes: Bool

    public init(colorMode: ColorMode = .color, mouse: Bool = false, countsBytes: Bool = true) {
        self.colorMode = colorMode
        self.mouse = mouse
        self.countsBytes = countsBytes
    }
}
