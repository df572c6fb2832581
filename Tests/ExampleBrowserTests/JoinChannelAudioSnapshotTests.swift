import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinChannelAudio's session with the ASCII glyphs: audio tiles with their meters, in both languages.
@MainActor
@Suite struct JoinChannelAudioSnapshotTests {
    @Test func asciiSessionInBothLanguages() throws {
        let audio = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(audio, language, width: 80, height: 24, variant: "ascii", glyphs: .ascii)
        }
    }

    /// At 80×24 the local tile has two rows under its meter: the case's notes (scenario, route) yield them to the
    /// figures, as every other tile keeps its figures; at 120×40 there is room for both.
    @Test func theLocalTileKeepsItsFiguresAt80x24() throws {
        let audio = try SessionFixture.running("JoinChannelAudio", seconds: 3.1)
        let local = { (width: Int, height: Int) -> [String] in
            // The local tile is the top-left box: its rows up to the first bottom border.
            let lines = SessionScreen.render(audio, .en, width: width, height: height, glyphs: .ascii).lines
            let top = lines.firstIndex { $0.contains("Local Broadcaster") } ?? 0
            let rows = lines[(top + 1)...].prefix { !$0.hasPrefix("+") }
            return Array(rows)
        }
        let small = local(80, 24).joined(separator: "\n")
        #expect(small.contains("LM Delay: ") && small.contains("ASend: "), "\(small)")
        #expect(!small.contains("Scenario: "))
        let large = local(120, 40).joined(separator: "\n")
        #expect(large.contains("Scenario: ") && large.contains("ASend: "), "\(large)")
    }
}
