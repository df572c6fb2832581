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

    /// "Leave ChannelEx" asks the original's question; Cancel leaves with the microphone still recording.
    @Test func channelTwoLeft() throws {
        var asked: SessionState?
        let session = try SessionFixture.running("JoinMultiChannel") { run in
            run.advance(2)
            run.press("channel2")
            asked = run.session.state
            run.session.answerPrompt(granted: false)
            run.advance(2)
        }
        let question = try #require(asked)
        #expect(question.prompt?.key == "multiChannel.stopMic.question")
        #expect(!session.tiles.contains { $0.channel == "multi-2" })
        for language in Language.allCases {
            SnapshotAssertion.assertSession(question, language, width: 100, height: 30, variant: "question")
            SnapshotAssertion.assertSession(session, language, width: 100, height: 30, variant: "left")
        }
    }
}
