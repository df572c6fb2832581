import Foundation

/// A copy of the app beside a copy of its resource bundle whose every `.strings` table holds each entry four
/// times (three extra copies under new, unique keys): what start-up would meet with four times the cases.
struct PaddedStringTables {
    static let factor = 4

    let directory: String
    let app: AppUnderTest

    init(copying original: AppUnderTest) throws {
        let files = FileManager.default
        directory = NSTemporaryDirectory() + "apiexample-bench-strings-" + UUID().uuidString
        let source = URL(fileURLWithPath: original.path).resolvingSymlinksInPath()
        let bundle = source.deletingLastPathComponent().appendingPathComponent(AppUnderTest.resourceBundleName)
        guard files.fileExists(atPath: bundle.path) else {
            throw BenchError("no \(AppUnderTest.resourceBundleName) beside the app")
        }
        try files.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let copiedApp = directory + "/" + source.lastPathComponent
        try files.copyItem(atPath: source.path, toPath: copiedApp)
        let copiedBundle = directory + "/" + AppUnderTest.resourceBundleName
        try files.copyItem(atPath: bundle.path, toPath: copiedBundle)
        try Self.padTables(under: copiedBundle)
        app = AppUnderTest(path: copiedApp)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    private static func padTables(under root: String) throws {
        guard let walker = FileManager.default.enumerator(atPath: root) else { throw BenchError("cannot list the bundle copy") }
        var tables = 0
        for case let relative as String in walker where relative.hasSuffix(".strings") {
            let path = root + "/" + relative
            let text = try String(contentsOfFile: path, encoding: .utf8)
            try padded(text).write(toFile: path, atomically: true, encoding: .utf8)
            tables += 1
        }
        guard tables > 0 else { throw BenchError("no .strings tables in the bundle copy") }
    }

    /// Every entry line (`"key" = "value";`, one per line in this project) again under `benchPad<n>.key`.
    private static func padded(_ text: String) -> String {
        let entries = text.split(separator: "\n").filter { $0.hasPrefix("\"") }
        var result = text
        if !result.hasSuffix("\n") { result += "\n" }
        for copy in 1..<factor {
            for entry in entries {
                result += "\"benchPad\(copy)." + entry.dropFirst() + "\n"
            }
        }
        return result
    }
}
