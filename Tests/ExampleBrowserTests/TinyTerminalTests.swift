import APIExample
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// Every screen drawn on terminals far below the minimum size (1–10 columns × 1–6 rows) and at the edge of it, in
/// both languages: drawing must finish. A two-column glyph that fits in no line once made the too-small screen's
/// word wrap loop for ever (issue 12), so the drawing runs on another thread and a test fails, not hangs.
@MainActor
@Suite struct TinyTerminalTests {
    static let tinySizes = (1...10).flatMap { width in (1...6).map { (width, $0) } }
    /// Just below and at the minimum, where the real screens (not the too-small one) draw in the least room.
    static let edgeSizes = [(AppState.minimumWidth - 1, AppState.minimumHeight - 1), (AppState.minimumWidth, AppState.minimumHeight)]

    @Test func everyScreenFinishesDrawingAtEverySmallSize() throws {
        let session = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        var states: [(String, AppState)] = []
        for language in Language.allCases {
            states += screens(language, session: session).map { ("\($0.0) \(language.rawValue)", $0.1) }
        }
        let jobs = states.flatMap { name, state in
            (Self.tinySizes + Self.edgeSizes).map { width, height in
                var sized = state
                sized.width = width
                sized.height = height
                return ("\(name) at \(width)x\(height)", sized)
            }
        }
        let progress = Progress()
        let finished = Self.returns(within: 30) {
            for (name, state) in jobs {
                progress.now = name
                let buffer = RootView.render(state, glyphs: .unicode)
                progress.check(buffer.width == state.width && buffer.height == state.height, name)
            }
        }
        #expect(finished, "drawing never finished: \(progress.now)")
        #expect(progress.failures.isEmpty, "\(progress.failures)")
    }

    /// The states to draw: the menu, an entry form, a session, settings, the log viewer, the help and an alert.
    private func screens(_ language: Language, session: SessionState) -> [(String, AppState)] {
        let menu = AppState(language: language, width: 80, height: 24)
        var entry = menu
        BrowserKeys.press([.enter], &entry)
        var live = menu.installing(session: session)
        live.screen = .session(caseId: session.caseId)
        var settings = live
        BrowserKeys.press([.char("s")], &settings)
        var log = live
        BrowserKeys.press([.char("L")], &log)
        var help = live
        help.showHelp = true
        var alert = menu
        alert.alert = SessionNotice("settings.corrupt", ["/tmp/apiexample/settings.json.bad"], severity: .error)
        return [("menu", menu), ("entry", entry), ("session", live), ("settings", settings), ("log viewer", log),
                ("help", help), ("alert", alert)]
    }

    /// Runs `body` on its own thread and waits up to `seconds` for it. A hang cannot be stopped from outside, so
    /// it is left running and the test fails instead of hanging the whole run.
    nonisolated static func returns(within seconds: Double, _ body: @escaping @Sendable () -> Void) -> Bool {
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            body()
            done.signal()
        }
        return done.wait(timeout: .now() + seconds) == .success
    }

    /// What the drawing thread is at, and what went wrong, read by the test once it returns or times out.
    private final class Progress: @unchecked Sendable {
        private let lock = NSLock()
        private var current = "nothing yet"
        private var problems: [String] = []

        var now: String {
            get { lock.withLock { current } }
            set { lock.withLock { current = newValue } }
        }

        var failures: [String] { lock.withLock { problems } }

        func check(_ condition: Bool, _ name: String) {
            if !condition { lock.withLock { problems.append(name) } }
        }
    }
}
