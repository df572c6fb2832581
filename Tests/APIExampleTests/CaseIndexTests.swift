import Foundation
import Testing
@testable import APIExample

/// README.md's Case Index must list exactly the registered cases, with their paths, key APIs and flavours.
@Suite struct CaseIndexTests {
    @Test func readmeCaseIndexMatchesTheRegistry() throws {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        let section = text.components(separatedBy: "## Case Index").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let items = MenuRegistry.allItems
        #expect(rows.map { $0[0] } == items.map { "`\($0.id)`" })
        for (row, item) in zip(rows, items) {
            #expect(row[1] == "`\(item.path)`", "path of \(item.id)")
            #expect(row.count == 5 && row[4] == item.flavours.map(\.rawValue).joined(separator: ", "),
                    "flavours of \(item.id)")
            for api in item.keyAPIs { #expect(row[2].contains(api), "\(item.id) row lacks \(api)") }
            #expect(FileManager.default.fileExists(atPath: readme.deletingLastPathComponent().appendingPathComponent(item.path).path))
        }
    }
}
