/// Where the log viewer's parts sit: title, kind toggles, the lines, then a search/message row and a status
/// row above the hint bar. The reducer pages by `bodyRows`, so a page is exactly what the screen shows.
enum LogViewerLayout {
    static let titleRow = 0
    static let togglesRow = 1
    static let bodyTop = 2
    /// The search/message row, the status row and the hint bar.
    static let rowsBelowBody = 3

    static func bodyRows(height: Int) -> Int { max(1, height - bodyTop - rowsBelowBody) }
    static func searchRow(height: Int) -> Int { height - 3 }
    static func statusRow(height: Int) -> Int { height - 2 }
}
