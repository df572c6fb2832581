import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// VideoMetadata's session in both languages: the metadata sent and received in its panel, and a message too long.
@MainActor
@Suite struct VideoMetadataSnapshotTests {
    @Test(arguments: Language.allCases)
    func metadataSentAndReceived(_ language: Language) throws {
        let snapshot = try SessionFixture.running("VideoMetadata", steps: [(3, "send", .activate)], seconds: 16, dismissNotice: true)
        #expect(snapshot.log.entries.contains { $0.key == "metadata.log.sent" })
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
        // 1100 bytes typed into the message line, then Send: over the SDK's 1024-byte cap.
        let tooLong = try SessionFixture.running("VideoMetadata") { run in
            run.advance(2)
            run.session.set("message", .text(String(repeating: "x", count: 1100)))
            run.advance(0.5)
            run.press("send")
            run.advance(0.5)
        }
        #expect(tooLong.notice?.key == "metadata.tooLong")
        SnapshotAssertion.assertSession(tooLong, language, width: 80, height: 24, variant: "tooLong")
    }
}
