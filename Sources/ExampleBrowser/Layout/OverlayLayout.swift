import APIExample
import TerminalKit

/// A centred box over the current screen (help, alert, permission dialog): its frame and its lines, the last of
/// which is the answer line ("OK: Enter", …). Overlay draws it and clicks are hit-tested against the frame.
struct OverlayLayout: Equatable {
    let title: String
    let lines: [String]
    let frame: Rect

    init(title: String, lines: [String], width: Int, height: Int) {
        self.title = title
        self.lines = lines
        let boxWidth = min(width - 2, max(DisplayWidth.of(title) + 8, (lines.map(DisplayWidth.of).max() ?? 0) + 4))
        let boxHeight = min(height - 2, lines.count + 2)
        frame = Rect(x: (width - boxWidth) / 2, y: (height - boxHeight) / 2, width: boxWidth, height: boxHeight)
    }

    /// The lines that fit inside the border, with the row each is drawn on.
    var visibleLines: [(text: String, y: Int)] {
        lines.prefix(max(0, frame.height - 2)).enumerated().map { (text: $1, y: frame.y + 1 + $0) }
    }

    static func help(_ bindings: [KeyBinding], mouse: Bool, width: Int, height: Int, text: Localizer) -> OverlayLayout {
        var keys = rows(bindings, keyWidth: 10, text)
        var footer = [""] + DisplayWidth.wrap(text("help.global"), width: min(60, width - 8))
        if mouse { footer += DisplayWidth.wrap(text("help.mouse"), width: min(60, width - 8)) }
        footer += DisplayWidth.wrap(text("help.sound"), width: min(60, width - 8))
        footer += ["", text("help.close")]
        if keys.count + footer.count > height - 4 {
            keys = sideBySide(bindings, text)
        }
        return OverlayLayout(title: text("help.title"), lines: keys + footer, width: width, height: height)
    }

    private static func rows(_ bindings: [KeyBinding], keyWidth: Int, _ text: Localizer) -> [String] {
        bindings.map { DisplayWidth.pad($0.keyLabel, to: max(keyWidth, DisplayWidth.of($0.keyLabel) + 1)) + text($0.labelKey) }
    }

    /// A long keymap (the log viewer's) in two columns, each keyed as narrowly as it can be, so the whole list
    /// fits on a small screen.
    private static func sideBySide(_ bindings: [KeyBinding], _ text: Localizer) -> [String] {
        let half = (bindings.count + 1) / 2
        let columns = [Array(bindings.prefix(half)), Array(bindings.dropFirst(half))].map { column in
            rows(column, keyWidth: (column.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0) + 1, text)
        }
        let leftWidth = (columns[0].map(DisplayWidth.of).max() ?? 0) + 2
        return columns[0].indices.map { row in
            row < columns[1].count ? DisplayWidth.pad(columns[0][row], to: leftWidth) + columns[1][row] : columns[0][row]
        }
    }

    static func notice(_ notice: SessionNotice, width: Int, height: Int, text: Localizer) -> OverlayLayout {
        // Arguments may be localization keys themselves (an error's description); others pass through unchanged,
        // their control characters (a path or a peer's text may hold any) shown escaped.
        let message = notice.arguments.isEmpty ? text(notice.key)
            : String(format: text(notice.key), arguments: notice.arguments.map { VisibleControls.escape(text($0)) })
        let title = text(notice.severity == .error ? "alert.error" : "alert.info")
        let lines = DisplayWidth.wrap(message, width: min(56, width - 8)) + ["", text("alert.ok")]
        return OverlayLayout(title: title, lines: lines, width: width, height: height)
    }

    static func prompt(_ prompt: SessionPrompt, width: Int, height: Int, text: Localizer) -> OverlayLayout {
        let lines = DisplayWidth.wrap(text(prompt.key), width: min(56, width - 8)) + ["", text(prompt.answersKey)]
        return OverlayLayout(title: text(prompt.titleKey), lines: lines, width: width, height: height)
    }
}
