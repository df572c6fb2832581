import APIExample
import TerminalKit

extension LogEntry {
    /// The line as the screen shows it, searches it and measures it: in `localizer`'s language, with control
    /// characters from peers or users shown escaped rather than silently dropped by the cell buffer (issue 12).
    func visibleText(_ localizer: Localizer) -> String {
        VisibleControls.escape(text(localizer))
    }
}
