import APIExample
@testable import CaseSource
import Foundation
import Testing

/// The source the app shows is the source it was compiled from: every registered case's folder is bundled, file for
/// file and byte for byte, and nothing else is.
@Suite struct CaseSourceLibraryTests {
    /// The package root, found from this file (tests run from the package; the app never reads the tree).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    @Test func bundleNameIsSwiftPMs() {
        #expect(CaseSourceLibrary.bundlePath?.hasSuffix("/" + CaseSourceLibrary.bundleName) == true)
    }

    @Test(arguments: MenuRegistry.allItems.map(\.path))
    func bundledFolderEqualsTheSourceTree(_ casePath: String) throws {
        let folder = Self.packageRoot + "/" + casePath
        let onDisk = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }.sorted()
        let bundled = CaseSourceLibrary.files(inCaseFolder: casePath)
        #expect(bundled.map(\.name).sorted() == onDisk, "bundled files of \(casePath)")
        for file in bundled {
            let source = try String(contentsOfFile: Self.packageRoot + "/" + file.path, encoding: .utf8)
            #expect(file.text == source, "\(file.path) differs from its bundled copy: rebuild")
        }
    }

    @Test func tabsAreEntryThenMainThenHelpers() {
        let names = CaseSourceLibrary.files(inCaseFolder: "Sources/APIExample/Examples/Advanced/SpatialAudio").map(\.name)
        #expect(names == ["SpatialAudioEntry.swift", "SpatialAudioMain.swift", "SpatialAudioMap.swift",
                          "SpatialMapScene.swift", "SpatialSourceSheet.swift"])
    }

    @Test func linesAreNumberedFromOne() {
        let file = CaseSourceFile(name: "a.swift", path: "a.swift", text: "import A\n\nlet b = 1\n")
        #expect(file.lines == ["import A", "", "let b = 1"])
    }

    /// An installed executable (`<prefix>/bin/apiexample`) reads `<prefix>/share/apiexample/Examples`, wherever the
    /// prefix is; with neither that nor a bundle beside it, nothing (never the build that made it).
    @Test func anInstalledExecutableFindsItsPrefixsSources() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("apiexample-prefix-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        try FileManager.default.createDirectory(atPath: prefix + "/bin", withIntermediateDirectories: true)
        #expect(CaseSourceLibrary.locate(executableDirectory: prefix + "/bin") == nil)
        try FileManager.default.createDirectory(atPath: prefix + "/share/apiexample/Examples", withIntermediateDirectories: true)
        #expect(CaseSourceLibrary.locate(executableDirectory: prefix + "/bin") == prefix + "/share/apiexample")
    }

    @Test func anUnknownFolderHasNoFiles() {
        #expect(CaseSourceLibrary.files(inCaseFolder: "Sources/APIExample/Examples/Basic/NoSuchCase").isEmpty)
        #expect(CaseSourceLibrary.files(inCaseFolder: "/etc").isEmpty)
    }
}
