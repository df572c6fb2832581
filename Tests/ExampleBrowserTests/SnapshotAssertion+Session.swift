import APIExample
import ExampleBrowser
import Testing
import TerminalKit
import TestSupport

extension SnapshotAssertion {
    /// The session screen of `snapshot` at `width`x`height`, compared with the golden
    /// `session-<caseId>[-<variant>]-<language>-<width>x<height>`.
    @MainActor
    static func assertSession(_ snapshot: SessionState, _ language: Language, width: Int, height: Int,
                              variant: String? = nil, glyphs: GlyphSet = .unicode,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let name = ["session", snapshot.caseId] + (variant.map { [$0] } ?? []) + [language.rawValue, "\(width)x\(height)"]
        assert(SessionScreen.render(snapshot, language, width: width, height: height, glyphs: glyphs),
               named: name.joined(separator: "-"), sourceLocation: sourceLocation)
    }
}
