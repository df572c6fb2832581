import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RawMediaData's session in both languages while the microphone is being recorded: the local tile with the
/// observers' rates and the recording's file and length, and a remote user's render rate.
@MainActor
@Suite struct RawMediaDataSnapshotTests {
    @Test(arguments: Language.allCases)
    func recording(_ language: Language) throws {
        let scratch = try ScratchDirectory(prefix: "apiexample-rawmedia-snapshot")
        defer { scratch.remove() }
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        let state = try SessionFixture.running("RawMediaData", ["recordingDirectory": .string(scratch.path),
                                                               "recordOnJoin": .bool(true)],
                                               settings: settings, seconds: 4.5)
        #expect(state.tiles.first?.notes.last?.key == "rawMedia.tile.recording")
        SnapshotAssertion.assertSession(state, language, width: 100, height: 30)
    }
}
