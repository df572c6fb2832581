import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// JoinMultiChannel's session screen in both languages: the local tile summing up both connections, then channel 1's
/// users, then channel 2's, each titled with its channel; and after "Leave ChannelEx".
@MainActor
@Suite struct JoinMultiChannelSnapshotTests {
    @Test func bothChannels() throws {
        let session = try SessionFixture.running("JoinMultiChannel", seconds: 5)
        #expect(session.tiles.filter { $0.channel == "multi-2" }.count == 3)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 120, height: 36)
        }
    }

    @Test func channelTwoLeft() throws {
        let session = try SessionFixture.running("JoinMultiChannel", steps: [(1, "stopMicrophone", .activate), (1, "channel2", .activate)],
                                                 seconds: 4)
        #expect(!session.tiles.contains { $0.channel == "multi-2" })
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 100, height: 30, variant: "left")
        }
    }
}
