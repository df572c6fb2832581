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

    /// A key must sit in the same table in both languages, or a case's table read on its own would lack it.
    @Test func bothLanguagesSplitTheKeysAlike() throws {
        let files = try TableFile.all()
        let english = Dictionary(uniqueKeysWithValues: files.filter { $0.language == .en }.map { ($0.name, Set($0.keyLines)) })
        let chinese = Dictionary(uniqueKeysWithValues: files.filter { $0.language == .zhHans }.map { ($0.name, Set($0.keyLines)) })
        #expect(english.keys.sorted() == chinese.keys.sorted())
        for (name, keys) in english {
            #expect(keys.subtracting(chinese[name] ?? []).sorted() == [], "only the English \(name).strings has these")
            #expect((chinese[name] ?? []).subtracting(keys).sorted() == [], "only the Chinese \(name).strings has these")
        }
    }

    /// Tables are the shell's and the registered cases': any other file would never be read.
    @Test func everyTableIsTheShellsOrARegisteredCases() throws {
        let known = Set(StringsTable.all.map(\.name))
        for file in try TableFile.all() {
            #expect(known.contains(file.name), "\(file.language.rawValue).lproj/\(file.name).strings belongs to no registered case")
        }
    }

    /// The parser keeps only the last of two entries with the same key, in one file or across a language's files.
    @Test func noKeyIsDefinedTwice() throws {
        for language in Language.allCases {
            var seen: [String: String] = [:]
            for file in try TableFile.all() where file.language == language {
                for key in file.keyLines {
                    if let first = seen[key] {
                        Issue.record("\(language.rawValue): \(key) is in \(first).strings and again in \(file.name).strings")
                    }
                    seen[key] = file.name
                }
            }
            #expect(seen.count == l10n.tables[language]?.count, "\(language.rawValue): the merged table lost or gained keys")
        }
    }

    /// Every line that looks like an entry is one the app reads, and the app reads nothing else.
    @Test func everyTableParsesWholly() throws {
        for file in try TableFile.all() {
            let entries = try #require(file.entries, "\(file.problem ?? "\(file.name).strings does not parse")")
            #expect(entries.count == file.keyLines.count, "\(file.language.rawValue).lproj/\(file.name).strings")
        }
    }

    /// The menu lists every case before any case's own table is needed.
    @Test func caseNamesAndNotesAreInTheShellTable() throws {
        for file in try TableFile.all() where file.name == StringsTable.shell.name {
            for item in MenuRegistry.allItems {
                #expect(file.keyLines.contains(item.nameKey) && file.keyLines.contains(item.noteKey),
                        "\(file.language.rawValue): \(item.id)'s name or note is not in the shell table")
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
        for language in Language.allCases {
            let table = try #require(l10n.tables[language])
            for key in keys { #expect(table[key] != nil, "\(language.rawValue): missing key \(key)") }
        }
    }

    @Test func chineseIsReallyChinese() {
        #expect(l10n.string("case.JoinChannelVideo.name", .zhHans) == "实时视频通话/直播")
        #expect(l10n.string("form.join", .zhHans) == "加入频道")
        #expect(l10n.string("no.such.key", .zhHans) == "no.such.key")
    }

    /// A Chinese text without Chinese characters must be language-neutral (numbers, units, acronyms), or a name
    /// that stays English on purpose.
    @Test func everyChineseTextIsTranslated() throws {
        let keptInEnglish: Set = [
            "field.appId", "settings.appId", "field.token", // the Agora console's and SDK's own words
            "settings.section.keys", "keys.problem", // KeyCenter, the original's type name
            "log.engineError", // didOccurError, the callback's name
            "key.language", // the switch names the language it switches to
            "case.ARKit.name", // Apple's framework name; the original's menu has no Chinese one
        ]
        for (key, value) in try #require(l10n.tables[.zhHans]) where !keptInEnglish.contains(key) {
            #expect(hasHan(value) || !hasEnglishWord(value), "\(key) = \(value) looks untranslated")
        }
    }

    @Test func englishHasNoChinese() throws {
        for (key, value) in try #require(l10n.tables[.en]) where key != "key.language" {
            #expect(!hasHan(value), "\(key) = \(value)")
        }
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

    private func hasHan(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// Two lower-case letters in a row: units (kHz) and acronyms (AES-128-GCM, KTV) have none.
    private func hasEnglishWord(_ text: String) -> Bool {
        text.contains(#/[a-z]{2}/#)
    }
}
