import APIExample
import TerminalKit

/// GlobalSettings, KeyCenter, the simulation's knobs and the interface, one row each under four headings; the
/// focused row's note and where the settings are saved at the bottom. The certificate is only shown masked.
enum SettingsScreen {
    static func draw(_ state: AppState, in buffer: inout CellBuffer, context: RenderContext) {
        guard let screen = state.settings else { return }
        let t = context.text
        buffer.fill(Rect(x: 0, y: 0, width: buffer.width, height: buffer.height - 1))
        TitleBar.draw(t("settings.title"), note: t("settings.appliesNext"), in: &buffer, context: context)
        let layout = SettingsLayout(focus: screen.row, width: buffer.width, height: buffer.height, text: t)
        for line in layout.lines {
            guard let row = line.row else {
                buffer.put(t(line.section), x: 1, y: line.y, style: .header, maxWidth: buffer.width - 2)
                continue
            }
            let focused = row == screen.row
            buffer.put(t(row.labelKey), x: 3, y: line.y, style: focused ? .focused : .normal, maxWidth: layout.valueX - 4)
            let valueWidth = max(8, buffer.width - layout.valueX - 4)
            let shown = value(row, state: state, editing: focused ? screen.editing : nil, context: context)
            buffer.put(DisplayWidth.pad(shown, to: min(valueWidth, 48)), x: layout.valueX, y: line.y,
                       style: focused ? .selected : .input, maxWidth: valueWidth)
        }
        drawNote(state, screen: screen, in: &buffer, top: layout.noteTop, context: context)
    }

    private static func value(_ row: SettingsRow, state: AppState, editing: String?, context: RenderContext) -> String {
        let t = context.text
        let stored = row.value(in: state.appSettings, language: state.language)
        switch row.kind {
        case .choice(let options):
            let label = options.first { $0.value == stored }.map { t($0.labelKey) } ?? stored
            return "< " + label + " >"
        case .text(let secret):
            if let editing {
                return (secret ? masked(editing) : editing) + "_"
            }
            if stored.isEmpty {
                switch row {
                case .appId: return t("settings.appId.builtIn")
                case .appCertificate: return t("settings.appCertificate.none")
                case .faceCaptureLicense: return t("settings.faceCaptureLicense.none")
                default: return ""
                }
            }
            if row == .cloud, GlobalSettings.cloudModes.contains(stored) { return t("cloud." + stored) }
            return secret ? KeyCenter.masked(stored) : stored
        }
    }

    /// While typing, every character but the last four is hidden, so a typo at the end can still be seen.
    private static func masked(_ text: String) -> String {
        String(repeating: "*", count: max(0, text.count - 4)) + String(text.suffix(4))
    }

    private static func drawNote(_ state: AppState, screen: SettingsState, in buffer: inout CellBuffer, top: Int,
                                 context: RenderContext) {
        let t = context.text
        var notes: [(String, StyleRole)] = []
        if let problem = screen.problem { notes.append(("! " + t(problem), .error)) }
        notes.append((t(screen.row.noteKey), .dim))
        if let variable = overridingVariable(screen.row), state.keyEnvironment[variable] != nil {
            notes.append((t.format("settings.overridden", variable), .warning))
        }
        notes.append((t.format("settings.savedIn", state.settingsPath), .dim))
        var y = top
        for (note, style) in notes {
            for line in DisplayWidth.wrap(note, width: buffer.width - 4) where y < buffer.height - 1 {
                buffer.put(line, x: 2, y: y, style: style)
                y += 1
            }
        }
    }

    private static func overridingVariable(_ row: SettingsRow) -> String? {
        switch row {
        case .appId: "AGORA_APP_ID"
        case .appCertificate: "AGORA_APP_CERTIFICATE"
        case .faceCaptureLicense: "AGORA_FACE_CAPTURE_LICENSE"
        default: nil
        }
    }
}
