/// Where the source view's parts sit: title, file tabs, the lines, then a search/note row and a status row above the
/// hint bar. The reducer pages by `bodyRows`, so a page is exactly what the screen shows.
enum SourceViewerLayout {
    static let tabsRow = 1
    static let bodyTop = 2
    /// The search/note row, the status row and the hint bar.
    static let rowsBelowBody = 3

    static func bodyRows(height: Int) -> Int { max(1, height - bodyTop - rowsBelowBody) }
    static func searchRow(height: Int) -> Int { height - 3 }
    static func statusRow(height: Int) -> Int { height - 2 }

    /// Columns of the line numbers: the widest number, at least 3.
    static func numberWidth(lineCount: Int) -> Int { max(3, String(lineCount).count) }
    /// Line number, a blank, the mark, a blank.
    static func gutterWidth(lineCount: Int) -> Int { 1 + numberWidth(lineCount: lineCount) + 3 }
}
