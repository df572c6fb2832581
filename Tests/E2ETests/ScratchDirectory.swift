import Foundation

/// A private temporary directory, removed when the value goes away.
final class ScratchDirectory {
    let path: String

    init(prefix: String = "apiexample-e2e") throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        guard let template = strdup("\(base)\(prefix).XXXXXX") else { throw E2EFailure("strdup failed") }
        defer { free(template) }
        guard let made = mkdtemp(template) else { throw E2EFailure("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// The file's contents, or nil while it does not exist.
    func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }
}
