import APIExample
import TerminalKit

/// Boxes drawn over the current screen: the help and an alert. Neither ends a session.
enum Overlay {
    static func help(_ bindings: [KeyBinding], mouse: Bool, in buffer: inout CellBuffer, context: RenderContext) {
        let layout = OverlayLayout.help(bindings, mouse: mouse, width: buffer.width, height: buffer.height, text: context.text)
        box(layout, style: .normal, in: &buffer, context: context)
    }

    static func notice(_ notice: SessionNotice, in buffer: inout CellBuffer, context: RenderContext) {
        let layout = OverlayLayout.notice(notice, width: buffer.width, height: buffer.height, text: context.text)
        box(layout, style: notice.severity == .error ? .error : .normal, in: &buffer, context: context)
    }

    static func prompt(_ prompt: SessionPrompt, in buffer: inout CellBuffer, context: RenderContext) {
        let layout = OverlayLayout.prompt(prompt, width: buffer.width, height: buffer.height, text: context.text)
        box(layout, style: .normal, in: &buffer, context: context)
    }

    private static func box(_ layout: OverlayLayout, style: StyleRole, in buffer: inout CellBuffer, context: RenderContext) {
        let frame = layout.frame
        buffer.fill(frame)
        buffer.box(frame, glyphs: context.glyphs, style: style == .error ? .error : .border, title: layout.title)
        for (line, y) in layout.visibleLines {
            buffer.put(line, x: frame.x + 2, y: y, style: .normal, maxWidth: frame.width - 4)
        }
    }
}
