import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LiveStreaming's session in both languages: an audience member watching the hosts, its own tile saying it
/// publishes nothing (the co-host and latency controls are below the fold of a 40-line screen); a host receiving
/// the low streams; a host sending the image source with a watermark; a host on the rear telephoto lens with
/// stabilization and Center Stage on.
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

    /// A host sending the video image source with the watermark on: the local tile shows the logo fitted in black
    /// bars at 1 fps (the watermark, at (10, 80), sits under the stats text), both toggles on.
    @Test(arguments: Language.allCases)
    func hostSendingTheImageWithAWatermark(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", steps: [(1, "videoImage", .activate), (1, "watermark", .activate)],
                                                  seconds: 4.5)
        #expect(["videoImage", "watermark"].allSatisfy { id in snapshot.controls.first { $0.id == id }?.kind == .toggle(true) })
        #expect(snapshot.tiles.first?.stats.frameRate == 1)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "host-image")
    }

    /// A host on the rear telephoto lens (the disc drawn large, kept in the middle by Center Stage), stabilization
    /// at level 1, which the tile says does nothing at 960×540, and both controls set.
    @Test(arguments: Language.allCases)
    func hostOnTheTelephotoWithCenterStage(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["cameraKey": "rear-telephoto", "centerStageDevice": "true"],
                                                  steps: [(1, "stabilization", .increment), (1, "stabilization", .increment),
                                                          (1, "centerStage", .activate)],
                                                  seconds: 4.5)
        #expect(snapshot.controls.first { $0.id == "centerStage" }?.kind == .toggle(true))
        #expect(snapshot.controls.first { $0.id == "stabilization" }?.kind.value == .option("level1"))
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "host-camera")
    }
}
