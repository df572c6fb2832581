import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinChannelVideoToken's form (App ID filled from KeyCenter, token empty) and a failed token request, in both
/// languages.
@MainActor
@Suite struct JoinChannelVideoTokenSnapshotTests {
    @Test func tokenFormAndTokenFailure() throws {
        var failedSettings = GlobalSettings()
        failedSettings.tokenFailureRate = 100
        let failed = try SessionFixture.running("JoinChannelVideoToken", settings: failedSettings,
                                                keyCenter: KeyCenter(appId: KeyCenter.simulatedAppId,
                                                                     appCertificate: TestProject.certificate),
                                                seconds: 2)
        #expect(failed.notice?.key == "token.failed")
        for language in Language.allCases {
            var state = AppState(language: language, width: 80, height: 24)
            BrowserKeys.press([.enter, .tab, .char("0"), .char("0"), .char("7")], &state)
            #expect(state.form?.values["appId"] == KeyCenter.simulatedAppId)
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "entry-JoinChannelVideoToken-\(language.rawValue)-80x24")
            state.screen = .session(caseId: "JoinChannelVideoToken")
            SnapshotAssertion.assert(RootView.render(state, session: failed, glyphs: .unicode),
                                     named: "token-failed-\(language.rawValue)-80x24")
        }
    }

    /// The original's "quick input" tips: F6 on the form shows them over it, Enter closes them; other forms have none.
    @Test func quickInputTips() throws {
        for language in Language.allCases {
            var state = AppState(language: language, width: 80, height: 24)
            BrowserKeys.press([.enter], &state)
            #expect(state.screen == .entry(caseId: "JoinChannelVideoToken"))
            #expect(Keymap.bindings(for: state).contains { $0.command == .showTips })
            BrowserKeys.press([.function(6)], &state)
            #expect(state.alert == SessionNotice("token.tips.quickInput"))
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "entry-JoinChannelVideoToken-tips-\(language.rawValue)-80x24")
            BrowserKeys.press([.enter], &state)
            #expect(state.alert == nil && state.form?.caseId == "JoinChannelVideoToken", "closed, back on the form")
        }
        var other = AppState(language: .en, width: 80, height: 24)
        BrowserKeys.press([.down, .enter], &other)
        #expect(other.form != nil && other.form?.caseId != "JoinChannelVideoToken")
        BrowserKeys.press([.function(6)], &other)
        #expect(other.alert == nil)
    }
}
