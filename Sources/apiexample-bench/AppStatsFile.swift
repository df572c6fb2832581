import Foundation

/// `{"frames": N, "bytesWritten": M, "cellsChanged": C}`, written by the app on quit when APIEXAMPLE_STATS_FILE is set.
struct AppStatsFile: Decodable {
    let frames: Int
    let bytesWritten: Int
    /// Absent from builds before the terminal backend counted changed cells.
    let cellsChanged: Int?

    static func read(_ path: String) throws -> AppStatsFile {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw BenchError("the app wrote no stats file at \(path)")
        }
        return try JSONDecoder().decode(AppStatsFile.self, from: data)
    }

    /// A fresh path in the temporary directory (the file itself is created by the app).
    static func temporaryPath(_ label: String) -> String {
        "\(NSTemporaryDirectory())/apiexample-bench-\(getpid())-\(label).json"
    }
}
