import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// RTMPStreaming's session in both languages, driven through its controls in virtual time: the transcoding layout
/// of a running push, and a server that refuses it.
@MainActor
@Suite struct RTMPStreamingSnapshotTests {
    @Test(arguments: Language.allCases)
    func rtmpPushWithItsTranscodingLayout(_ language: Language) throws {
        let grid = try SessionFixture.running("RTMPStreaming", steps: [(3.5, "push", .activate), (4, "layout", .increment),
                                                                       (4.2, "layout", .increment)],
                                              seconds: 6, dismissNotice: true)
        #expect(grid.panel?.sketch?.regions.count == 4)
        for (width, height) in [(100, 30), (80, 24)] {
            SnapshotAssertion.assertSession(grid, language, width: width, height: height)
        }
        var settings = GlobalSettings()
        settings.rtmpServer = "notAuthorized"
        let refused = try SessionFixture.running("RTMPStreaming", settings: settings, steps: [(3.5, "push", .activate)], seconds: 6)
        #expect(refused.notice?.key == "rtmp.notice.failure")
        SnapshotAssertion.assertSession(refused, language, width: 80, height: 24, variant: "refused-ascii", glyphs: .ascii)
    }
}
