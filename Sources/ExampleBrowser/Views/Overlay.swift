import APIExample
import TerminalKit

/// Boxes drawn over the current screen: the help and an alert. Neither ends a session.
enum Overlay {
    static func help(_ bindings: [KeyBinding], in buffer: inout CellBuffer, context: RenderContext) {
        let t = context.text
        var lines = bindings.map { DisplayWidth.pad($0.keyLabel, to: 10) + t($0.labelKey) }
        lines += [""] + DisplayWidth.wrap(t("help.global"), width: min(60, buffer.width - 8)) + ["", t("help.close")]
        box(title: t("help.title"), lines: lines, style: .normal, in: &buffer, context: context)
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
