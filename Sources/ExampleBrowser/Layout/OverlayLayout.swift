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
        var lines = bindings.map { DisplayWidth.pad($0.keyLabel, to: 10) + text($0.labelKey) }
        lines += [""] + DisplayWidth.wrap(text("help.global"), width: min(60, width - 8))
        if mouse { lines += DisplayWidth.wrap(text("help.mouse"), width: min(60, width - 8)) }
        lines += ["", text("help.close")]
        return OverlayLayout(title: text("help.title"), lines: lines, width: width, height: height)
    }

    static func notice(_ notice: SessionNotice, width: Int, height: Int, text: Localizer) -> OverlayLayout {
        // Arguments may be localization keys themselves (an error's description); others pass through unchanged.
        let message = notice.arguments.isEmpty ? text(notice.key)
            : String(format: text(notice.key), arguments: notice.arguments.map { text($0) })
        let title = text(notice.severity == .error ? "alert.error" : "alert.info")
        let lines = DisplayWidth.wrap(message, width: min(56, width - 8)) + ["", text("alert.ok")]
        return OverlayLayout(title: title, lines: lines, width: width, height: height)
    }

    static func prompt(_ prompt: SessionPrompt, width: Int, height: Int, text: Localizer) -> OverlayLayout {
        let lines = DisplayWidth.wrap(text(prompt.key), width: min(56, width - 8)) + ["", text("prompt.answers")]
        return OverlayLayout(title: text("prompt.title"), lines: lines, width: width, height: height)
    }
}
