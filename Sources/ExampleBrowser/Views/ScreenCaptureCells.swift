import AgoraRtcSim
import APIExample
import TerminalKit

/// The app's screen as a screen capture receives it: drawn once more with the captured-screen tile left out, and
/// each cell reduced to its glyph's ink and the brightness of its colours (the theme's colours are the terminal's,
/// unknown here, so each style has a fixed brightness, close to the default dark theme's).
enum ScreenCaptureCells {
    /// Draws `state` for the capture and posts it to `display` (which keeps the generation when nothing changed).
    static func post(_ state: AppState, glyphs: GlyphSet, to display: SessionDisplay) {
        let buffer = RootView.render(state, glyphs: glyphs, capturingScreen: true)
        display.post(columns: buffer.width, rows: buffer.height, cells: cells(of: buffer))
    }

    static func cells(of buffer: CellBuffer) -> [AgoraSimScreenCell] {
        var out: [AgoraSimScreenCell] = []
        out.reserveCapacity(buffer.cells.count)
        for cell in buffer.cells {
            let (foreground, background) = cell.style == .canvas ? canvasLuma(cell.color) : luma(of: cell.style)
            out.append(AgoraSimScreenCell(ink: ink(of: cell.text), foreground: foreground, background: background))
        }
        return out
    }

    /// How much of its cell a glyph covers, roughly: blocks by their share, box lines thin, letters a third,
    /// dense letters and wide glyphs more, punctuation little.
    static func ink(of text: String) -> UInt8 {
        guard let scalar = text.unicodeScalars.first else { return 140 }  // the right half of a wide glyph
        switch scalar.value {
        case 0x20: return 0
        case 0x2588: return 255
        case 0x2593: return 190
        case 0x2592, 0x2580, 0x2584, 0x258C, 0x2590: return 128
        case 0x2591: return 64
        case 0x2500...0x257F: return 64
        case 0x2E, 0x2C, 0x27, 0x60: return 24
        case 0x2D, 0x3A, 0x3B, 0x5F, 0x7E, 0x22: return 40
        case 0x40, 0x23, 0x25, 0x26, 0x24, 0x4D, 0x57: return 150
        case 0x21...0x7E: return 96
        default: return 140
        }
    }

    /// (glyph, background) luma of a style, video range.
    static func luma(of style: StyleRole) -> (UInt8, UInt8) {
        switch style {
        case .normal, .input: (200, 24)
        case .dim: (110, 24)
        case .title: (235, 60)
        case .header: (220, 40)
        case .selected: (24, 200)
        case .focused: (235, 90)
        case .border: (140, 24)
        case .accent: (180, 24)
        case .error: (120, 24)
        case .warning: (190, 24)
        case .success: (150, 24)
        case .hint: (170, 50)
        case .hintKey: (235, 50)
        case .meter: (160, 24)
        case .video: (235, 16)
        case .canvas, .codeKeyword, .codeType, .codeString, .codeNumber, .codeDirective: (200, 24)
        case .codeComment: (110, 24)
        case .codeCall, .codeDelegate: (235, 24)
        }
    }

    /// A canvas cell is painted in its own colour (0xRRGGBB): BT.601 luma of it, for glyph and background.
    static func canvasLuma(_ color: UInt32) -> (UInt8, UInt8) {
        let r = Double((color >> 16) & 0xFF), g = Double((color >> 8) & 0xFF), b = Double(color & 0xFF)
        let y = UInt8(max(16, min(235, (16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255).rounded())))
        return (y, y)
    }
}
