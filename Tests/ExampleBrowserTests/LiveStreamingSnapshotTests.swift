import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LiveStreaming's session in both languages: an audience member watching the hosts, its own tile saying it
/// publishes nothing, and the co-host and latency controls.
@MainActor
@Suite struct LiveStreamingSnapshotTests {
    @Test(arguments: Language.allCases)
    func audienceWatchingTheHosts(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["role": "audience"], seconds: 4.5)
        #expect(snapshot.tiles.first?.placeholderKey == "tile.audienceNotPublishing")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "audience")
    }
}
