import Foundation
import Testing
@testable import APIExample

/// Tables are read when first needed: the menu's strings from one file, the rest on first use.
@Suite struct L10nLoadingTests {
    private func fresh() throws -> L10n {
        let directory: String = try #require(L10n.bundledDirectory)
        return L10n(directory: directory)
    }

    @Test func theMenuReadsOnlyTheShellTableOfItsLanguage() throws {
        let l10n = try fresh()
        for item in MenuRegistry.allItems {
            #expect(l10n.string(item.nameKey, .en) != item.nameKey)
            #expect(l10n.string(item.noteKey, .en) != item.noteKey)
        }
        #expect(l10n.string("form.join", .en) == "Join")
        #expect(l10n.loadedTables(.en) == [.shell])
        #expect(l10n.loadedTables(.zhHans) == [])
    }

    @Test func theOtherLanguageReadsItsShellTableAtItsFirstLookup() throws {
        let l10n = try fresh()
        #expect(l10n.string("case.JoinChannelVideo.name", .zhHans) == "实时视频通话/直播")
        #expect(l10n.loadedTables(.zhHans) == [.shell])
        #expect(l10n.loadedTables(.en) == [])
    }

    @Test func aCaseKeyReadsTheCaseTablesOfThatLanguageOnce() throws {
        let l10n = try fresh()
        #expect(l10n.string("voice.note.eq", .zhHans) != "voice.note.eq")
        #expect(l10n.loadedTables(.zhHans) == Set(StringsTable.all))
        #expect(l10n.loadedTables(.en) == [])
    }

    @Test func aMissingKeyFallsBackToEnglishThenToTheKey() throws {
        let l10n = try fresh()
        #expect(l10n.string("no.such.key", .zhHans) == "no.such.key")
        #expect(l10n.loadedTables(.en) == Set(StringsTable.all))
    }

    @Test func lookupsFromManyThreadsAgree() async throws {
        let l10n = try fresh()
        let expected = L10n.shared.tables
        await withTaskGroup(of: Void.self) { group in
            for language in Language.allCases {
                for key in (expected[language] ?? [:]).keys.sorted().prefix(200) {
                    group.addTask { #expect(l10n.string(key, language) == expected[language]?[key]) }
                }
            }
        }
    }

    @Test func givenTablesAreReadFromNowhere() {
        let l10n = L10n(tables: [.en: ["a": "A"]])
        #expect(l10n.string("a", .zhHans) == "A")
        #expect(l10n.tables == [.en: ["a": "A"]])
    }

    @Test func withoutADirectoryEveryKeyIsItself() {
        let l10n = L10n(directory: nil)
        #expect(l10n.string("form.join", .en) == "form.join")
        #expect(l10n.tables.isEmpty)
    }
}
