/// What became of `s`/`S` in the log viewer; shown there until the next key.
public enum LogSaveOutcome: Equatable, Sendable {
    case saved(path: String, lines: Int, filtered: Bool)
    case failed(path: String, reason: String)
    /// The filter hides every line (or the log is empty), so no file was written.
    case nothingToSave
}
