import Foundation

/// A fresh directory under the system's temporary directory, removed by `remove()`.
struct ScratchFolder {
    let path: String

    init(_ label: String) {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("apiexample-\(label)-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
