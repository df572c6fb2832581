import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// Real screens rendered into the cell buffer at fixed sizes in both languages, compared with golden text.
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

    @Test(arguments: Language.allCases)
    func entryFormWithAnError(_ language: Language) {
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "JoinChannelVideo"
            press([.enter, .backspace, .backspace, .backspace, .backspace, .tab, .char("x"), .tab, .right], &state)
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "entry-JoinChannelVideo-\(language.rawValue)-\(width)x\(height)")
        }
    }

    @Test(arguments: Language.allCases)
    func runningSession(_ language: Language) throws {
        for (width, height) in Self.sizes {
            var state = AppState(language: language, width: width, height: height)
            state.menu.selectedId = "JoinChannelVideo"
            press([.enter] + Array(repeating: .enter, count: 7), &state)
            #expect(state.screen == .session(caseId: "JoinChannelVideo"))
            let snapshot = try SessionFixture.running("JoinChannelVideo", seconds: 4.5)
            SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                     named: "session-JoinChannelVideo-\(language.rawValue)-\(width)x\(height)")
        }
    }

    @Test func audioSessionAndTooSmallAndHelpInBothLanguages() throws {
        let audio = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        for language in Language.allCases {
            var state = AppState(language: language, width: 80, height: 24)
            state.screen = .session(caseId: "JoinChannelAudio")
            SnapshotAssertion.assert(RootView.render(state, session: audio, glyphs: .ascii),
                                     named: "session-JoinChannelAudio-ascii-\(language.rawValue)-80x24")
            state.showHelp = true
            SnapshotAssertion.assert(RootView.render(state, session: audio, glyphs: .unicode),
                                     named: "help-session-\(language.rawValue)-80x24")
            let small = AppState(language: language, width: 50, height: 12)
            SnapshotAssertion.assert(RootView.render(small, session: nil, glyphs: .unicode),
                                     named: "too-small-\(language.rawValue)")
        }
    }

    /// The token case's form (App ID filled from KeyCenter, token empty), the permission dialog over a session
    /// waiting on it, and a failed token request, in both languages.
    @Test func tokenFormPermissionDialogAndTokenFailure() throws {
        let waiting = try SessionFixture.running("JoinChannelVideo", seconds: 1, settings: {
            var settings = GlobalSettings()
            settings.permission = "ask"
            return settings
        }())
        var failedSettings = GlobalSettings()
        failedSettings.tokenFailureRate = 100
        let failed = try SessionFixture.running("JoinChannelVideoToken", seconds: 2, settings: failedSettings,
                                                keyCenter: KeyCenter(appId: KeyCenter.simulatedAppId,
                                                                     appCertificate: "5CFd2fd1755d40ecb72977518be15d3b"))
        #expect(waiting.prompt != nil && failed.notice?.key == "token.failed")
        for language in Language.allCases {
            var state = AppState(language: language, width: 80, height: 24)
            press([.enter, .tab, .char("0"), .char("0"), .char("7")], &state)
            #expect(state.form?.values["appId"] == KeyCenter.simulatedAppId)
            SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                     named: "entry-JoinChannelVideoToken-\(language.rawValue)-80x24")
            state.screen = .session(caseId: "JoinChannelVideo")
            SnapshotAssertion.assert(RootView.render(state, session: waiting, glyphs: .unicode),
                                     named: "permission-dialog-\(language.rawValue)-80x24")
            state.screen = .session(caseId: "JoinChannelVideoToken")
            SnapshotAssertion.assert(RootView.render(state, session: failed, glyphs: .unicode),
                                     named: "token-failed-\(language.rawValue)-80x24")
        }
    }

    /// `/` filtering (a match in Chinese, then no match at all), and the menu in the monochrome theme.
    @Test(arguments: Language.allCases)
    func filteredMenuNoMatchAndMonochrome(_ language: Language) {
        var state = AppState(language: language, width: 80, height: 24)
        press([.char("/")] + "直播".map { Key.char($0) }, &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "menu-filtered-\(language.rawValue)-80x24")
        press("zzz".map { Key.char($0) }, &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "menu-no-match-\(language.rawValue)-80x24")
        let plain = AppState(language: language, width: 80, height: 24)
        SnapshotAssertion.assertMonochrome(RootView.render(plain, session: nil, glyphs: .ascii),
                                           named: "menu-mono-ascii-\(language.rawValue)-80x24")
    }

    private func press(_ keys: [Key], _ state: inout AppState) {
        for key in keys { _ = Reducer.reduce(&state, .key(key), session: nil) }
    }
}

/// Runs a case in virtual time and takes the snapshot the session screen draws from.
@MainActor
enum SessionFixture {
    static func running(_ caseId: String, seconds: Double, settings: GlobalSettings = GlobalSettings(),
                        keyCenter: KeyCenter = KeyCenter()) throws -> SessionSnapshot {
        let item = try #require(MenuRegistry.item(id: caseId))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
        let configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(settings: settings, keyCenter: keyCenter, clock: clock))
        session.start()
        clock.advance(by: seconds)
        let snapshot = SessionSnapshot(caseId: caseId, session: session)
        session.stop()
        return snapshot
    }
}
