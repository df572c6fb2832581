import Foundation
import FuzzEntries
import Testing

/// Every seed and every saved crasher of the fuzzers (`make fuzz`), fed to the same entry point the harness calls,
/// so a bug a fuzzer found stays fixed without anyone running the fuzzers.
@Suite struct FuzzReplayTests {
    static let fuzzDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()

    /// The regular files in `Tests/Fuzz/<kind>/<target>`; none when the folder is missing (a target with no crasher
    /// yet has no Regressions folder, since git keeps no empty folders).
    static func inputs(_ kind: String, _ target: FuzzTarget) -> [URL] {
        let folder = fuzzDirectory.appendingPathComponent(kind).appendingPathComponent(target.rawValue)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(arguments: FuzzTarget.allCases)
    @MainActor
    func seedsAndRegressionsHold(_ target: FuzzTarget) throws {
        let seeds = Self.inputs("Corpus", target)
        var accepted = 0
        for file in seeds + Self.inputs("Regressions", target) {
            let bytes = [UInt8](try Data(contentsOf: file))
            do {
                if try target.run(bytes), seeds.contains(file) { accepted += 1 }
            } catch {
                Issue.record("\(file.lastPathComponent): \(error)")
            }
        }
        // Seeds the parser refuses start the fuzzer short of the code behind the checks, the round trips.
        #expect(accepted > 0, "\(target.rawValue): none of \(seeds.count) seeds parses")
    }

    /// .ci/fuzz.sh runs one harness per folder under Harnesses/: a target without one would never be fuzzed, and a
    /// folder without a target would have nothing of its own replayed here.
    @Test func everyTargetHasItsHarness() throws {
        let harnesses = try FileManager.default.contentsOfDirectory(atPath: Self.fuzzDirectory.appendingPathComponent("Harnesses").path)
        #expect(Set(harnesses) == Set(FuzzTarget.allCases.map { "fuzz-" + $0.rawValue }))
    }
}
