import Foundation
import ReadmeScreens
import Testing

/// README.md opens with screens drawn by the app's own renderer (`make screenshots`); when a view, a string or the
/// simulation changes what they look like, README must be regenerated in the same change.
@MainActor
@Suite struct ReadmeScreensTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    @Test func readmeScreensAreCurrent() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let shown = try ReadmeSection.current(in: text)
        let drawn = try ReadmeScreens.markdown()
        guard shown != drawn else { return }
        let shownLines = shown.components(separatedBy: "\n")
        let drawnLines = drawn.components(separatedBy: "\n")
        // Naming the first line that differs saves a diff by hand when the cause is not obvious.
        let index = zip(shownLines, drawnLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(shownLines.count, drawnLines.count)
        let line = { (lines: [String]) in index < lines.count ? lines[index] : "(end)" }
        Issue.record("""
            README screens are stale: run `make screenshots`
            first difference at line \(index + 1) after \(ReadmeSection.begin):
              README: \(line(shownLines))
              drawn:  \(line(drawnLines))
            """)
    }

    /// "README opens with" them: the block comes before the first section heading.
    @Test func screensOpenTheReadme() throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let marker = try #require(text.range(of: ReadmeSection.begin))
        let firstSection = try #require(text.range(of: "\n## "))
        #expect(marker.lowerBound < firstSection.lowerBound)
    }

    @Test func bothLanguagesBothScreensAtTheAdvertisedSize() throws {
        let drawn = try ReadmeScreens.markdown()
        for needle in ["Join a channel (Video)", "实时视频通话/直播", "Advanced", "进阶", "4 users", "4 人"] {
            #expect(drawn.contains(needle), "README screens lack \(needle)")
        }
        let rows = drawn.components(separatedBy: "\n")
        let blocks = rows.indices.filter { rows[$0] == "```text" }
        #expect(blocks.count == 4)
        for start in blocks {
            let end = try #require(rows[(start + 1)...].firstIndex(of: "```"))
            #expect(end - start - 1 == ReadmeScreens.height)
        }
    }

    @Test func replacingTouchesOnlyTheTextBetweenTheMarkers() throws {
        let readme = "# Title\n\nIntro.\n\(ReadmeSection.begin)\nold\n\(ReadmeSection.end)\n\n## Next\nend"
        let replaced = try ReadmeSection.replacing(in: readme, with: "new\nlines\n")
        #expect(replaced == "# Title\n\nIntro.\n\(ReadmeSection.begin)\nnew\nlines\n\(ReadmeSection.end)\n\n## Next\nend")
        #expect(try ReadmeSection.current(in: replaced) == "new\nlines\n")
        #expect(try ReadmeSection.replacing(in: replaced, with: "new\nlines\n") == replaced)
        #expect(throws: ReadmeScreensError.missingMarkers) { try ReadmeSection.current(in: "# no markers\n") }
        #expect(throws: ReadmeScreensError.missingMarkers) {
            try ReadmeSection.current(in: "\(ReadmeSection.end)\n\(ReadmeSection.begin)\n")
        }
    }
}
