/// What `L10n` has read of one language so far: the shell's table when the language is first used, every case's
/// table at the first key the shell's lacks. Entries are merged because a key lives in one table only (a test
/// checks), so a lookup need not know which table holds it.
struct LanguageTables: Sendable {
    var entries: [String: String] = [:]
    var loaded: Set<StringsTable> = []
    var hasCases = false

    /// Should a key slip into two tables (a test fails on that), the text read first, the shell's, wins.
    mutating func add(_ table: StringsTable, _ more: [String: String]) {
        entries.merge(more) { first, _ in first }
        loaded.insert(table)
    }
}
