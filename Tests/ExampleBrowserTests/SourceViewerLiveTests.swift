import AgoraRtcSim
import APIExample
import CaseSource
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The source view over a real JoinChannelVideo session in virtual time, through the runtime: the session keeps
/// running under it, the mark follows its callbacks to the handler found in the file's text, and Enter on a log line
/// lands on that line.
@MainActor
@Suite final class SourceViewerLiveTests {
    private let clock = AgoraSimVirtualClock()
    private let loop = ManualRunLoop()
    private let terminal = MemoryTerminal(width: 100, height: 30)
    private var app: BrowserApp?

    private func launch() -> BrowserApp {
        let clock = clock
        let app = BrowserApp(state: AppState(), terminal: terminal, loop: loop,
                             makeContext: { .virtual(settings: $0, keyCenter: $1, clock: clock) },
                             exitProcess: { _ in })
        self.app = app
        app.start()
        return app
    }

    private func press(_ keys: Key...) {
        terminal.queue(keys)
        loop.fireInput()
    }

    private func advance(_ seconds: Double) {
        for _ in 0..<Int(seconds / 0.05) { clock.advance(by: 0.05) }
        loop.fireFrame()
    }

    @Test func theMarkFollowsTheSessionToTheHandlerThatRan() throws {
        let app = launch()
        // One engine per process: the session ends whatever the test found.
        defer { app.dispatch(.key(.ctrl("c"))) }
        for _ in 0..<40 where app.state.menu.selectedId != "JoinChannelVideo" { press(.down) }
        press(.enter)
        for _ in 0..<12 where app.state.screen != .session(caseId: "JoinChannelVideo") { press(.enter) }
        try #require(app.state.screen == .session(caseId: "JoinChannelVideo"))
        press(.char("c"))
        let opened = try #require(app.state.sourceViewer)
        #expect(opened.follow)
        advance(3)
        #expect(app.state.session != nil, "the session keeps running under the source view")
        let viewer = try #require(app.state.sourceViewer)
        let main = try #require(viewer.document.files.first { $0.name == "JoinChannelVideoMain.swift" })
        let handler = try #require(main.lines.firstIndex { $0.contains("func rtcEngine(") && $0.contains("didJoinedOfUid") }) + 1
        let session = try #require(app.state.session)
        let trail = SourceTrail(app.state, viewer.document)
        // The last non-periodic traced event with a line in the case: the remote users' joins (or, once call sites
        // are traced, the setupRemoteVideo its handler made, the line after).
        let mark = try #require(trail.mark)
        #expect(mark.path == main.path)
        #expect(mark.line == handler || mark.line == handler + 1, "mark \(mark), handler at \(handler)")
        #expect(session.traced.callbacks.contains("rtcEngine(_:didJoinedOfUid:elapsed:)"))
        #expect(viewer.document.files[viewer.tab].path == main.path)
        let rows = SourceViewerLayout.bodyRows(height: 30)
        #expect(viewer.top <= mark.line - 1 && mark.line - 1 < viewer.top + rows, "the mark is kept in view")
        let lines = terminal.lines
        #expect(lines.contains { $0.hasPrefix(String(format: "%4d >", mark.line)) }, "\(lines.joined(separator: "\n"))")

        // Enter on the log's didJoinedOfUid line opens the source at its handler.
        press(.escape)
        #expect(app.state.sourceViewer == nil && app.state.screen == .session(caseId: "JoinChannelVideo"))
        press(.char("L"), .char("/"))
        terminal.queue("didJoinedOfUid".map { Key.char($0) })
        loop.fireInput()
        press(.enter, .enter)
        let spot = try #require(app.state.sourceViewer?.spot)
        #expect(spot == SourceLine(path: main.path, line: handler))
        press(.escape, .escape, .escape)
        #expect(app.state.logViewer == nil && app.state.sourceViewer == nil)
    }
}
