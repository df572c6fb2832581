import APIExample
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// Text from users and remote peers that holds terminal escape sequences (issue 12): wherever the app shows it, on
/// the screen (notices, the log pane, the log viewer) or on stdout and stderr (`run`), its control characters are
/// shown escaped. On the screen they used to be dropped without a trace; on stdout they reached the terminal.
@MainActor
@Suite struct HostileTextTests {
    static let hostile = "\u{1B}[31mred\u{9B}2J"
    static let shown = "\\e[31mred\\x9B2J"
    static let message = LogEntry(timeMs: 1200, kind: .callback,
                                  text: "← rtcEngine(_:receiveStreamMessageFromUid:streamId:data:) data: \"\(hostile)\"")

    @Test(arguments: Language.allCases)
    func aNoticeShowsTheEscapes(_ language: Language) {
        var state = AppState(language: language, width: 100, height: 30)
        state.alert = SessionNotice("settings.corrupt", ["/tmp/" + Self.hostile], severity: .error)
        let buffer = RootView.render(state, session: nil, glyphs: .unicode)
        #expect(ScreenText.find(Self.shown, in: buffer) != nil, "\(buffer.lines.joined(separator: "\n"))")
    }

    @Test(arguments: Language.allCases)
    func theLogPaneAndTheLogViewerShowTheEscapes(_ language: Language) {
        let session = SessionState.fixture(caseId: "JoinChannelVideo", log: [Self.message])
        let pane = SessionScreen.render(session, language, width: 100, height: 30)
        #expect(ScreenText.find(Self.shown, in: pane) != nil, "\(pane.lines.joined(separator: "\n"))")

        var state = AppState(language: language, width: 100, height: 30)
        state.screen = .session(caseId: session.caseId)
        BrowserKeys.press([.char("L")], &state, session: session)
        let viewer = RootView.render(state, glyphs: .unicode)
        #expect(state.logViewer != nil)
        #expect(ScreenText.find(Self.shown, in: viewer) != nil, "\(viewer.lines.joined(separator: "\n"))")
    }

    /// A peer's data-stream message or metadata, quoted in a case's panel verbatim or as an argument.
    @Test(arguments: Language.allCases)
    func aPanelShowsTheEscapes(_ language: Language) {
        let panel = SessionPanel(titleKey: "datastream.panel.title", lines: [
            .verbatim("1001 #1  " + Self.hostile), .localized("datastream.panel.sent", ["1", "x" + Self.hostile]),
        ])
        let screen = SessionScreen.render(SessionState.fixture(caseId: "CreateDataStream", panel: panel), language,
                                          width: 100, height: 30)
        #expect(ScreenText.find("1001 #1  " + Self.shown, in: screen) != nil, "\(screen.lines.joined(separator: "\n"))")
        #expect(ScreenText.find("x" + Self.shown, in: screen) != nil, "\(screen.lines.joined(separator: "\n"))")
    }

    @Test func headlessLinesAreEscapedAndJSONKeepsTheTextExactly() throws {
        let text = HeadlessRunner.format(Self.message, json: false)
        #expect(text.hasSuffix("data: \"\(Self.shown)\""), "\(text.debugDescription)")
        let json = HeadlessRunner.format(Self.message, json: true)
        #expect(!json.unicodeScalars.contains(where: VisibleControls.isControl), "\(json.debugDescription)")
        let decoded = try JSONDecoder().decode(HeadlessRunner.Line.self, from: Data(json.utf8))
        #expect(decoded.text == Self.message.text)
    }

    @Test func aRefusedSetValueIsEchoedEscaped() throws {
        var options = RunOptions(caseId: "JoinChannelVideo")
        options.sets = [("channelName", "demo" + Self.hostile)]
        guard case .failure(let failure) = HeadlessRunner.configs(for: options) else {
            Issue.record("a channel name with control characters was accepted")
            return
        }
        #expect(!failure.message.unicodeScalars.contains { $0 != "\n" && VisibleControls.isControl($0) },
                "\(failure.message.debugDescription)")
        #expect(failure.message.contains("channelName=demo" + Self.shown), "\(failure.message)")
    }
}
