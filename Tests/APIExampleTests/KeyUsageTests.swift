import Foundation
import Testing
@testable import APIExample

/// The keys the code uses, read from `Sources/`, against the tables: each exists in both languages, and sits in the
/// table of the only case that uses it, or in the shell's when the shell or several cases use it.
@MainActor @Suite struct KeyUsageTests {
    let scan: SourceKeyScan
    let enumerated: [String: [String]]
    let l10n = L10n.shared

    /// Keys no code uses, kept until someone decides; a key here that gains a user or leaves the tables fails.
    static let knownUnused: [String: String] = [
        "tile.volume": "no tile has drawn a volume label since the key was added (241cddb)",
    ]

    init() throws {
        scan = try SourceKeyScan.current.get()
        enumerated = RunTimeKeys.enumerated
    }

    @Test func theScanSeesTheCode() {
        #expect(scan.keys["form.join"] != nil && scan.keys["voice.note.eq"] != nil)
        #expect(scan.patterns["resolution.*"] != nil && scan.patterns["sdk.error.*"] != nil)
        #expect(scan.keys.count > 300)
    }

    @Test func everyKeyInTheCodeExistsInBothLanguages() throws {
        for language in Language.allCases {
            let table = try #require(l10n.tables[language])
            for (key, files) in scan.keys.sorted(by: { $0.key < $1.key })
            where table[key] == nil && !scan.possibleNames.contains(key) {
                Issue.record("\(language.rawValue): \(key) (used in \(files.sorted().joined(separator: ", "))) is in no table")
            }
        }
    }

    @Test func everyRunTimePatternIsAccountedFor() {
        let known = Set(enumerated.keys).union(RunTimeKeys.checkedElsewhere.keys)
        for (pattern, files) in scan.patterns where !known.contains(pattern) {
            Issue.record("""
                \(pattern) is built at run time in \(files.sorted().joined(separator: ", ")): list its keys in \
                RunTimeKeys.enumerated (or, if this target cannot see them, in checkedElsewhere)
                """)
        }
        for pattern in known where scan.patterns[pattern] == nil {
            Issue.record("RunTimeKeys lists \(pattern), which no code builds any more")
        }
    }

    @Test func everyRunTimeKeyExistsInBothLanguages() throws {
        for (pattern, keys) in enumerated {
            #expect(!keys.isEmpty, "\(pattern): nothing enumerated")
            for key in keys {
                #expect(SourceKeyScan.matches(key, pattern), "\(key) is not a \(pattern) key")
                for language in Language.allCases where l10n.tables[language]?[key] == nil {
                    Issue.record("\(language.rawValue): \(key) (built as \(pattern)) is in no table")
                }
            }
        }
    }

    /// A case's table holds only what that case alone uses, so reading it only when the case opens is safe; the
    /// shell's holds what the shell or several cases use.
    @Test func everyKeyIsInTheTableOfItsUsers() throws {
        for file in try TableFile.all() where file.language == .en {
            for key in file.keyLines {
                let owners = owners(of: key)
                if owners.isEmpty {
                    if Self.knownUnused[key] == nil { Issue.record("\(key) (\(file.name).strings) is used by no code") }
                    continue
                }
                #expect(Self.knownUnused[key] == nil, "\(key) is used now: take it off knownUnused")
                if file.name == StringsTable.shell.name {
                    if owners.count == 1, let only = owners.first, let caseId = only {
                        Issue.record("\(key) is used only by \(caseId): move it to \(caseId).strings")
                    }
                } else if owners != [file.name] {
                    let users = owners.map { $0 ?? "the shell" }.sorted()
                    Issue.record("\(key) is in \(file.name).strings but used by \(users.joined(separator: ", ")): move it to Localizable.strings")
                }
            }
        }
        for key in Self.knownUnused.keys {
            #expect(l10n.tables[.en]?[key] != nil, "\(key) left the tables: take it off knownUnused")
        }
    }

    /// The case ids (nil for the shell) of the code that uses `key`, literally or through a run-time pattern.
    private func owners(of key: String) -> Set<String?> {
        var files = scan.keys[key] ?? []
        for (pattern, users) in scan.patterns {
            let built = enumerated[pattern].map { $0.contains(key) }
                ?? (RunTimeKeys.checkedElsewhere[pattern] != nil && SourceKeyScan.matches(key, pattern))
            if built { files.formUnion(users) }
        }
        return Set(files.map(SourceKeyScan.owner(of:)))
    }
}
