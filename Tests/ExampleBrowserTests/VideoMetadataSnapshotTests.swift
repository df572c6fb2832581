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
        #expect(snapshot.log.contains { $0.key == "metadata.log.sent" })
        SnapshotAssertion.assertSession(snapshot, language, width: 80, height: 24)
        let tooLong = try SessionFixture.running("VideoMetadata", steps: [(2, "message", .decrement), (2.5, "send", .activate)],
                                                 seconds: 3)
        #expect(tooLong.notice?.key == "metadata.tooLong")
        SnapshotAssertion.assertSession(tooLong, language, width: 80, height: 24, variant: "tooLong")
    }
}
