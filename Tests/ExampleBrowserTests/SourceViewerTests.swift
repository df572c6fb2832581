import AgoraRtcSim
import APIExample
import CaseSource
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// The source view's reducer and screens: it opens over the menu, a form, a session or the log viewer and closes back
/// to exactly what was there; files as tabs (the Main first shown); search over all files with n/N wrapping; the mark
/// of the session's last call and the lines it ran; goldens in both languages, in monochrome, at 100x30 and 60x18.
@MainActor
@Suite struct SourceViewerTests {
    static let caseId = "JoinChannelVideo"
    static let folder = "Sources/APIExample/Examples/Basic/JoinChannelVideo/"
    static let main = folder + "JoinChannelVideoMain.swift"

    private func menuState(_ language: Language = .en, width: Int = 100, height: Int = 30) -> AppState {
        var state = AppState(language: language, width: width, height: height)
        state.menu.selectedId = Self.caseId
        return state
    }

    private func type(_ text: String) -> [Key] { text.map { Key.char($0) } }

    /// The line (from 1) of the first line of the Main containing `text`, found in the file, not hard-coded.
    static func line(containing text: String) throws -> Int {
        let files = CaseSourceLibrary.files(inCaseFolder: String(folder.dropLast()))
        let main = try #require(files.first { $0.path == Self.main })
        return try #require(main.lines.firstIndex { $0.contains(text) }) + 1
    }

    /// A running JoinChannelVideo whose log called `enableVideo` from its Main and delivered didJoinedOfUid.
    static func session() throws -> SessionState {
        var session = SessionState(caseId: caseId, serial: 1)
        let call = AgoraSimTraceEvent(timeMs: 10, kind: .apiCall, name: "enableVideo()", detail: "", result: 0, isPeriodic: false,
                                      site: AgoraSimCallSite(path: main, line: try line(containing: "engine.enableVideo()")))
        let callback = AgoraSimTraceEvent(timeMs: 20, kind: .callback, name: "rtcEngine(_:didJoinedOfUid:elapsed:)",
                                          detail: "uid 1001", result: nil, isPeriodic: false)
        let stats = AgoraSimTraceEvent(timeMs: 30, kind: .callback, name: "rtcEngine(_:reportRtcStats:)", detail: "",
                                       result: nil, isPeriodic: true)
        for event in [call, callback, stats] {
            SessionReducer.reduce(&session, .log(LogEntry(timeMs: event.timeMs, kind: event.kind == .apiCall ? .api : .callback,
                                                         text: event.description, isPeriodic: event.isPeriodic, event: event)))
        }
        return session
    }

    @Test func opensOnTheMainAndClosesBackToExactlyTheMenu() {
        var state = menuState()
        let before = state
        BrowserKeys.press([.char("c")], &state)
        let viewer = state.sourceViewer
        #expect(viewer?.document.files.map(\.name) == ["JoinChannelVideoEntry.swift", "JoinChannelVideoMain.swift"])
        #expect(viewer?.document.files[viewer?.tab ?? 0].name == "JoinChannelVideoMain.swift")
        #expect(state.topLayer == .sourceViewer)
        BrowserKeys.press([.tab, .char("j"), .char("j"), .char("/")] + type("engine") + [.enter, .char("n"), .escape, .escape], &state)
        #expect(state == before)
    }

    @Test func f5OpensFromATextFieldAndTheRunningSessionKeepsRunning() throws {
        var state = menuState()
        BrowserKeys.press([.enter], &state)
        #expect(state.screen == .entry(caseId: Self.caseId))
        let form = state
        BrowserKeys.press([.function(5), .char("q")], &state)
        #expect(state == form)

        state.screen = .session(caseId: Self.caseId)
        let session = try Self.session()
        state = state.installing(session: session)
        let running = state
        let effects = BrowserKeys.press([.char("c")], &state)
        #expect(effects.isEmpty, "opening the source must not stop the session")
        #expect(state.sessionIsCovered)
        BrowserKeys.press([.char("k"), .escape], &state)
        #expect(state == running)
    }

    @Test func tabsSwitchAndWrapBothWays() {
        var state = menuState()
        BrowserKeys.press([.char("c")], &state)
        #expect(state.sourceViewer?.tab == 1)
        BrowserKeys.press([.tab], &state)
        #expect(state.sourceViewer?.tab == 0)
        BrowserKeys.press([.left], &state)
        #expect(state.sourceViewer?.tab == 1)
        BrowserKeys.press([.right, .right], &state)
        #expect(state.sourceViewer?.tab == 1)
    }

    @Test func scrollingKeepsEachFilesPlace() {
        var state = menuState(width: 60, height: 18)
        BrowserKeys.press([.char("c"), .pageDown], &state)
        let rows = SourceViewerLayout.bodyRows(height: 18)
        #expect(state.sourceViewer?.top == rows)
        BrowserKeys.press([.tab, .tab], &state)
        #expect(state.sourceViewer?.top == rows)
        BrowserKeys.press([.char("G")], &state)
        let count = state.sourceViewer?.document.files[1].lines.count ?? 0
        #expect(state.sourceViewer?.top == max(0, count - rows))
        BrowserKeys.press([.char("g")], &state)
        #expect(state.sourceViewer?.top == 0)
    }

    @Test func searchGoesOnThroughTheFilesAndWraps() throws {
        var state = menuState()
        BrowserKeys.press([.char("c"), .char("/")] + type("rtcEngine(") + [.enter], &state)
        let document = try #require(state.sourceViewer?.document)
        let matches = SourceViewerReducer.matches("rtcEngine(", in: document)
        #expect(matches.count >= 2)
        let first = try #require(state.sourceViewer?.search.current)
        #expect(matches.contains(first))
        var seen = [first]
        for _ in matches.indices {
            BrowserKeys.press([.char("n")], &state)
            seen.append(try #require(state.sourceViewer?.search.current))
        }
        #expect(seen.first == seen.last, "n wraps around to where it started")
        #expect(Set(seen) == Set(matches))
        BrowserKeys.press([.char("N")], &state)
        let back = try #require(state.sourceViewer?.search.current)
        #expect(back == matches[(matches.firstIndex(of: first)! + matches.count - 1) % matches.count])
        BrowserKeys.press([.char("/")] + type("zzzz"), &state)
        #expect(state.sourceViewer?.search.current == nil)
        #expect(RootView.render(state, glyphs: .unicode).lines.contains { $0.contains(L10n.shared.string("source.notFound", .en)) })
    }

    @Test func marksTheLastCallAndTheLinesTheSessionRan() throws {
        var state = menuState()
        state.screen = .session(caseId: Self.caseId)
        state = state.installing(session: try Self.session())
        BrowserKeys.press([.char("c")], &state)
        let viewer = try #require(state.sourceViewer)
        let handler = try Self.line(containing: "didJoinedOfUid uid: UInt")
        let call = try Self.line(containing: "engine.enableVideo()")
        let trail = SourceTrail(state, viewer.document)
        #expect(trail.mark == SourceLine(path: Self.main, line: handler), "the periodic stats after it do not move the mark")
        #expect(viewer.document.executedLines(inTab: viewer.tab, state.session!.traced) == [call, handler])
        #expect(viewer.follow)
        let lines = RootView.render(state, glyphs: .unicode).lines
        let gutter = { (number: Int) in
            lines.first { $0.hasPrefix(String(repeating: " ", count: 4 - String(number).count) + String(number) + " ") }
        }
        #expect(gutter(handler)?.contains("\(handler) >") == true, "\(lines.joined(separator: "\n"))")
        // Moving by hand stops following; f follows again.
        BrowserKeys.press([.char("g")], &state)
        #expect(state.sourceViewer?.follow == false && state.sourceViewer?.top == 0)
        // The wheel brings the call into view (below the header's doc comment) without following again.
        let wheel = Key.mouse(MouseEvent(x: 10, y: 10, kind: .wheelDown))
        BrowserKeys.press(Array(repeating: wheel, count: max(0, call - 10) / 3), &state)
        #expect(state.sourceViewer?.follow == false)
        let top = RootView.render(state, glyphs: .unicode).lines
        #expect(top.contains { $0.hasPrefix(" \(call < 10 ? "  " : " ")\(call) •") }, "\(top.joined(separator: "\n"))")
        BrowserKeys.press([.char("f")], &state)
        #expect(state.sourceViewer?.follow == true)
    }

    @Test func enterOnALogLineOpensItsSource() throws {
        var state = menuState()
        state.screen = .session(caseId: Self.caseId)
        state = state.installing(session: try Self.session())
        BrowserKeys.press([.char("L"), .char("/")] + type("didJoinedOfUid") + [.enter, .enter], &state)
        let viewer = try #require(state.sourceViewer)
        let handler = try Self.line(containing: "didJoinedOfUid uid: UInt")
        #expect(viewer.spot == SourceLine(path: Self.main, line: handler))
        #expect(viewer.document.files[viewer.tab].path == Self.main)
        #expect(viewer.top <= handler - 1 && handler - 1 < viewer.top + SourceViewerLayout.bodyRows(height: 30))
        #expect(!viewer.follow)
        // Esc goes back to the log viewer as it was.
        BrowserKeys.press([.escape], &state)
        #expect(state.topLayer == .logViewer)
        // A line with no source in the case (periodic stats handled by the base class) says so.
        BrowserKeys.press([.escape, .char("p"), .char("/")] + type("reportRtcStats") + [.enter, .enter], &state)
        #expect(state.sourceViewer == nil)
        #expect(state.logViewer?.message == "logViewer.noSource")
    }

    @Test func aCallOutsideTheCaseMovesNothingAndIsNamed() throws {
        var session = try Self.session()
        let common = AgoraSimCallSite(path: "Sources/APIExample/Common/BaseSession.swift", line: 120)
        let join = AgoraSimTraceEvent(timeMs: 40, kind: .apiCall, name: "joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)",
                                      detail: "", result: 0, isPeriodic: false, site: common)
        SessionReducer.reduce(&session, .log(LogEntry(timeMs: 40, kind: .api, text: join.description, event: join)))
        var state = menuState()
        state.screen = .session(caseId: Self.caseId)
        state = state.installing(session: session)
        BrowserKeys.press([.char("c")], &state)
        let viewer = try #require(state.sourceViewer)
        #expect(SourceTrail(state, viewer.document).mark == SourceLine(path: Self.main, line: try Self.line(containing: "didJoinedOfUid uid: UInt")))
        let lines = RootView.render(state, glyphs: .unicode).lines
        #expect(lines.contains { $0.contains("joinChannel") && $0.contains(common.description) }, "\(lines.joined(separator: "\n"))")
    }

    @Test func theWheelScrollsThreeLines() {
        var state = menuState()
        BrowserKeys.press([.char("c"), .mouse(MouseEvent(x: 10, y: 10, kind: .wheelDown))], &state)
        #expect(state.sourceViewer?.top == 3)
        BrowserKeys.press([.mouse(MouseEvent(x: 10, y: 10, kind: .wheelUp))], &state)
        #expect(state.sourceViewer?.top == 0)
    }

    @Test func helpOverTheSourceViewListsItsKeysAndClosesBackToIt() {
        for (width, height) in [(100, 30), (60, 18)] {
            var state = menuState(width: width, height: height)
            BrowserKeys.press([.char("c"), .char("?")], &state)
            #expect(state.layers == [.sourceViewer, .help])
            let screen = RootView.render(state, glyphs: .unicode).lines.joined(separator: "\n")
            #expect(screen.contains("follow") == false && screen.contains("next file"), "\(screen)")
            BrowserKeys.press([.escape], &state)
            #expect(state.topLayer == .sourceViewer)
        }
    }

    @Test(arguments: Language.allCases)
    func goldens(_ language: Language) throws {
        for (width, height) in [(100, 30), (60, 18)] {
            var state = menuState(language, width: width, height: height)
            BrowserKeys.press([.char("c")], &state)
            SnapshotAssertion.assert(RootView.render(state, glyphs: .unicode),
                                     named: "source-menu-\(language.rawValue)-\(width)x\(height)")
            var live = menuState(language, width: width, height: height)
            live.screen = .session(caseId: Self.caseId)
            live = live.installing(session: try Self.session())
            BrowserKeys.press([.char("c"), .char("/")] + type("engine") + [.enter], &live)
            SnapshotAssertion.assert(RootView.render(live, glyphs: .unicode),
                                     named: "source-session-search-\(language.rawValue)-\(width)x\(height)")
        }
        var mono = menuState(language)
        mono.screen = .session(caseId: Self.caseId)
        mono = mono.installing(session: try Self.session())
        BrowserKeys.press([.char("c")], &mono)
        SnapshotAssertion.assertMonochrome(RootView.render(mono, glyphs: .ascii), named: "source-mono-\(language.rawValue)-100x30")
    }
}
