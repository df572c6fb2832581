import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// CustomVideoRender in virtual time: the remote user drawn by the case itself, and blanked when a user leaves.
@MainActor
@Suite struct CustomVideoRenderTests {
    @Test func theRemoteUserIsRenderedByTheCaseItself() throws {
        let run = try CaseRun("CustomVideoRender")
        run.clock.advance(by: 5)
        let tile = try #require(run.session.tiles.first { !$0.isLocal })
        #expect(tile.view == nil, "no SDK view for the remote user")
        #expect(tile.uid != 0)
        let view = try #require(tile.appView)
        #expect(view.latestFrame?.uid == tile.uid)
        let lines = try #require(view.renderedText(columns: 32, rows: 9))
        #expect(lines.count == 9 && lines.allSatisfy { $0.count == 32 })
        // An outline: strokes, never the default ramp's solid glyphs.
        let glyphs = Set(lines.joined())
        #expect(!glyphs.intersection(["-", "|", "/", "\\"]).isEmpty)
        #expect(glyphs.isSubset(of: [" ", ".", ":", "-", "|", "/", "\\"]))
        #expect(!run.callOrder.contains { $0.hasPrefix("setupRemoteVideo") })
        #expect(!tile.showsStats, "the custom view has no stats overlay")
        run.session.stop()
    }

    @Test func anyUserLeavingBlanksTheView() throws {
        var settings = GlobalSettings()
        settings.remoteBehavior = "churn"
        let run = try CaseRun("CustomVideoRender", settings: settings)
        var blanked = false
        for _ in 0..<120 {
            run.clock.advance(by: 0.25)
            if run.heard("didOfflineOfUid") {
                let tile = try #require(run.session.tiles.first { !$0.isLocal })
                blanked = tile.uid == 0 || tile.appView?.latestFrame == nil || blanked
                break
            }
        }
        #expect(blanked)
        run.session.stop()
    }

    /// A frame that still needs turning is drawn upright, as the original's Metal view turns it (it was dropped).
    @Test func aRotatedFrameIsTurnedUpright() throws {
        let renderer = AsciiOutlineView()
        renderer.startRender(uid: 7)
        // 4×2 luma 0…7 row by row; one 2×1 chroma row of (U, V) pairs.
        let frame = AgoraOutputVideoFrame(type: AgoraVideoFormat.NV12.rawValue, width: 4, height: 2, yStride: 4,
                                          uStride: 4, vStride: 0, yBuffer: Array(0...7), uBuffer: [10, 20, 11, 21],
                                          vBuffer: [], rotation: 90)
        _ = renderer.onRenderVideoFrame(frame, uid: 7, channelId: "c")
        let shown = try #require(renderer.view.latestFrame)
        #expect(shown.lumaWidth == 2 && shown.lumaHeight == 4)
        // Turned clockwise: the bottom row becomes the left column, read upwards.
        #expect(shown.luma == [4, 0, 5, 1, 6, 2, 7, 3])
        #expect(shown.chromaU == [10, 11] && shown.chromaV == [20, 21])

        frame.rotation = 45
        _ = renderer.onRenderVideoFrame(frame, uid: 7, channelId: "c")
        #expect(renderer.view.latestFrame == shown, "a rotation the original does not know is dropped")
    }
}
