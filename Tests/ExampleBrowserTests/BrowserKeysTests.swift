import APIExample
import Testing
@testable import ExampleBrowser

/// Keys the browser builds at run time from its own types, which APIExampleTests' key scan cannot enumerate.
@Suite struct BrowserKeysTests {
    @Test func everySettingsRowKeyExistsInBothLanguages() throws {
        var keys: [String] = []
        for row in SettingsRow.allCases {
            keys += [row.section, row.labelKey, row.noteKey]
            // Some options are shown as written ("100 ms", "English"); only key-shaped ones are looked up.
            if case .choice(let options) = row.kind {
                keys += options.map(\.labelKey).filter { $0.wholeMatch(of: #/[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+/#) != nil }
            }
        }
        for language in Language.allCases {
            let table = try #require(L10n.shared.tables[language])
            for key in keys { #expect(table[key] != nil, "\(language.rawValue): \(key) is in no table") }
        }
    }
}
