import Foundation

/// A private directory under the system's temporary directory, removed by `remove()` or when the value goes away.
public final class ScratchDirectory: Sendable {
    public let path: String

    public init(prefix: String = "apiexample-test") throws {
        let base = NSTemporaryDirectory().hasSuffix("/") ? NSTemporaryDirectory() : NSTemporaryDirectory() + "/"
        guard let template = strdup("\(base)\(prefix).XXXXXX") else { throw ScratchError("strdup failed") }
        defer { free(template) }
        guard let made = mkdtemp(template) else { throw ScratchError("mkdtemp failed: errno \(errno)") }
        path = String(cString: made)
    }

    deinit {
        remove()
    }

    public func file(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// The file's contents, or nil while it does not exist.
    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: file(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
