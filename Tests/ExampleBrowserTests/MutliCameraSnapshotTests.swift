import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// MutliCamera's session in both languages: joined with the rear camera open (the second tile shows the rear camera's
/// picture, in negative, and the button offers to close it), and on a device without multi-camera support (the
/// refusal's alert, the second tile still closed).
@MainActor
@Suite struct MutliCameraSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let open = try SessionFixture.running("MutliCamera", steps: [(2, "rearCamera", .activate)], seconds: 4)
        #expect(open.tiles.contains { $0.titleKey == "mutliCamera.tile.second" && $0.latestFrame != nil })
        SnapshotAssertion.assertSession(open, language, width: 100, height: 30)
        let refused = try SessionFixture.running("MutliCamera", form: ["multiCameraDevice": "false"],
                                                 steps: [(2, "rearCamera", .activate)], seconds: 2.5)
        #expect(refused.notice?.key == "mutliCamera.refused")
        SnapshotAssertion.assertSession(refused, language, width: 100, height: 30, variant: "refused")
    }
}
