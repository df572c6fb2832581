import Foundation
import Testing
import TerminalKit

/// Compares a rendered buffer with a golden text file in `__Snapshots__/`. On a mismatch the message shows
/// each differing line, expected above actual. `UPDATE_SNAPSHOTS=1 swift test` rewrites the goldens.
enum SnapshotAssertion {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__")

    static func assert(_ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(buffer.lines.map { $0.trimmingTrailing() }.joined(separator: "\n") + "\n", named: name,
                sourceLocation: sourceLocation)
    }

    /// The text, then what the monochrome theme does to each cell (see `CellBuffer.monochromeLines`).
    static func assertMonochrome(_ buffer: CellBuffer, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = buffer.lines.map { $0.trimmingTrailing() }
        let marks = buffer.monochromeLines.map { $0.trimmingTrailing() }
        compare((text + ["--- monochrome attributes ---"] + marks).joined(separator: "\n") + "\n", named: name,
                sourceLocation: sourceLocation)
    }

    /// Text as a command prints it (`--help`), compared as it is.
    static func assert(text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        compare(text.hasSuffix("\n") ? text : text + "\n", named: name, sourceLocation: sourceLocation)
    }

    private static func compare(_ actual: String, named name: String, sourceLocation: SourceLocation) {
        let file = directory.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try? actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
            Issue.record("No golden file \(file.lastPathComponent); run UPDATE_SNAPSHOTS=1 swift test", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        Issue.record(Comment(rawValue: diff(expected: expected, actual: actual, name: name)), sourceLocation: sourceLocation)
    }

    static func diff(expected: String, actual: String, name: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var report = ["Snapshot \(name) differs (- golden, + rendered):"]
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "<none>"
            let after = index < new.count ? String(new[index]) : "<none>"
            if before != after {
                report.append(String(format: "%3d - |%@|", index + 1, before))
                report.append(String(format: "%3d + |%@|", index + 1, after))
            }
        }
        return report.joined(separator: "\n")
    }
}

extension String {
    func trimmingTrailing() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
