/// A terminal that lives in memory, for tests: it keeps what was presented instead of drawing it, takes keys
/// and window sizes from the test, and leaves every call the app made observable. It follows the ncurses
/// backend's rules (a resize or colour change repaints everything, nothing happens after shutdown), so a test
/// that passes here says something about the real terminal.
@MainActor public final class MemoryTerminal: TerminalBackend {
    public struct Position: Hashable, Sendable {
        public var x: Int
        public var y: Int

        public init(x: Int, y: Int) {
            self.x = x
            self.y = y
        }
    }

    public private(set) var width: Int
    public private(set) var height: Int
    public let glyphs: GlyphSet
    public private(set) var colorMode: ColorMode
    public private(set) var isMouseEnabled = false
    /// The UTF-8 bytes of the cells presents sent (text only: a real terminal also gets escapes).
    public private(set) var bytesWritten = 0
    public private(set) var cellsChanged = 0

    /// The last buffer presented, as the screen shows it.
    public private(set) var presented: CellBuffer?
    public private(set) var presentCount = 0
    /// What the last present sent: every cell after a full repaint, else only the cells that differ from the
    /// buffer before (empty means the screen did not change).
    public private(set) var changedCells: [Position] = []
    public private(set) var lastPresentWasFullRepaint = false
    public private(set) var suspendCount = 0
    public private(set) var isShutDown = false
    /// Every mode the app asked for, in order; `colorMode` is what it got.
    public private(set) var colorModeRequests: [ColorMode] = []
    /// Every mouse switch the app asked for, in order; `isMouseEnabled` is what it got.
    public private(set) var mouseRequests: [Bool] = []

    private var pendingKeys: [Key] = []
    private var windowWidth: Int
    private var windowHeight: Int
    private var needsFullRepaint = true
    private let hasColors: Bool
    private let hasMouse: Bool
    /// How many colours the terminal has (its `colors` capability), which decides the theme's palette.
    public let colors: Int

    /// `hasColors: false` plays a VT100-class terminal (monochrome whatever is asked); `hasMouse: false` one
    /// that cannot report clicks.
    public init(width: Int = 80, height: Int = 24, glyphs: GlyphSet = .unicode, options: TerminalOptions = TerminalOptions(),
                hasColors: Bool = true, colors: Int = 256, hasMouse: Bool = true) {
        self.colors = hasColors ? colors : 0
        self.width = width
        self.height = height
        windowWidth = width
        windowHeight = height
        self.glyphs = glyphs
        self.hasColors = hasColors
        self.hasMouse = hasMouse
        colorMode = options.colorMode == .color && hasColors ? .color : .monochrome
        if options.mouse { isMouseEnabled = hasMouse }
    }

    // MARK: - The test's side

    /// Keys the next `readKeys` returns, after any still waiting.
    public func queue(_ keys: [Key]) {
        pendingKeys += keys
    }

    /// Each character as its own key, the way a terminal delivers typing.
    public func type(_ text: String) {
        queue(text.map { Key.char($0) })
    }

    public var pendingKeyCount: Int { pendingKeys.count }

    /// The user resizes the window; like the kernel's size, the app sees it at its next `handleResize`.
    public func resizeWindow(width: Int, height: Int) {
        windowWidth = width
        windowHeight = height
    }

    /// The rows of the screen as text (a wide glyph once); empty before the first present.
    public var lines: [String] { presented?.lines ?? [] }

    public func screenContains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// The colour indices the theme draws the presented cell at (x, y) in, as the ncurses backend would set them
    /// (-1: the terminal's default colour); nil before the first present or outside the screen.
    public func drawnColors(x: Int, y: Int) -> (foreground: Int, background: Int)? {
        guard let presented, presented.contains(x: x, y: y) else { return nil }
        let cell = presented[x, y]
        let style = cell.style == .canvas
            ? TerminalTheme.canvas(cell.color, mode: colorMode, colors: colors)
            : TerminalTheme.style(for: cell.style, mode: colorMode, colors: colors)
        return (Int(style.foreground), Int(style.background))
    }

    // MARK: - TerminalBackend

    public func present(_ buffer: CellBuffer) {
        guard !isShutDown else { return }
        let full = needsFullRepaint || presented?.width != buffer.width || presented?.height != buffer.height
        var changed: [Position] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let cell = buffer[x, y]
                // A wide glyph's right half is drawn with its left half; nothing is sent for it.
                if cell.isContinuation { continue }
                if !full, let presented, presented[x, y] == cell { continue }
                changed.append(Position(x: x, y: y))
                cellsChanged += 1
                bytesWritten += cell.text.utf8.count
            }
        }
        changedCells = changed
        lastPresentWasFullRepaint = full
        presented = buffer
        presentCount += 1
        needsFullRepaint = false
    }

    public func readKeys() -> [Key] {
        guard !isShutDown else { return [] }
        defer { pendingKeys.removeAll() }
        return pendingKeys
    }

    public func handleResize() {
        guard !isShutDown else { return }
        width = windowWidth
        height = windowHeight
        needsFullRepaint = true
    }

    /// Returns at once, as if the user had typed `fg` straight away; the window may have changed meanwhile.
    public func suspend() {
        guard !isShutDown else { return }
        suspendCount += 1
        handleResize()
    }

    public func shutdown() {
        isShutDown = true
    }

    public func setColorMode(_ requested: ColorMode) {
        guard !isShutDown else { return }
        colorModeRequests.append(requested)
        let mode: ColorMode = requested == .color && hasColors ? .color : .monochrome
        guard mode != colorMode else { return }
        colorMode = mode
        needsFullRepaint = true
    }

    public func setMouseEnabled(_ enabled: Bool) {
        guard !isShutDown else { return }
        mouseRequests.append(enabled)
        isMouseEnabled = enabled && hasMouse
    }
}
