/// What the app asks of the terminal backend.
public struct TerminalOptions: Sendable {
    /// The app decides (NO_COLOR, --mono); the backend still falls back to monochrome without colour support.
    public var colorMode: ColorMode
    /// Report clicks and the wheel as `.mouse` keys from the start (`NcursesTerminal.setMouseEnabled` changes it).
    public var mouse: Bool

    public init(colorMode: ColorMode = .color, mouse: Bool = false) {
        self.colorMode = colorMode
        self.mouse = mouse
    }
}
