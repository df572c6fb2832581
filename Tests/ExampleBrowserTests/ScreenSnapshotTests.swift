import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// The browser's own screens rendered into the cell buffer at fixed sizes in both languages, compared with golden
/// text: the menu, the help over a session, a terminal too small, the permission dialog. (Each case's screens are
/// in its own <CaseId>SnapshotTests.)
@MainActor
@Suite struct ScreenSnapshotTests {
    static let sizes = [(100, 30), (80, 24)]

    @Test(arguments: Language.allCases)
    func menu(_ language: Language) {
        for (width, height) in Self.sizes {
            let state = AppState(language: language, width: width, height: height)
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "menu-\(language.rawValue)-\(width)x\(height)")
        }
    }

    @Test func helpAndTooSmallInBothLanguages() throws {
        let audio = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        for language in Language.allCases {
            var state = AppState(language: language, width: 80, height: 24)
            state.screen = .session(caseId: "JoinChannelAudio")
            state.showHelp = true
            SnapshotAssertion.assert(RootView.render(state, session: audio, glyphs: .unicode),
                                     named: "help-session-\(language.rawValue)-80x24")
            let small = AppState(language: language, width: 50, height: 12)
            SnapshotAssertion.assert(RootView.render(small, session: nil, glyphs: .unicode),
                                     named: "too-small-\(language.rawValue)")
        }
    }

    /// The permission dialog over a session waiting on it.
    @Test func permissionDialogInBothLanguages() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let waiting = try SessionFixture.running("JoinChannelVideo", settings: settings, seconds: 1)
        #expect(waiting.prompt != nil)
        for language in Language.allCases {
            SnapshotAssertion.assert(SessionScreen.render(waiting, language, width: 80, height: 24),
                                     named: "permission-dialog-\(language.rawValue)-80x24")
        }
    }

    /// `/` filtering (a match in Chinese, then no match at all), and the menu in the monochrome theme.
    @Test(arguments: Language.allCases)
    func filteredMenuNoMatchAndMonochrome(_ language: Language) {
        var state = AppState(language: language, width: 80, height: 24)
        BrowserKeys.press([.char("/")] + "直播".map { Key.char($0) }, &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "menu-filtered-\(language.rawValue)-80x24")
        BrowserKeys.press("zzz".map { Key.char($0) }, &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "menu-no-match-\(language.rawValue)-80x24")
        let plain = AppState(language: language, width: 80, height: 24)
        SnapshotAssertion.assertMonochrome(RootView.render(plain, session: nil, glyphs: .ascii),
                                           named: "menu-mono-ascii-\(language.rawValue)-80x24")
    }
}
