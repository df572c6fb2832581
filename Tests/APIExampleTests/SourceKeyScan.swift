import Foundation
@testable import APIExample

/// The localization keys the package's own sources use, read from `Sources/` as they are now: literal keys, and the
/// patterns of keys built at run time (`"mixing.state.\(state)"` → `mixing.state.*`, `"rtmpLayout." + name` →
/// `rtmpLayout.*`), each with the files that use it.
struct SourceKeyScan {
    /// Package-relative paths by key.
    private(set) var keys: [String: Set<String>] = [:]
    /// Key-shaped literals that end like a file or host name (`settings.json`, but also the key
    /// `snapshotFormat.ppm`): one the tables lack is taken for a name, not a missing key.
    private(set) var possibleNames: Set<String> = []
    /// Package-relative paths by pattern.
    private(set) var patterns: [String: Set<String>] = [:]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A key is a lower-camel namespace and at least one more dotted part (`form.join`, `mixingCycle.-1`).
    static var keyShape: Regex<Substring> { #/[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)+/# }
    /// The start of a key that code completes at run time: `rtmpLayout.`, `voice.band.`.
    static var prefixShape: Regex<Substring> { #/[a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_-]+)*\./# }
    /// The endings of file and host names. Not `log`: keys end in it too (`key.log`), and one missing should show.
    static let nameEndings: Set<String> = ["so", "json", "wav", "y4m", "pgm", "ppm", "pcm", "mp3", "mp4", "strings",
                                           "com", "org", "net"]

    /// Scanned once for all tests: reading every source file takes a while.
    static let current = Result { try SourceKeyScan() }

    private init() throws {
        for file in try Self.sourceFiles() {
            let source = try String(contentsOf: Self.packageRoot.appendingPathComponent(file), encoding: .utf8)
            for literal in SwiftLiteralScanner.literals(in: source) {
                if literal.isPlain, let key = literal.pieces.first {
                    if key.wholeMatch(of: Self.keyShape) != nil {
                        keys[key, default: []].insert(file)
                        if Self.isName(key) { possibleNames.insert(key) }
                    } else if key.wholeMatch(of: Self.prefixShape) != nil {
                        patterns[key + "*", default: []].insert(file)
                    }
                } else if let first = literal.pieces.first, first.wholeMatch(of: Self.prefixShape) != nil {
                    patterns[literal.pattern, default: []].insert(file)
                }
            }
        }
    }

    static func isName(_ literal: String) -> Bool {
        literal.split(separator: ".").last.map { nameEndings.contains(String($0)) } ?? false
    }

    /// The Swift files of every target that can reach `L10n`: APIExample itself and the targets importing it
    /// (the engine, terminal and media targets never show localized text).
    static func sourceFiles() throws -> [String] {
        let sources = packageRoot.appendingPathComponent("Sources")
        var files: [String] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: sources.path).sorted() {
            let swiftFiles = try swiftFiles(under: "Sources/" + target)
            let importsAPIExample = try swiftFiles.contains { file in
                try String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
                    .contains("import APIExample\n")
            }
            if target == "APIExample" || importsAPIExample { files += swiftFiles }
        }
        return files
    }

    private static func swiftFiles(under folder: String) throws -> [String] {
        let base = packageRoot.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(atPath: base.path) else { return [] }
        return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.map { folder + "/" + $0 }.sorted()
    }

    /// The registered case whose folder holds `file`, or nil for the shell (everything else).
    static func owner(of file: String) -> String? {
        MenuRegistry.allItems.first { file.hasPrefix($0.path + "/") }?.id
    }

    /// Whether `key` is one `pattern` describes; `*` stands for any non-empty run of characters.
    static func matches(_ key: String, _ pattern: String) -> Bool {
        let expression = pattern.components(separatedBy: "*").map(NSRegularExpression.escapedPattern(for:))
            .joined(separator: ".+")
        return key.range(of: "^" + expression + "$", options: .regularExpression) != nil
    }
}
