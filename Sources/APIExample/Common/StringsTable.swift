import Foundation

/// One `.strings` file of a language: the shell's `Localizable`, or a registered case's own, named after its id.
/// The split lets a case's strings be read when the case is first opened; the menu needs only the shell's.
public struct StringsTable: Hashable, Sendable {
    public let name: String

    public static let shell = StringsTable(name: "Localizable")

    /// A case that uses only shared strings has no file; that reads as an empty table.
    public static func ofCase(_ caseId: String) -> StringsTable { StringsTable(name: caseId) }

    /// The shell's table, then each registered case's in menu order.
    public static var all: [StringsTable] { [shell] + cases }

    /// Each registered case's table, in menu order.
    public static var cases: [StringsTable] { MenuRegistry.allItems.map { ofCase($0.id) } }

    public func path(in directory: String, _ language: Language) -> String {
        directory + "/" + language.rawValue + ".lproj/" + name + ".strings"
    }

    /// nil when the file is missing or not a strings file.
    public func load(from directory: String, _ language: Language) -> StringsIndex? {
        let path = path(in: directory, language)
        guard let bytes = FileContents.bytes(atPath: path) else { return nil }
        return try? StringsParser.index(bytes, file: path)
    }

    /// nil when the file is missing or not a strings file; `read(atPath:)` tells which line is wrong.
    public static func parse(atPath path: String) -> [String: String]? {
        try? read(atPath: path)
    }

    /// Every entry, for tests and tools. Throws `StringsParseError` for a malformed table, and Foundation's error
    /// for a missing file.
    public static func read(atPath path: String) throws -> [String: String] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try StringsParser.parse([UInt8](data), file: path)
    }
}
