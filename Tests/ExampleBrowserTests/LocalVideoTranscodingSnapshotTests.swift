import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LocalVideoTranscoding's session in both languages: the composed picture (the sample under the camera inset) in
/// the left tile, the remote user in the right one.
@MainActor
@Suite struct LocalVideoTranscodingSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LocalVideoTranscoding", seconds: 3)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
