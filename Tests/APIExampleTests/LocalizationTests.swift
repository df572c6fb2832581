import Foundation
import Testing
@testable import APIExample

@Suite struct LocalizationTests {
    let l10n = L10n.shared

    @Test func bothLanguagesHaveTheSameKeys() throws {
        let english = try #require(l10n.tables[.en])
        let chinese = try #require(l10n.tables[.zhHans])
        #expect(english.count > 100)
        #expect(Set(english.keys).subtracting(chinese.keys).sorted() == [])
        #expect(Set(chinese.keys).subtracting(english.keys).sorted() == [])
    }

    /// A key defined twice silently keeps only one text (the property-list parser takes the last).
    @Test func noKeyIsDefinedTwice() throws {
        for language in Language.allCases {
            let path = try #require(L10n.bundledDirectory) + "/" + language.rawValue + ".lproj/Localizable.strings"
            let text = try String(contentsOfFile: path, encoding: .utf8)
            var seen: Set<String> = []
            for line in text.split(separator: "\n") where line.hasPrefix("\"") {
                let key = String(line.dropFirst().prefix { $0 != "\"" })
                #expect(seen.insert(key).inserted, "\(language.rawValue): \(key) is defined twice")
            }
        }
    }

    @Test func noValueIsEmptyAndPlaceholdersMatch() throws {
        let english = try #require(l10n.tables[.en])
        let chinese = try #require(l10n.tables[.zhHans])
        for (key, value) in english {
            let other = try #require(chinese[key])
            #expect(!value.isEmpty && !other.isEmpty, "\(key) is empty")
            #expect(placeholders(value) == placeholders(other), "\(key): placeholders differ")
        }
    }

    @Test func everyKeyTheRegistryAndFormsUseExists() throws {
        let english = try #require(l10n.tables[.en])
        var keys: [String] = []
        for section in MenuRegistry.sections {
            keys.append(section.titleKey)
            for item in section.items {
                keys += [item.nameKey, item.noteKey]
                for field in item.fields {
                    keys.append(field.labelKey)
                    if let note = field.noteKey { keys.append(note) }
                    if case .choice(let options) = field.kind { keys += options.map(\.labelKey) }
                }
            }
        }
        keys += ChoiceOptions.audioScenarios.map(\.labelKey)
        for key in keys { #expect(english[key] != nil, "missing key \(key)") }
    }

    @Test func chineseIsReallyChinese() {
        #expect(l10n.string("case.JoinChannelVideo.name", .zhHans) == "实时视频通话/直播")
        #expect(l10n.string("form.join", .zhHans) == "加入频道")
        #expect(l10n.string("no.such.key", .zhHans) == "no.such.key")
    }

    @Test func languageArgumentsAreRecognised() {
        #expect(Language(argument: "zh-Hans") == .zhHans)
        #expect(Language(argument: "zh_CN") == .zhHans)
        #expect(Language(argument: "en-US") == .en)
        #expect(Language(argument: "fr") == nil)
    }

    private func placeholders(_ text: String) -> [String] {
        text.components(separatedBy: "%").dropFirst().map { String($0.prefix(1)) }
    }
}
