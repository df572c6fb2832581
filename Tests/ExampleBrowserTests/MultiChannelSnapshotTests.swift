import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// JoinMultiChannel's session screen in both languages: the local tile summing up both connections, then channel 1's
/// users, then channel 2's, each titled with its channel; and after "Leave ChannelEx".
@MainActor
@Suite struct MultiChannelSnapshotTests {
    @Test func bothChannels() throws {
        let session = try FeatureFixture.running("JoinMultiChannel", seconds: 5)
        #expect(session.tiles.filter { $0.channel == "multi-2" }.count == 3)
        for language in Language.allCases {
            render(session, language, width: 120, height: 36, name: "session-JoinMultiChannel-\(language.rawValue)-120x36")
        }
    }

    @Test func channelTwoLeft() throws {
        let session = try FeatureFixture.running("JoinMultiChannel", seconds: 4,
                                                 controls: [("stopMicrophone", .activate), ("channel2", .activate)])
        #expect(!session.tiles.contains { $0.channel == "multi-2" })
        for language in Language.allCases {
            render(session, language, width: 100, height: 30, name: "session-JoinMultiChannel-left-\(language.rawValue)-100x30")
        }
    }

    private func render(_ session: SessionSnapshot, _ language: Language, width: Int, height: Int, name: String) {
        var state = AppState(language: language, width: width, height: height)
        state.screen = .session(caseId: "JoinMultiChannel")
        SnapshotAssertion.assert(RootView.render(state, session: session, glyphs: .unicode), named: name)
    }
}
