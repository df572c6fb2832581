import AgoraRtcSim
import APIExample
import Foundation
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// AudioMixing's session in both languages: the mixing progress and the meter, and a file that cannot be opened.
@MainActor
@Suite struct AudioMixingSnapshotTests {
    /// The bundled sample copied to a fixed path, so its path in the log is the same on every machine.
    private static func musicFile() throws -> String {
        let path = "/tmp/apiexample-snapshot-music.wav"
        let sample = try #require(CaseMedia.bundledDirectory) + "/sample-48k-stereo.wav"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: sample, toPath: path)
        return path
    }

    @Test(arguments: Language.allCases)
    func mixingProgressAndTheMeter(_ language: Language) throws {
        let file = try Self.musicFile()
        let snapshot = try SessionFixture.running("AudioMixing", form: ["mixingFile": file, "effectFile": file],
                                                  steps: [(1, "mixingStart", .activate), (2, "effectPlay", .activate)],
                                                  seconds: 12.6, dismissNotice: true)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
        let missing = try SessionFixture.running("AudioMixing", form: ["mixingFile": "/nonexistent/music.wav"],
                                                 steps: [(1, "mixingStart", .activate)], seconds: 2)
        #expect(missing.notice?.key == "wav.error.io")
        SnapshotAssertion.assertSession(missing, language, width: 80, height: 24, variant: "canNotOpen")
    }
}
