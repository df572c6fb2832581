import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LiveStreaming's session in both languages: an audience member watching the hosts, its own tile saying it
/// publishes nothing, and the co-host and latency controls; a host receiving the low streams.
@MainActor
@Suite struct LiveStreamingSnapshotTests {
    @Test(arguments: Language.allCases)
    func audienceWatchingTheHosts(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["role": "audience"], seconds: 4.5)
        #expect(snapshot.tiles.first?.placeholderKey == "tile.audienceNotPublishing")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "audience")
    }

    /// A host who asked the hosts for their low stream (the tiles at 160x120, 5 fps), its own tile naming the
    /// scenario and the encoder, and the host's controls.
    @Test(arguments: Language.allCases)
    func hostWatchingTheLowStreams(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["remoteStreamType": "low"], seconds: 4.5)
        #expect(snapshot.tiles.filter { !$0.isLocal }.allSatisfy { $0.stats.width == 160 })
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "host-low")
    }
}
