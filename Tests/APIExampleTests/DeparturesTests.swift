import Foundation
import Testing
@testable import APIExample

/// Every departure from the original app is said twice, where a reader meets it: in the case's Main header (the
/// code view shows it beside the calls) and in README's "Departures from the original" table. Both lists have the
/// same number of items, so one cannot gain a departure the other lacks; a case with none of its own says so in both.
@Suite struct DeparturesTests {
    static let heading = "/// Departures from the original:"

    @Test func theTableListsEveryCaseInMenuOrder() throws {
        #expect(try Self.tableRows().map(\.id) == MenuRegistry.allItems.map(\.id))
    }

    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func theMainHeaderAndTheReadmeSayTheSameDepartures(_ id: String) throws {
        let item = try #require(MenuRegistry.allItems.first { $0.id == id })
        let main = Self.root.appendingPathComponent(item.path).appendingPathComponent("\(id)Main.swift")
        let header = Self.header(of: try String(contentsOf: main, encoding: .utf8), declaring: "\(id)Main")
        let departures = try #require(Self.departures(in: header), "\(id)Main's header has no \"\(Self.heading)\"")
        let cell = try #require(try Self.tableRows().first { $0.id == id }?.cell, "README has no departures row for \(id)")
        switch departures {
        case .none:
            #expect(cell.hasPrefix("None of its own"), "\(id): the header says none, README says \(cell.prefix(60))")
        case .items(let count):
            #expect(count > 0, "\(id): the heading lists no item")
            #expect(Self.numbers(in: cell) == Array(1...max(count, 1)),
                    "\(id): the header lists \(count) departures, README numbers \(Self.numbers(in: cell))")
        }
        let index = try Self.caseIndexDescription(of: id)
        #expect(!index.contains("Departure"), "\(id): say departures in their table, not in the Case Index")
    }

    enum Departures: Equatable { case none, items(Int) }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The `///` block right above `final class <name>`.
    static func header(of source: String, declaring name: String) -> [String] {
        let lines = source.components(separatedBy: "\n")
        guard let declaration = lines.firstIndex(where: { $0.hasPrefix("final class \(name)") }) else { return [] }
        var start = declaration
        while start > 0, lines[start - 1].hasPrefix("///") { start -= 1 }
        return Array(lines[start..<declaration])
    }

    /// `/// Departures from the original: none of its own.`, or the heading followed by `/// - ` items (continued on
    /// `///   ` lines) up to the paragraph's end.
    static func departures(in header: [String]) -> Departures? {
        guard let at = header.firstIndex(where: { $0.hasPrefix(heading) }) else { return nil }
        let rest = header[at].dropFirst(heading.count).trimmingCharacters(in: .whitespaces)
        if rest.lowercased().hasPrefix("none of its own") { return Departures.none }
        guard rest.isEmpty else { return .items(0) }
        var count = 0
        for line in header[(at + 1)...] {
            if line.hasPrefix("/// - ") { count += 1 } else if !line.hasPrefix("///   ") { break }
        }
        return .items(count)
    }

    /// The `(1) `, `(2) ` … markers of a README cell, in order.
    static func numbers(in cell: String) -> [Int] {
        let pattern = try! NSRegularExpression(pattern: #"(?:^|\s)\((\d+)\) "#)
        let range = NSRange(cell.startIndex..., in: cell)
        return pattern.matches(in: cell, range: range).compactMap { match in
            Range(match.range(at: 1), in: cell).flatMap { Int(cell[$0]) }
        }
    }

    static func section(_ title: String) throws -> String {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        return text.components(separatedBy: "\n## \(title)\n").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
    }

    static func tableRows() throws -> [(id: String, cell: String)] {
        try section("Departures from the original").split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let columns = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            return (columns[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), columns.count > 1 ? columns[1] : "")
        }
    }

    static func caseIndexDescription(of id: String) throws -> String {
        let row = try section("Case Index").split(separator: "\n").first { $0.hasPrefix("| `\(id)` |") } ?? ""
        let columns = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        return columns.count > 3 ? columns[3] : ""
    }
}
