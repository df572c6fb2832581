import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// LiveStreaming's session in both languages: an audience member watching the hosts, its own tile saying it
/// publishes nothing (the co-host and latency controls are below the fold of a 40-line screen); the form's background colour and the
/// remote canvases in it; a host receiving the low streams; a host sending the image source with a watermark; a
/// host choosing where the local screenshot is taken; a host on the rear telephoto lens with stabilization and
/// Center Stage on.
@MainActor
@Suite struct LiveStreamingSnapshotTests {
    @Test(arguments: Language.allCases)
    func audienceWatchingTheHosts(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["role": "audience"], seconds: 4.5)
        #expect(snapshot.tiles.first?.placeholderKey == "tile.audienceNotPublishing")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "audience")
    }

    /// The Entry form with a background colour picked (the original's "Background color"): the default first, then
    /// the original's five in a fixed order, → stepping through them.
    @Test(arguments: Language.allCases)
    func entryWithABackgroundColour(_ language: Language) {
        var state = AppState(language: language, width: 100, height: 30)
        state.menu.selectedId = "LiveStreaming"
        BrowserKeys.press([.enter] + Array(repeating: .tab, count: 6) + Array(repeating: .right, count: 4), &state)
        #expect(state.form?.values["backgroundColor"] == "purple")
        // The default is the system's temporary directory, which differs between machines.
        state.form?.values["snapshotDirectory"] = "snapshots"
        SnapshotAssertion.assert(RootView.render(state, session: nil, glyphs: .unicode),
                                 named: "entry-LiveStreaming-\(language.rawValue)-100x30")
    }

    /// A host whose remote canvases are purple: the bars beside the portrait host's picture and under the
    /// landscape ones are filled (solid purple on a colour terminal, the light shade glyph in monochrome), and each
    /// remote tile names the colour.
    @Test(arguments: Language.allCases)
    func hostWithAColouredCanvas(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", form: ["backgroundColor": "purple"], seconds: 4.5)
        let screen = SessionScreen.render(snapshot, language, width: 100, height: 40)
        let canvas = screen.cells.filter { $0.style == .canvas }
        #expect(canvas.count > 50 && canvas.allSatisfy { $0.color == 0xff00d9 && $0.text == "░" })
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "canvas")
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

    /// The original's "Local screenshot" picker as a choice beside the button: one step from the SDK's default
    /// (PreEncoder) to Post Capture Origin.
    @Test(arguments: Language.allCases)
    func hostChoosingTheScreenshotPosition(_ language: Language) throws {
        let snapshot = try SessionFixture.running("LiveStreaming", steps: [(1, "snapshotPosition", .activate)], seconds: 4.5)
        guard case .choice(_, let selected) = snapshot.controls.first(where: { $0.id == "snapshotPosition" })?.kind else {
            Issue.record("no screenshot position choice")
            return
        }
        #expect(selected == "postCaptureOrigin")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 40, variant: "host-snapshot-position")
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
