import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// AgoraBeauty's session in both languages: joined with nothing on, then with the makeup on (brows, lashes, shadow,
/// pupils, blush and lips darken and tint the face) and a white virtual background behind the person (the tile's
/// notes say so).
@MainActor
@Suite struct AgoraBeautySnapshotTests {
    @Test(arguments: Language.allCases)
    func joined(_ language: Language) throws {
        let snapshot = try SessionFixture.running("AgoraBeauty", settings: .remoteUsers(1), seconds: 3)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "joined")
    }

    @Test(arguments: Language.allCases)
    func madeUp(_ language: Language) throws {
        let snapshot = try SessionFixture.running("AgoraBeauty", settings: .remoteUsers(1)) { run in
            run.advance(2)
            run.press("makeup")
            run.session.set("background", .option("color"))
            run.press("virtualBackground")
            run.advance(1)
        }
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "made-up")
    }
}
