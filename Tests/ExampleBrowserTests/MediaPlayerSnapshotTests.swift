import AgoraRtcSim
import APIExample
import Foundation
import MediaFormats
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// MediaPlayer's session in both languages: the sample playing in the tile, published by the player user, with the
/// state, remaining time and progress.
@MainActor
@Suite struct MediaPlayerSnapshotTests {
    @Test(arguments: Language.allCases)
    func aPlayingFrame(_ language: Language) throws {
        let snapshot = try SessionFixture.running("MediaPlayer", form: [:],
                                                  steps: [(1, "play", .activate), (1.1, "publish", .activate)],
                                                  seconds: 3.3)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
    }
}
