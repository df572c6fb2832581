import CNcurses
import CWidth
import Glibc

/// The terminal, driven through ncursesw. The only Swift file that imports CNcurses.
@MainActor public final class NcursesTerminal: TerminalBackend {
    public private(set) var width: Int
    public private(set) var height: Int
    /// `.ascii` when the locale is not UTF-8 or the terminal is a VT100-class device.
    public let glyphs: GlyphSet
    /// The mode in effect: the requested one, or monochrome when the terminal has no usable colours.
    public private(set) var colorMode: ColorMode

    /// Bytes ncurses has written to the terminal (measured around every call that can produce output), when
    /// `TerminalOptions.countsBytes`; else 0.
    public var bytesWritten: Int { byteCount }
    public private(set) var cellsChanged = 0
    /// Whether the terminal reports clicks and the wheel (see `setMouseEnabled`).
    public private(set) var isMouseEnabled = false

    private var byteCount = 0
    private let countsBytes: Bool
    private var isOpen = true
    private var previous: CellBuffer?
    private var needsFullRepaint = true
    private var roleAttributes: [attr_t] = []
    private var rolePairs: [Int16] = []
    private var canvasPairs = CanvasPairs(mode: .monochrome, colors: 0, colorPairs: 0)
    private var colorStarted = false
    private var scalars: [UInt32] = []

    /// Checks everything that would make ncurses exit, misdraw or write escapes into a file. Never exits.
    /// Also switches LC_CTYPE to a UTF-8 locale when the environment's is not.
    public static func preflight() -> TerminalPreflightError? {
        let stdinIsTerminal = isatty(STDIN_FILENO) == 1
        let stdoutIsTerminal = isatty(STDOUT_FILENO) == 1
        let term = environment("TERM")
        var setup: TerminalPreflight.Setup?
        if TerminalPreflight.needsSetup(stdinIsTerminal: stdinIsTerminal, stdoutIsTerminal: stdoutIsTerminal, term: term) {
            var errret: Int32 = 0
            switch cn_probe_terminal(&errret) {
            case 1: setup = .usable
            case 0: setup = .noCursorAddressing
            default: setup = .failed(errret: Int(errret))
            }
        }
        return TerminalPreflight.evaluate(
            stdinIsTerminal: stdinIsTerminal,
            stdoutIsTerminal: stdoutIsTerminal,
            term: term,
            utf8Locale: cw_ensure_utf8_ctype() == 1,
            setup: setup
        )
    }

    public init(options: TerminalOptions) throws {
        if let error = Self.preflight() { throw error }
        countsBytes = options.countsBytes
        let bytesBefore = countsBytes ? cn_thread_bytes_written() : -1
        guard cn_open_screen() != nil else {
            throw TerminalPreflightError.unknownTerminal(Self.environment("TERM") ?? "")
        }
        let screen = cn_stdscr()
        cbreak()
        noecho()
        nonl()
        intrflush(screen, false)
        keypad(screen, true)
        nodelay(screen, true)
        scrollok(screen, false)
        // The cursor stays hidden, so ncurses need not move it back after every update.
        leaveok(screen, true)
        if Self.environment("ESCDELAY") == nil { set_escdelay(25) }
        curs_set(0)

        if options.colorMode == .color, has_colors() {
            start_color()
            colorStarted = true
        }
        let mode = TerminalTheme.effectiveMode(
            requested: options.colorMode,
            hasColors: has_colors(),
            colors: Int(cn_colors()),
            colorPairs: Int(cn_color_pairs())
        )
        colorMode = mode
        glyphs = TerminalProfile.glyphs(utf8Locale: cw_ensure_utf8_ctype() == 1, term: Self.environment("TERM"))
        width = Int(getmaxx(screen))
        height = Int(getmaxy(screen))
        setUpTheme()
        if options.mouse { setMouseEnabled(true) }
        // Focus reports become keys (`.focusIn`/`.focusOut`): the app's foreground and background.
        _ = cn_set_focus_reporting(1)
        let bytesAfter = countsBytes ? cn_thread_bytes_written() : -1
        if bytesBefore >= 0, bytesAfter >= bytesBefore { byteCount = Int(bytesAfter - bytesBefore) }
    }

    /// Switches between the colour and monochrome themes at run time (the settings screen); the next present
    /// repaints everything. A terminal without colours stays monochrome whatever is asked.
    public func setColorMode(_ requested: ColorMode) {
        guard isOpen else { return }
        if requested == .color, has_colors(), !colorStarted {
            start_color()
            colorStarted = true
        }
        let mode = TerminalTheme.effectiveMode(requested: requested, hasColors: has_colors(), colors: Int(cn_colors()),
                                               colorPairs: Int(cn_color_pairs()))
        guard mode != colorMode else { return }
        colorMode = mode
        rolePairs.removeAll()
        roleAttributes.removeAll()
        setUpTheme()
        needsFullRepaint = true
    }

    private func setUpTheme() {
        let colors = Int(cn_colors())
        let defaultColors = colorMode == .color && use_default_colors() == OK
        for role in StyleRole.allCases {
            let style = TerminalTheme.style(for: role, mode: colorMode, colors: colors)
            let pair = TerminalTheme.pair(for: role, mode: colorMode, colors: colors)
            if pair > 0 {
                // Without default-colour support -1 is not a valid colour; fall back to white on black.
                let fg = style.foreground >= 0 || defaultColors ? style.foreground : Int16(COLOR_WHITE)
                let bg = style.background >= 0 || defaultColors ? style.background : Int16(COLOR_BLACK)
                init_pair(pair, fg, bg)
            }
            rolePairs.append(pair)
            roleAttributes.append(cn_attributes(style.attributes.rawValue))
        }
        canvasPairs = CanvasPairs(mode: colorMode, colors: colors, colorPairs: Int(cn_color_pairs()))
    }

    /// The pair of a canvas cell, set up the first time its colour appears.
    private func canvasPair(_ rgb: UInt32) -> Int16 {
        let (pair, new) = canvasPairs.pair(for: rgb)
        if let new { init_pair(new.pair, new.color, new.color) }
        return pair
    }

    /// Drains every pending key without blocking.
    public func readKeys() -> [Key] {
        guard isOpen else { return [] }
        var keys: [Key] = []
        var value: wint_t = 0
        while keys.count < 4096 {
            let result = get_wch(&value)
            if result == ERR { break }
            if result == KEY_CODE_YES, Int32(value) == KEY_MOUSE {
                if let key = readMouse() { keys.append(key) }
                continue
            }
            keys.append(result == KEY_CODE_YES ? Self.key(code: Int32(value)) : KeyDecoder.decode(scalar: UInt32(value)))
        }
        return keys
    }

    private func readMouse() -> Key? {
        var x: Int32 = 0, y: Int32 = 0, buttons: Int32 = 0
        guard cn_read_mouse(&x, &y, &buttons) == 0 else { return nil }
        return KeyDecoder.decodeMouse(x: Int(x), y: Int(y), buttons: Self.mouseButtons(Int(buttons)))
    }

    private static let shimMouseBits: [(Int, MouseButtons)] = [
        (Int(CN_MOUSE_LEFT_PRESS), .leftPress), (Int(CN_MOUSE_LEFT_RELEASE), .leftRelease),
        (Int(CN_MOUSE_LEFT_CLICK), .leftClick), (Int(CN_MOUSE_LEFT_DOUBLE_CLICK), .leftDoubleClick),
        (Int(CN_MOUSE_WHEEL_UP), .wheelUp), (Int(CN_MOUSE_WHEEL_DOWN), .wheelDown),
    ]

    private static func mouseButtons(_ bits: Int) -> MouseButtons {
        shimMouseBits.reduce(into: []) { buttons, pair in
            if bits & pair.0 != 0 { buttons.insert(pair.1) }
        }
    }

    /// Turns mouse reporting on or off at once. Off gives the terminal its own text selection back. endwin
    /// (suspend, exit, crash) switches reporting off by itself and the first update after `fg` switches it
    /// back on; a terminal without mouse support stays off.
    public func setMouseEnabled(_ enabled: Bool) {
        guard isOpen else { return }
        var granted: Int32 = 0
        counting { granted = cn_set_mouse(enabled ? 1 : 0) }
        isMouseEnabled = granted == 1
    }

    private static func key(code: Int32) -> Key {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_DC: .delete
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        case Int32(CN_KEY_FOCUS_IN): .focusIn
        case Int32(CN_KEY_FOCUS_OUT): .focusOut
        case (KEY_F0 + 1)...(KEY_F0 + 63): .function(Int(code - KEY_F0))
        default: .unknown(Int(code))
        }
    }

    /// Sends the cells that differ from the last presented buffer, then one doupdate.
    public func present(_ buffer: CellBuffer) {
        guard isOpen else { return }
        syncSizeWithCurses()
        counting {
            let screen = cn_stdscr()
            let full = needsFullRepaint || previous?.width != buffer.width || previous?.height != buffer.height
            if full {
                werase(screen)
                clearok(cn_curscr(), true)
            }
            let rows = min(buffer.height, height)
            let columns = min(buffer.width, width)
            let cells = buffer.cells
            let old = full ? nil : previous?.cells
            // Locals, not the object's properties, inside the per-cell loop: each access to a property checks
            // exclusivity at run time, which with the reference counting was most of the loop's time.
            let attributes = roleAttributes, pairs = rolePairs
            // Taken out while in use, so the array stays uniquely referenced and keeps its storage.
            var scalars = self.scalars
            self.scalars = []
            var changed = 0
            for y in 0..<rows {
                let row = y * buffer.width
                for x in 0..<columns {
                    let cell = cells[row + x]
                    if cell.isContinuation { continue }
                    if let old, old[row + x] == cell { continue }
                    let isWide = x + 1 < buffer.width && cells[row + x + 1].isContinuation
                    // A wide glyph whose right half is off screen would wrap; a space keeps the row intact.
                    let drawn = isWide && x + 1 >= columns ? Cell(text: " ", style: cell.style, color: cell.color) : cell
                    let role = Int(drawn.style.rawValue)
                    let pair = drawn.style == .canvas ? canvasPair(drawn.color) : pairs[role]
                    Self.put(drawn.text, x: x, y: y, attributes: attributes[role], pair: pair, scalars: &scalars)
                    changed += 1
                }
            }
            self.scalars = scalars
            cellsChanged += changed
            wnoutrefresh(screen)
            doupdate()
        }
        previous = buffer
        needsFullRepaint = false
    }

    /// Outside the actor: a closure formed in an isolated method checks its executor each time it runs, which
    /// was a twentieth of the first paint's CPU at one closure per cell. `scalars` is scratch space kept between
    /// cells.
    private nonisolated static func put(_ text: String, x: Int, y: Int, attributes: attr_t, pair: Int16,
                                        scalars: inout [UInt32]) {
        scalars.removeAll(keepingCapacity: true)
        for scalar in text.unicodeScalars { scalars.append(scalar.value) }
        scalars.withUnsafeBufferPointer { buffer in
            _ = cn_put_cell(Int32(y), Int32(x), buffer.baseAddress, Int32(buffer.count), attributes, pair)
        }
    }

    /// Re-reads the window size, resizes ncurses' screens and forces a full repaint on the next present.
    public func handleResize() {
        guard isOpen else { return }
        var rows: Int32 = 0
        var columns: Int32 = 0
        // resize_term, unlike resizeterm, queues no KEY_RESIZE that the stdin read source would never see.
        let screen = cn_stdscr()
        if cn_query_size(&rows, &columns) == 0, rows != getmaxy(screen) || columns != getmaxx(screen) {
            resize_term(rows, columns)
        }
        width = Int(getmaxx(screen))
        height = Int(getmaxy(screen))
        needsFullRepaint = true
    }

    /// The first doupdate after a resume resizes ncurses by itself when the window changed while the app
    /// was stopped (and queues KEY_RESIZE); keep width/height in step with it.
    private func syncSizeWithCurses() {
        let screen = cn_stdscr()
        let rows = Int(getmaxy(screen))
        let columns = Int(getmaxx(screen))
        if rows != height || columns != width {
            width = columns
            height = rows
            needsFullRepaint = true
        }
    }

    /// Restores the terminal and stops the process (Ctrl-Z); returns after `fg` with the screen re-armed.
    public func suspend() {
        guard isOpen else { return }
        counting {
            // The shell gets a terminal that reports no focus changes into it.
            _ = cn_set_focus_reporting(0)
            def_prog_mode()
            endwin()
        }
        // raise (a thread-directed SIGSTOP) stops this thread before it returns; kill(getpid(), …) lets the
        // kernel pick another thread, and this one could redraw before the stop lands (measured).
        raise(SIGSTOP)
        reset_prog_mode()
        counting { _ = cn_set_focus_reporting(1) }
        handleResize()
    }

    /// Leaves curses mode and restores the terminal. Safe to call more than once.
    public func shutdown() {
        guard isOpen else { return }
        counting { cn_close_screen() }
        isOpen = false
    }

    /// For TerminalRunLoop, which must not import CNcurses: see cn_forward_signals.
    static func forwardSignals(_ signals: [Int32]) -> Int32 {
        signals.withUnsafeBufferPointer { cn_forward_signals($0.baseAddress, Int32($0.count)) }
    }

    static func installCrashGuard() {
        cn_install_crash_handlers()
    }

    private func counting(_ body: () -> Void) {
        guard countsBytes else { return body() }
        let before = cn_thread_bytes_written()
        body()
        let after = cn_thread_bytes_written()
        if before >= 0, after >= before { byteCount += Int(after - before) }
    }

    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
