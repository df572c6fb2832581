import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ContentInspect's session in both languages: the webhook label in its panel and the uploads in the log.
@MainActor
@Suite struct ContentInspectSnapshotTests {
    @Test(arguments: Language.allCases)
    func moderationRunning(_ language: Language) throws {
        let snapshot = try SessionFixture.running("ContentInspect", steps: [(3, "switchCamera", .activate)], seconds: 6)
        #expect(snapshot.log.entries.contains { $0.text.hasPrefix("[sim] contentInspect") })
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
    }
}
