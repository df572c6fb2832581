import Foundation
import Testing

/// No two paths of the package differ only in letter case: on a case-insensitive file system (macOS's and Windows'
/// defaults) one would overwrite the other at checkout.
@Suite struct PathCaseTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The groups of paths equal but for letter case, each sorted.
    static func caseCollisions(_ paths: [String]) -> [[String]] {
        Dictionary(grouping: Set(paths), by: { $0.lowercased() }).values.filter { $0.count > 1 }.map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }

    /// Every file and folder under the package's source folders, relative to the package.
    static func packagePaths() -> [String] {
        var paths: [String] = []
        for folder in ["Sources", "Tests", "Resources", "Localizations"] {
            paths.append(folder)
            let root = packageRoot.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(atPath: root.path) else { continue }
            while let relative = walker.nextObject() as? String { paths.append(folder + "/" + relative) }
        }
        let top = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.path)) ?? []
        return paths + top.filter { !$0.hasPrefix(".") }
    }

    @Test func noTwoPackagePathsDifferOnlyInCase() {
        let paths = Self.packagePaths()
        #expect(paths.count > 500, "the walk found the sources")
        #expect(Self.caseCollisions(paths) == [])
    }

    @Test func pathsThatDifferOnlyInCaseAreFound() {
        let paths = ["Sources/A/SimPcm.swift", "Sources/A/SimPCM.swift", "Sources/a/Other.swift", "Sources/A/Other.swift"]
        #expect(Self.caseCollisions(paths) == [["Sources/A/Other.swift", "Sources/a/Other.swift"],
                                              ["Sources/A/SimPCM.swift", "Sources/A/SimPcm.swift"]])
    }
}
