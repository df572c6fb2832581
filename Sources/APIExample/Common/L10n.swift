import Foundation

/// Localized strings from `Localizations/<lang>.lproj/`: the shell's table and each case's own (`StringsTable`),
/// looked up per language so the app can switch at any moment (Linux Foundation ignores LANG and has no
/// `String(localized:)`).
public struct L10n: Sendable {
    /// Each language's tables merged into one dictionary: a key lives in only one table of a language (a test
    /// checks), so merging loses nothing and a lookup need not know which table holds the key.
    public let tables: [Language: [String: String]]

    public static let shared = L10n(directory: L10n.bundledDirectory)

    public init(tables: [Language: [String: String]]) {
        self.tables = tables
    }

    public init(directory: String?, tables names: [StringsTable] = StringsTable.all) {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            guard let directory else { continue }
            var merged: [String: String] = [:]
            for table in names {
                // Should a key slip into two tables (a test fails on that), the shell's text wins.
                merged.merge(table.load(from: directory, language) ?? [:]) { first, _ in first }
            }
            tables[language] = merged
        }
        self.tables = tables
    }

    static var bundledDirectory: String? {
        Bundle.module.path(forResource: "Localizations", ofType: nil)
    }

    /// The text for `key`; falls back to English, then to the key itself so a gap is visible, not blank.
    public func string(_ key: String, _ language: Language) -> String {
        tables[language]?[key] ?? tables[.en]?[key] ?? key
    }

    public func format(_ key: String, _ language: Language, _ arguments: any CVarArg...) -> String {
        PlaceholderFormat.apply(string(key, language), arguments)
    }
}

/// A string bound to a language: what views and sessions pass around.
public struct Localizer: Sendable {
    public let language: Language
    public let l10n: L10n

    public init(_ language: Language, l10n: L10n = .shared) {
        self.language = language
        self.l10n = l10n
    }

    public func callAsFunction(_ key: String) -> String { l10n.string(key, language) }

    public func format(_ key: String, _ arguments: any CVarArg...) -> String {
        PlaceholderFormat.apply(l10n.string(key, language), arguments)
    }
}
