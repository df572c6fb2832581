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

    /// Each flavour's menu, as the references count it: UIKit 4 Basic + 39 Advanced, OC 4 + 27, SwiftUI 4 + 31. The
    /// legacy cases no menu lists (their source is UIKit's) are left out of the count.
    @Test func flavoursAddUpToEachOriginalMenu() {
        let sourceOnly: Set = ["VideoChat", "CustomAudioSource", "RawMediaData"]
        let menuItems = MenuRegistry.allItems.filter { !sourceOnly.contains($0.id) }
        #expect(MenuRegistry.allItems.allSatisfy { !$0.flavours.isEmpty })
        #expect(menuItems.filter { $0.flavours.contains(.uiKit) }.count == 43)
        #expect(menuItems.filter { $0.flavours.contains(.objectiveC) }.count == 31)
        #expect(menuItems.filter { $0.flavours.contains(.swiftUI) }.count == 35)
        #expect(MenuRegistry.allItems.filter { sourceOnly.contains($0.id) }.allSatisfy { $0.flavours == [.uiKit] && $0.hidden })
    }
}
