import APIExample
import TerminalKit

/// Boxes drawn over the current screen: the help and an alert. Neither ends a session.
enum Overlay {
    static func help(_ bindings: [KeyBinding], in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        var keys = rows(bindings, keyWidth: 10, t)
        let footer = [""] + DisplayWidth.wrap(t("help.global"), width: min(60, buffer.width - 8)) + ["", t("help.close")]
        if keys.count + footer.count > buffer.height - 4 {
            keys = sideBySide(bindings, t)
        }
        box(title: t("help.title"), lines: keys + footer, style: .normal, in: &buffer, context: context)
    }

    private static func rows(_ bindings: [KeyBinding], keyWidth: Int, _ t: Localizer) -> [String] {
        bindings.map { DisplayWidth.pad($0.keyLabel, to: max(keyWidth, DisplayWidth.of($0.keyLabel) + 1)) + t($0.labelKey) }
    }

    /// A long keymap (the log viewer's) in two columns, each keyed as narrowly as it can be, so the whole list
    /// fits on a small screen.
    private static func sideBySide(_ bindings: [KeyBinding], _ t: Localizer) -> [String] {
        let half = (bindings.count + 1) / 2
        let columns = [Array(bindings.prefix(half)), Array(bindings.dropFirst(half))].map { column in
            rows(column, keyWidth: (column.map { DisplayWidth.of($0.keyLabel) }.max() ?? 0) + 1, t)
        }
        let leftWidth = (columns[0].map(DisplayWidth.of).max() ?? 0) + 2
        return columns[0].indices.map { row in
            row < columns[1].count ? DisplayWidth.pad(columns[0][row], to: leftWidth) + columns[1][row] : columns[0][row]
        }
    }

    static func notice(_ notice: SessionNotice, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        // Arguments may be localization keys themselves (an error's description); others pass through unchanged.
        let message = notice.arguments.isEmpty ? t(notice.key) : String(format: t(notice.key), arguments: notice.arguments.map { t($0) })
        let title = t(notice.severity == .error ? "alert.error" : "alert.info")
        let lines = DisplayWidth.wrap(message, width: min(56, buffer.width - 8)) + ["", t("alert.ok")]
        box(title: title, lines: lines, style: notice.severity == .error ? .error : .normal, in: &buffer, context: context)
    }

    static func prompt(_ prompt: SessionPrompt, in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        let lines = DisplayWidth.wrap(t(prompt.key), width: min(56, buffer.width - 8)) + ["", t("prompt.answers")]
        box(title: t("prompt.title"), lines: lines, style: .normal, in: &buffer, context: context)
    }

    private static func box(title: String, lines: [String], style: StyleRole, in buffer: inout CellBuffer, context: RenderContext) {
        let width = min(buffer.width - 2, max(DisplayWidth.of(title) + 8, (lines.map(DisplayWidth.of).max() ?? 0) + 4))
        let height = min(buffer.height - 2, lines.count + 2)
        let frame = Rect(x: (buffer.width - width) / 2, y: (buffer.height - height) / 2, width: width, height: height)
        buffer.fill(frame)
        buffer.box(frame, glyphs: context.glyphs, style: style == .error ? .error : .border, title: title)
        for (offset, line) in lines.prefix(height - 2).enumerated() {
            buffer.put(line, x: frame.x + 2, y: frame.y + 1 + offset, style: .normal,
                       maxWidth: width - 4)
        }
    }
}
