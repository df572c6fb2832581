import Foundation
import Testing
@testable import APIExample

/// Every registered case has its engine/session tests and its session snapshots in files named after it, so a
/// case's tests are found (and a new case's missing ones noticed) by name.
@Suite struct CaseTestFilesTests {
    @Test(arguments: MenuRegistry.allItems.map(\.id))
    func theCaseHasItsOwnTestFiles(_ id: String) throws {
        let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        for file in ["APIExampleTests/\(id)Tests.swift", "ExampleBrowserTests/\(id)SnapshotTests.swift"] {
            let path = tests.appendingPathComponent(file).path
            #expect(FileManager.default.fileExists(atPath: path), "\(id) has no \(file)")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let suite = (file as NSString).lastPathComponent.replacingOccurrences(of: ".swift", with: "")
            #expect(text.contains("@Suite") && text.contains("struct \(suite) {"), "\(file) should hold the suite \(suite)")
            #expect(text.contains("\"\(id)\""), "\(file) never runs \(id)")
        }
    }
}
