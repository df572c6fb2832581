/// The shells `apiexample completion` writes a script for.
public enum CompletionShell: String, CaseIterable, Sendable {
    case bash, zsh, fish
}
