import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CreateDataStream's session in both languages: messages sent, received and answered in its panel, and the SDK
/// refusing a burst over the stream's 60 packets a second.
@MainActor
@Suite struct CreateDataStreamSnapshotTests {
    @Test(arguments: Language.allCases)
    func messagesSentAndReceived(_ language: Language) throws {
        let talk = try SessionFixture.running("CreateDataStream") { run in
            run.advance(4)
            run.session.set("message", .text("hello from the terminal"))
            run.press("send")
            run.advance(8)
        }
        #expect(talk.log.entries.contains { $0.key == "datastream.log.received" })
        SnapshotAssertion.assertSession(talk, language, width: 80, height: 24)
        let burst = try SessionFixture.running("CreateDataStream") { run in
            run.advance(4)
            run.session.set("message", .text("tick"))
            run.press("burst")
            run.advance(0.2)
        }
        #expect(burst.notice?.key == "datastream.burstRefused")
        SnapshotAssertion.assertSession(burst, language, width: 80, height: 24, variant: "burst")
    }
}
