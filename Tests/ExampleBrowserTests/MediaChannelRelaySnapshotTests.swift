import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// MediaChannelRelay's session in both languages, driven through its controls in virtual time: a relay running to
/// two destinations (the second added after a stop, as the original's one configuration does), and a paused relay.
@MainActor
@Suite struct MediaChannelRelaySnapshotTests {
    @Test(arguments: Language.allCases)
    func relayToTwoChannelsThenPaused(_ language: Language) throws {
        let running = try SessionFixture.running("MediaChannelRelay") { run in
            run.advance(3)
            run.press("relay")
            run.advance(2.5)
            run.press("stop")
            run.advance(0.5)
            run.session.set("destination", .text("relay-dest-2"))
            run.press("relay")
            run.advance(2.5)
            run.session.dismissNotice()
        }
        #expect(running.panel?.lines.count == 3)
        for (width, height) in [(100, 30), (80, 24)] {
            SnapshotAssertion.assertSession(running, language, width: width, height: height)
        }
        let paused = try SessionFixture.running("MediaChannelRelay", form: ["relayOnJoin": "true"],
                                                steps: [(5, "pause", .activate)], seconds: 6)
        SnapshotAssertion.assertSession(paused, language, width: 80, height: 24, variant: "paused-ascii", glyphs: .ascii)
    }
}
