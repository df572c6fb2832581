import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RhythmPlayer in both languages: its row in the menu only with --show-hidden, marked hidden, with its Key APIs; the
/// session with the metronome playing, its light on the third beat of four; and a sound that is not there.
@MainActor
@Suite struct RhythmPlayerSnapshotTests {
    /// The bundled clicks copied to fixed paths, so their paths in the log are the same on every machine.
    private static func sounds() throws -> (String, String) {
        let bundled = try #require(CaseMedia.bundledDirectory)
        let copies = ["ding", "dang"].map { "/tmp/apiexample-snapshot-\($0).wav" }
        for (name, copy) in zip(["ding", "dang"], copies) {
            try? FileManager.default.removeItem(atPath: copy)
            try FileManager.default.copyItem(atPath: bundled + "/sample-rhythm-\(name)-48k-mono.wav", toPath: copy)
        }
        return (copies[0], copies[1])
    }

    @Test(arguments: Language.allCases)
    func menuRowOnlyWithShowHidden(_ language: Language) {
        let name = language == .en ? "Rhythm Player" : "虚拟节拍器"
        let hidden = AppState(language: language, width: 100, height: 30)
        #expect(!hidden.visibleSections().flatMap(\.items).contains { $0.id == "RhythmPlayer" })
        var shown = AppState(language: language, width: 100, height: 30, showHidden: true)
        // The original's order: Video Process, Agora Beauty, Rhythm Player.
        #expect(shown.visibleSections().flatMap(\.items).map(\.id).drop { $0 != "VideoProcess" }.prefix(3)
                == ["VideoProcess", "AgoraBeauty", "RhythmPlayer"], "right after AgoraBeauty")
        shown.menu.selectedId = "RhythmPlayer"
        let screen = RootView.render(shown, session: nil, glyphs: .unicode)
        #expect(screen.lines.contains { $0.contains(name + (language == .en ? " (hidden)" : "")) })
        SnapshotAssertion.assert(screen, named: "menu-show-hidden-RhythmPlayer-\(language.rawValue)-100x30")
    }

    @Test(arguments: Language.allCases)
    func playingAndASoundThatIsNotThere(_ language: Language) throws {
        let (ding, dang) = try Self.sounds()
        // Play at 1 s: beats at 1.06, 2.06 and 3.06 s.
        let snapshot = try SessionFixture.running("RhythmPlayer", form: ["sound1": ding, "sound2": dang],
                                                  steps: [(1, "play", .activate)], seconds: 3.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
        let missing = try SessionFixture.running("RhythmPlayer", form: ["sound1": "/nonexistent/ding.wav", "sound2": dang],
                                                 steps: [(1, "play", .activate)], seconds: 2)
        #expect(missing.notice?.key == "rhythm.notice.notFound")
        SnapshotAssertion.assertSession(missing, language, width: 80, height: 24, variant: "notFound")
    }
}
