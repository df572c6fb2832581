import Foundation

/// The `{"frames": N, "bytesWritten": M}` file the app writes on quit when APIEXAMPLE_STATS_FILE is set.
struct AppStats: Decodable, CustomStringConvertible {
    let frames: Int
    let bytesWritten: Int

    static func read(_ path: String) throws -> AppStats {
        guard let data = FileManager.default.contents(atPath: path) else { throw E2EFailure("no stats file at \(path)") }
        return try JSONDecoder().decode(AppStats.self, from: data)
    }

    var description: String { "frames \(frames), bytesWritten \(bytesWritten)" }
}
