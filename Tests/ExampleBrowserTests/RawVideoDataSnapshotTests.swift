import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RawVideoData's session in both languages: the raw-data controls beside the filtered picture.
@MainActor
@Suite struct RawVideoDataSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("RawVideoData", seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
    }
}
