import Foundation

/// Localized strings from `Localizations/<lang>.lproj/`: the shell's table and each case's own (`StringsTable`),
/// looked up per language so the app can switch at any moment (Linux Foundation ignores LANG and has no
/// `String(localized:)`).
///
/// Tables are read when first needed, so the first paint reads one file: a language's shell table at its first
/// lookup (it holds every case's name and note, so the menu and its bilingual filter need nothing else), and all
/// of its case tables together at the first key the shell's lacks. Lookups come from the main actor and from
/// background log formatting, hence the lock.
public final class L10n: Sendable {
    public static let shared = L10n(locate: { L10n.bundledDirectory }, caseTables: { StringsTable.cases })

    private struct State {
        /// nil until first resolved; `.some(nil)` when there is no directory to read.
        var directory: String??
        /// One per language, at its `slot`: an array, since the first `[Language: …]` costs the first paint a scan
        /// of the runtime's conformance tables.
        var languages = Language.allCases.map { _ in LanguageTables() }
    }

    private let state: Locked<State>
    private let locate: @Sendable () -> String?
    private let caseTables: @Sendable () -> [StringsTable]

    /// Tables given whole, as tests build them; nothing is read from disk.
    public init(tables: [Language: [String: String]]) {
        var state = State(directory: .some(nil))
        for (language, entries) in tables {
            state.languages[language.slot] = LanguageTables(given: entries, loaded: [.shell], hasCases: true)
        }
        self.state = Locked(state)
        locate = { nil }
        caseTables = { [] }
    }

    /// `tables` names the case tables to read, the registered cases' by default.
    public convenience init(directory: String?, tables names: [StringsTable]? = nil) {
        self.init(locate: { directory }, caseTables: { names.map { $0.filter { $0 != .shell } } ?? StringsTable.cases })
    }

    /// Both are asked only at the first lookup: finding the bundle and building the registry wait until then.
    private init(locate: @escaping @Sendable () -> String?, caseTables: @escaping @Sendable () -> [StringsTable]) {
        state = Locked(State())
        self.locate = locate
        self.caseTables = caseTables
    }

    static var bundledDirectory: String? {
        ResourceBundle.path.map { $0 + "/Localizations" }
    }

    /// Every table of every language, read now if it was not yet: for tests and tools that check the tables
    /// whole. A language without files is left out.
    public var tables: [Language: [String: String]] {
        state.withLock { state in
            var all: [Language: [String: String]] = [:]
            for language in Language.allCases {
                load(.shell, language, &state)
                loadCases(language, &state)
                if state.languages[language.slot].hasBeenRead { all[language] = state.languages[language.slot].entries }
            }
            return all
        }
    }

    /// The tables read so far in `language`, so tests can tell what a screen made the app read.
    public func loadedTables(_ language: Language) -> Set<StringsTable> {
        state.withLock { Set($0.languages[language.slot].loaded) }
    }

    /// The text for `key`; falls back to English, then to the key itself so a gap is visible, not blank.
    public func string(_ key: String, _ language: Language) -> String {
        lookup(key, language) ?? (language == .en ? nil : lookup(key, .en)) ?? key
    }

    public func format(_ key: String, _ language: Language, _ arguments: any CVarArg...) -> String {
        PlaceholderFormat.apply(string(key, language), arguments)
    }

    private func lookup(_ key: String, _ language: Language) -> String? {
        state.withLock { state in
            load(.shell, language, &state)
            if let text = state.languages[language.slot].value(forKey: key) { return text }
            guard !state.languages[language.slot].hasCases else { return nil }
            loadCases(language, &state)
            return state.languages[language.slot].value(forKey: key)
        }
    }

    private func loadCases(_ language: Language, _ state: inout State) {
        guard !state.languages[language.slot].hasCases else { return }
        for table in caseTables() { load(table, language, &state) }
        // Only a language something was read for has its cases read, as before: without a directory, none.
        if state.languages[language.slot].hasBeenRead { state.languages[language.slot].hasCases = true }
    }

    private func load(_ table: StringsTable, _ language: Language, _ state: inout State) {
        guard !state.languages[language.slot].loaded.contains(table) else { return }
        if state.directory == nil { state.directory = .some(locate()) }
        guard let directory = state.directory ?? nil else { return }
        // A missing file is a case that uses only shared strings; a malformed one shows its keys, and a test names
        // its line. Either counts as read, so it is not tried again at every lookup.
        state.languages[language.slot].add(table, table.load(from: directory, language))
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

private extension Language {
    /// Where `L10n` keeps this language's tables.
    var slot: Int {
        switch self {
        case .en: 0
        case .zhHans: 1
        }
    }
}
