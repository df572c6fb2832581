import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// The settings screen: keys, validation at the row, what it hands the runtime to save, and how it looks.
@Suite struct SettingsScreenTests {
    private func focus(_ row: SettingsRow, _ state: inout AppState) {
        state.settings?.focus = SettingsRow.allCases.firstIndex(of: row) ?? 0
    }

    @Test func opensOverAnyScreenAndClosesBackToIt() {
        var state = AppState()
        _ = BrowserKeys.press([.char("s")], &state)
        #expect(state.settings != nil && state.screen == .menu)
        _ = BrowserKeys.press([.escape], &state)
        #expect(state.settings == nil && state.screen == .menu)
        state.screen = .session(caseId: "JoinChannelVideo")
        let effects = BrowserKeys.press([.function(4), .char("q")], &state)
        #expect(effects.isEmpty, "closing settings must not end the session")
        #expect(state.screen == .session(caseId: "JoinChannelVideo"))
    }

    @Test func choicesChangeAndAreHandedOverToSave() throws {
        var state = AppState()
        _ = BrowserKeys.press([.char("s")], &state)
        focus(.networkProfile, &state)
        let effects = BrowserKeys.press([.right], &state)
        #expect(state.appSettings.global.networkProfile == "lossy")
        #expect(effects == [.settingsChanged(state.appSettings)])
        focus(.language, &state)
        _ = BrowserKeys.press([.right], &state)
        #expect(state.language == .zhHans && state.appSettings.language == "zh-Hans")
        focus(.permission, &state)
        _ = BrowserKeys.press([.left], &state)
        #expect(state.appSettings.global.permission == "ask")
    }

    @Test func theCertificateIsTypedValidatedAndOnlyShownMasked() throws {
        var state = AppState(width: 100, height: 30)
        _ = BrowserKeys.press([.char("s")], &state)
        focus(.appCertificate, &state)
        _ = BrowserKeys.press([.enter] + "nothex".map { Key.char($0) } + [.enter], &state)
        #expect(state.settings?.problem == "error.certificate.format")
        #expect(state.appSettings.appCertificate == nil, "an invalid value is not stored")
        let certificate = TestProject.certificate
        _ = BrowserKeys.press(Array(repeating: .backspace, count: 6) + certificate.map { Key.char($0) }, &state)
        let typing = RootView.render(state, session: nil, glyphs: .unicode).lines.joined(separator: "\n")
        #expect(!typing.contains(certificate) && typing.contains("5d3b"))
        let effects = BrowserKeys.press([.enter], &state)
        #expect(state.appSettings.appCertificate == certificate)
        #expect(state.keyCenter.appCertificate == certificate && state.keyCenter.certificateSource == .settings)
        #expect(effects == [.settingsChanged(state.appSettings)])
        let shown = RootView.render(state, session: nil, glyphs: .unicode).lines.joined(separator: "\n")
        #expect(!shown.contains(certificate) && shown.contains("****5d3b"))
    }

    @Test func escAbandonsAnEditAndTheEnvironmentStillWins() {
        var state = AppState()
        state.keyEnvironment = ["AGORA_APP_ID": "11111111111111111111111111111111"]
        _ = BrowserKeys.press([.char("s")], &state)
        focus(.appId, &state)
        _ = BrowserKeys.press([.enter, .char("a"), .escape], &state)
        #expect(state.settings?.editing == nil && state.settings != nil, "Esc leaves the edit, not the screen")
        _ = BrowserKeys.press([.enter] + String(repeating: "b", count: 32).map { Key.char($0) } + [.enter], &state)
        #expect(state.appSettings.appId == String(repeating: "b", count: 32))
        #expect(state.keyCenter.appId == "11111111111111111111111111111111")
    }

    @Test(arguments: Language.allCases)
    func looksRightInBothLanguagesAndThemes(_ language: Language) {
        var state = AppState(language: language, width: 80, height: 24)
        state.settingsPath = "/home/user/.config/apiexample/settings.json"
        state.keyEnvironment = ["AGORA_APP_CERTIFICATE": "x"]
        _ = BrowserKeys.press([.char("s")], &state)
        focus(.appCertificate, &state)
        _ = BrowserKeys.press([.enter] + "5CFd2fd1755d40e".map { Key.char($0) }, &state)
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "settings-editing-\(language.rawValue)-80x24")
        var wide = AppState(language: language, width: 100, height: 30)
        wide.settingsPath = state.settingsPath
        _ = BrowserKeys.press([.char("s")], &wide)
        let buffer = RootView.render(wide, session: nil, glyphs: .ascii)
        SnapshotAssertion.assert(buffer, named: "settings-ascii-\(language.rawValue)-100x30")
        SnapshotAssertion.assertMonochrome(buffer, named: "settings-mono-\(language.rawValue)-100x30")
    }
}
