import TerminalKit

/// The top line: the app (or case) title on the left, a note on the right.
enum TitleBar {
    static func draw(_ title: String, note: String, in buffer: inout CellBuffer, context: RenderContext) {
        buffer.fill(Rect(x: 0, y: 0, width: buffer.width, height: 1), style: .header)
        let noteWidth = DisplayWidth.of(note)
        buffer.put(" " + title, x: 0, y: 0, style: .header, maxWidth: max(0, buffer.width - noteWidth - 2))
        if noteWidth + 2 < buffer.width / 2 {
            buffer.put(note, x: buffer.width - noteWidth - 1, y: 0, style: .header)
        }
    }
}
