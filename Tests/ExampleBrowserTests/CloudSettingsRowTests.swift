import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// The settings screen's "Other instances" row (issue 18): typed, off / local / a NATS URL; a URL with credentials is
/// refused with a localized message and never stored.
@Suite struct CloudSettingsRowTests {
    private func typing(_ text: String, _ state: inout AppState) {
        _ = BrowserKeys.press([.char("s")], &state)
        state.settings?.focus = SettingsRow.allCases.firstIndex(of: .cloud) ?? 0
        // Enter starts editing with the stored value: cleared first.
        let erase: [Key] = Array(repeating: .backspace, count: 70)
        let typed: [Key] = text.map { .char($0) }
        _ = BrowserKeys.press([.enter] + erase + typed + [.enter], &state)
    }

    @Test func aNatsURLIsStoredAndShownAsTyped() {
        var state = AppState()
        #expect(state.appSettings.global.cloud == "local")
        typing("nats://10.0.0.2:4222", &state)
        #expect(state.appSettings.global.cloud == "nats://10.0.0.2:4222" && state.settings?.problem == nil)
        typing("off", &state)
        #expect(state.appSettings.global.cloud == "off")
    }

    @Test(arguments: Language.allCases)
    func credentialsOrNonsenseAreRefusedInTheUsersLanguage(_ language: Language) {
        var state = AppState(language: language)
        typing("nats://user:pw@10.0.0.2:4222", &state)
        #expect(state.appSettings.global.cloud == "local")
        #expect(state.settings?.problem == "settings.cloud.credentials" && state.settings?.editing != nil)
        let text = Localizer(language)("settings.cloud.credentials")
        #expect(text.contains("APIEXAMPLE_NATS_TOKEN") && text != "settings.cloud.credentials")
        _ = BrowserKeys.press([.escape], &state)
        typing("somewhere", &state)
        #expect(state.settings?.problem == "settings.cloud.invalid" && state.appSettings.global.cloud == "local")
    }
}
