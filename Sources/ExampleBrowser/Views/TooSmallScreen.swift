import TerminalKit

/// Shown instead of any screen while the terminal is below the minimum size; it recovers by itself.
enum TooSmallScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        let title = context.text("tooSmall.title")
        let body = context.text.format("tooSmall.body", String(AppState.minimumWidth), String(AppState.minimumHeight),
                                       String(state.width), String(state.height))
        let lines = [title] + DisplayWidth.wrap(body, width: max(1, buffer.width - 2))
        let top = max(0, (buffer.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let x = max(0, (buffer.width - DisplayWidth.of(line)) / 2)
            buffer.put(line, x: x, y: top + offset, style: offset == 0 ? .warning : .normal)
        }
    }
}
