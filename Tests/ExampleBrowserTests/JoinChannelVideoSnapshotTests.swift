import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinChannelVideo's Entry form with errors and its running session, at both sizes in both languages.
@MainActor
@Suite struct JoinChannelVideoSnapshotTests {
    @Test(arguments: Language.allCases)
    func entryFormWithAnError(_ language: Language) {
        for (width, height) in ScreenSnapshotTests.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "JoinChannelVideo"
            BrowserKeys.press([.enter, .backspace, .backspace, .backspace, .backspace, .tab, .char("x"), .tab, .right], &state)
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "entry-JoinChannelVideo-\(language.rawValue)-\(width)x\(height)")
        }
    }

    @Test(arguments: Language.allCases)
    func runningSession(_ language: Language) throws {
        for (width, height) in ScreenSnapshotTests.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "JoinChannelVideo"
            BrowserKeys.press([.enter] + Array(repeating: .enter, count: 7), &state)
            #expect(state.screen == .session(caseId: "JoinChannelVideo"))
            let snapshot = try SessionFixture.running("JoinChannelVideo", seconds: 4.5)
            SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                     named: "session-JoinChannelVideo-\(language.rawValue)-\(width)x\(height)")
        }
    }
}
