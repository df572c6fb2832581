extension StyleRole {
    /// The ANSI SGR sequence that draws this role as the theme does on a terminal with `colors` colours, for text
    /// printed outside the screen (`apiexample source`); "" for a role drawn plain. End the run with `sgrReset`.
    public func sgr(mode: ColorMode = .color, colors: Int = 8) -> String {
        let parameters = TerminalTheme.style(for: self, mode: mode, colors: colors).sgrParameters
        return parameters.isEmpty ? "" : "\u{1B}[" + parameters + "m"
    }

    public static let sgrReset = "\u{1B}[0m"
}
