import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// The layouts that clicks are hit-tested against say where things are; these check that the views really drew
/// them there, at several sizes and in both languages.
@Suite struct LayoutTests {
    static let sizes = [(100, 30), (80, 24), (60, 18)]

    private func isDrawn(_ text: String, at x: Int, _ y: Int, in buffer: CellBuffer) -> Bool {
        ScreenText.find(text, in: buffer, rows: y..<y + 1, startColumns: x..<x + 1) != nil
    }

    @Test(arguments: Language.allCases)
    func menuRowsAreWhereTheLayoutPutsThem(_ language: Language) {
        let text = Localizer(language)
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "LiveStreaming"
            let buffer = RootView.render(state, session: nil, glyphs: .unicode)
            let layout = MenuLayout(state, width: width, height: height)
            // Every row, or (once the menu is taller than the screen) as many as the list has lines for.
            #expect(layout.visibleRows.count == min(layout.rows.count, layout.list.height), "rows fit at \(width)x\(height)")
            for (row, y) in layout.visibleRows {
                switch row {
                case .section(let titleKey):
                    #expect(isDrawn(text(titleKey), at: layout.list.x + 2, y, in: buffer))
                    #expect(layout.itemId(atX: layout.list.x + 2, y: y) == nil)
                case .item(let id, let nameKey, _):
                    // Pointer, two blanks, then the name, cut to what is left of the row.
                    let name = DisplayWidth.truncate(text(nameKey), to: layout.list.width - 4)
                    #expect(isDrawn(name, at: layout.list.x + 4, y, in: buffer), "\(id) at \(width)x\(height)")
                    #expect(layout.itemId(atX: layout.list.x, y: y) == id)
                    #expect(layout.itemId(atX: layout.list.maxX - 1, y: y) == id)
                    #expect(layout.itemId(atX: layout.list.maxX, y: y) == nil, "the detail pane is not the row")
                }
            }
            let selectedY = layout.visibleRows.first { $0.row.itemId == "LiveStreaming" }?.y ?? -1
            #expect(isDrawn(GlyphSet.unicode.pointer, at: layout.list.x + 1, selectedY, in: buffer), "the selection marker")
        }
    }

    @Test(arguments: Language.allCases)
    func formRowsErrorsAndJoinAreWhereTheLayoutPutsThem(_ language: Language) throws {
        let text = Localizer(language)
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "JoinChannelVideo"
            // An empty channel and a uid out of range: two fields in error, one message with arguments.
            let keys = [Key.enter] + Array(repeating: .backspace, count: 4) + [.tab, .backspace] + "99999999999".map { Key.char($0) }
            for key in keys + Array(repeating: .enter, count: 6) {
                _ = Reducer.reduce(&state, .key(key), session: nil)
            }
            let form = try #require(state.form)
            #expect(form.errors.count == 2, "two fields in error")
            let item = try #require(MenuRegistry.item(id: form.caseId))
            let buffer = RootView.render(state, session: nil, glyphs: .unicode)
            let layout = EntryLayout(form: form, item: item, width: width, text: text)
            for row in layout.fields {
                let field = item.fields[row.index]
                let label = DisplayWidth.truncate(text(field.labelKey), to: layout.labelWidth - 1, ellipsis: "")
                #expect(isDrawn(label, at: layout.labelX, row.y, in: buffer), "\(field.id) at \(width)x\(height)")
                #expect(layout.target(atX: layout.labelX, y: row.y) == .field(index: row.index, part: .label))
                #expect(layout.target(atX: layout.valueX, y: row.y) == .field(index: row.index, part: .value(column: 0)))
                for (offset, line) in row.errorLines.enumerated() {
                    #expect(isDrawn(line, at: layout.valueX, row.y + 1 + offset, in: buffer), "\(field.id) at \(width)x\(height)")
                    #expect(layout.target(atX: layout.valueX, y: row.y + 1 + offset) == .field(index: row.index, part: .label))
                }
            }
            #expect(isDrawn(layout.joinText, at: layout.join.x, layout.join.y, in: buffer))
            #expect(layout.target(atX: layout.join.maxX - 1, y: layout.join.y) == .join)
            #expect(layout.target(atX: layout.join.maxX, y: layout.join.y) == nil)
            #expect(layout.target(atX: layout.join.x - 1, y: layout.join.y) == nil)
        }
    }

    @Test(arguments: Language.allCases)
    func controlsAndTheirValuesAreWhereTheLayoutPutsThem(_ language: Language) {
        let text = Localizer(language)
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.screen = .session(caseId: "JoinChannelAudio")
            var session = SessionState.fixture(caseId: "JoinChannelAudio", tiles: [], status: SessionStatus(), log: [],
                                          controls: MouseTests.controls, notice: nil)
            session.controlFocus = MouseTests.controls.count - 1
            let buffer = RootView.render(state, session: session, glyphs: .unicode)
            let panes = SessionLayout(session, width: width, height: height)
            guard let area = panes.controls else {
                Issue.record("no controls pane")
                return
            }
            // A box's title starts after its corner, a rule and a blank.
            #expect(isDrawn(text("session.log"), at: panes.log.x + 3, panes.log.y, in: buffer))
            #expect(isDrawn(text("session.controls"), at: area.x + 3, area.y, in: buffer))
            let layout = ControlsLayout(area: area, count: session.controls.count, focus: session.controlFocus)
            #expect(!layout.rows.isEmpty && layout.rows.last?.index == session.controls.count - 1, "the focused control is shown")
            for (index, y) in layout.rows {
                let control = session.controls[index]
                let value = ControlsPane.valueText(control, text: text)
                let line = layout.line(label: text(control.labelKey), value: value)
                #expect(isDrawn(value, at: line.valueX, y, in: buffer), "\(control.id) at \(width)x\(height)")
                #expect(layout.target(atX: line.valueX, y: y, controls: session.controls, text: text)?.part == .value(column: 0))
                #expect(layout.target(atX: line.valueX - 1, y: y, controls: session.controls, text: text)?.part == .label)
                #expect(layout.target(atX: layout.inner.maxX, y: y, controls: session.controls, text: text) == nil, "the border")
            }
        }
    }

    @Test(arguments: Language.allCases)
    func hintsAndOverlayLinesAreWhereTheLayoutPutsThem(_ language: Language) throws {
        let text = Localizer(language)
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.alert = SessionNotice("settings.corrupt", ["/tmp/x.bad"], severity: .error)
            let buffer = RootView.render(state, session: nil, glyphs: .unicode)
            let bar = HintBarLayout(Keymap.bindings(for: state), width: width, row: height - 1, text: text)
            #expect(!bar.hints.isEmpty)
            for hint in bar.hints {
                #expect(isDrawn(hint.binding.keyLabel + " " + hint.label, at: hint.x, bar.row, in: buffer))
                #expect(bar.binding(atX: hint.x + hint.width - 1, y: bar.row) == hint.binding)
                #expect(bar.binding(atX: hint.x + hint.width, y: bar.row) == nil)
            }
            let overlay = OverlayLayout.notice(try #require(state.alert), width: width, height: height, text: text)
            #expect(isDrawn("┌", at: overlay.frame.x, overlay.frame.y, in: buffer))
            #expect(isDrawn("┘", at: overlay.frame.maxX - 1, overlay.frame.maxY - 1, in: buffer))
            #expect(overlay.visibleLines.last?.text == text("alert.ok"), "the OK line fits")
            if let ok = overlay.visibleLines.last {
                #expect(isDrawn(ok.text, at: overlay.frame.x + 2, ok.y, in: buffer))
            }
        }
    }
}
