import CaseSource

/// The source view, when open: a case's files over whatever the user was on (which stays exactly as it was; a running
/// session keeps running and its marks keep moving here). Positions only, plus the document read when it opened.
public struct SourceViewerState: Equatable, Sendable {
    public var document: SourceDocument
    /// The file shown (an index into `document.files`).
    public var tab = 0
    /// The first line shown (from 0) of each file, so switching files comes back to where each one was.
    public var tops: [Int]
    /// Columns scrolled off to the left.
    public var column = 0
    /// Keeps the line of the session's last call or callback in view, switching files to it; moving around by hand
    /// stops it and `f` resumes it.
    public var follow: Bool
    /// Positions count the lines of all files in tab order (see `SourceDocument.global(tab:line:)`), so `n` goes on
    /// into the next file.
    public var search = LogSearch()
    /// The line asked for (Enter on a log line), highlighted until the view closes.
    public var spot: SourceLine?

    public init(document: SourceDocument, follow: Bool) {
        self.document = document
        self.follow = follow
        tops = Array(repeating: 0, count: document.files.count)
        // The Main is where the SDK calls are.
        tab = document.files.firstIndex { $0.name.hasSuffix("Main.swift") } ?? 0
    }

    public var top: Int {
        get { tab < tops.count ? tops[tab] : 0 }
        set { if tab < tops.count { tops[tab] = newValue } }
    }
}
