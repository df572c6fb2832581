/// Where one of a child's standard streams goes.
enum Redirection {
    /// `/dev/null`.
    case null
    /// A file: read for stdin; created or truncated for stdout and stderr.
    case file(String)
    /// An open descriptor of ours (e.g. a pty slave), duplicated into the child.
    case descriptor(Int32)
}
