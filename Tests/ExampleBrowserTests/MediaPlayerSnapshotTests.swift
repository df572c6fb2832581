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
    /// The bundled sample copied to a fixed path, so its path in the log is the same on every machine.
    private static func movie() throws -> String {
        let path = "/tmp/apiexample-snapshot-movie.mp4"
        let sample = try #require(MediaFile.bundledDirectory) + "/" + SampleMovie.fileName
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: sample, toPath: path)
        return path
    }

    @Test(arguments: Language.allCases)
    func aPlayingFrame(_ language: Language) throws {
        let snapshot = try SessionFixture.running("MediaPlayer", form: ["url": try Self.movie()],
                                                  steps: [(1, "play", .activate), (1.1, "publish", .activate)],
                                                  seconds: 3.3)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
    }
}
