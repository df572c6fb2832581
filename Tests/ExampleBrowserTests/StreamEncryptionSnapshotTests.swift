import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// StreamEncryption's session in both languages, with the peers' key and with another.
@MainActor
@Suite struct StreamEncryptionSnapshotTests {
    /// The lesson: remote users with another key, error 120, tiles without video.
    @Test func streamEncryptionWithAnotherKey() throws {
        let session = try SessionFixture.running("StreamEncryption", form: ["remoteKey": "other"], seconds: 4.5)
        #expect(session.notice?.key == "alert.engineError")
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 80, height: 24, variant: "other")
        }
    }

    @Test func streamEncryptionWorking() throws {
        let session = try SessionFixture.running("StreamEncryption", seconds: 4.5)
        #expect(session.notice == nil)
        for language in Language.allCases {
            SnapshotAssertion.assertSession(session, language, width: 100, height: 30)
        }
    }
}
