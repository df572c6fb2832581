/// What `L10n` has read of one language so far: the shell's table when the language is first used, every case's
/// table at the first key the shell's lacks. A key lives in one table only (a test checks), so a lookup asks each
/// table in the order read; nothing is merged, so reading a table costs no more than indexing it.
struct LanguageTables: Sendable {
    /// Tables given whole, as tests give them; asked first.
    var given: [String: String]?
    /// In the order read, the shell's first: should a key slip into two tables (a test fails on that), the
    /// shell's text wins.
    private var read: [StringsIndex] = []
    /// An array, not a Set: at most one per case, and the first `Set<StringsTable>` costs the first paint a scan of
    /// the runtime's conformance tables.
    var loaded: [StringsTable] = []
    var hasCases = false

    init(given: [String: String]? = nil, loaded: [StringsTable] = [], hasCases: Bool = false) {
        self.given = given
        self.loaded = loaded
        self.hasCases = hasCases
    }

    mutating func add(_ table: StringsTable, _ index: StringsIndex?) {
        if let index, index.count > 0 { read.append(index) }
        if !loaded.contains(table) { loaded.append(table) }
    }

    /// Whether any table was given or read (a missing file counts as read).
    var hasBeenRead: Bool { given != nil || !loaded.isEmpty }

    mutating func value(forKey key: String) -> String? {
        if let text = given?[key] { return text }
        for number in read.indices {
            if let text = read[number].value(forKey: key) { return text }
        }
        return nil
    }

    /// Every entry of every table read, decoded, the first table's text winning as in `value(forKey:)`.
    var entries: [String: String] {
        var all = given ?? [:]
        for index in read { all.merge(index.entries) { first, _ in first } }
        return all
    }
}
