import Foundation
@testable import APIExample

/// One `.strings` file as shipped in the bundle, read twice: by the same parser the app uses, and line by line,
/// since the parser silently keeps only the last of two entries with the same key.
struct TableFile {
    let language: Language
    let name: String
    /// The keys in file order, one per `"key" = "value";` line, duplicates kept.
    let keyLines: [String]
    /// nil when the app could not read the file; `problem` then says where and why.
    let entries: [String: String]?
    let problem: String?

    /// Every table file of every language.
    static func all() throws -> [TableFile] {
        guard let directory = L10n.bundledDirectory else { return [] }
        var files: [TableFile] = []
        for language in Language.allCases {
            let folder = directory + "/" + language.rawValue + ".lproj"
            for file in try FileManager.default.contentsOfDirectory(atPath: folder).sorted() where file.hasSuffix(".strings") {
                let table = StringsTable(name: String(file.dropLast(".strings".count)))
                let text = try String(contentsOfFile: table.path(in: directory, language), encoding: .utf8)
                let keys = text.split(separator: "\n").filter { $0.hasPrefix("\"") }.map { String($0.dropFirst().prefix { $0 != "\"" }) }
                var entries: [String: String]?
                var problem: String?
                do { entries = try StringsTable.read(atPath: table.path(in: directory, language)) } catch { problem = "\(error)" }
                files.append(TableFile(language: language, name: table.name, keyLines: keys, entries: entries, problem: problem))
            }
        }
        return files
    }
}
