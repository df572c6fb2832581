import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// VideoProcess's session in both languages: the person the camera faces as captured, then with beauty on and a
/// white virtual background behind them (the tile's notes say so); and the toast on a device without beauty.
@MainActor
@Suite struct VideoProcessSnapshotTests {
    static func settings(videoFeatures: String = "all") -> GlobalSettings {
        var settings = GlobalSettings.remoteUsers(1)
        settings.videoFeatures = videoFeatures
        return settings
    }

    @Test(arguments: Language.allCases)
    func asCaptured(_ language: Language) throws {
        let snapshot = try SessionFixture.running("VideoProcess", settings: Self.settings(), seconds: 3)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "captured")
    }

    @Test(arguments: Language.allCases)
    func beautyAndAWhiteBackground(_ language: Language) throws {
        let snapshot = try SessionFixture.running("VideoProcess", settings: Self.settings()) { run in
            run.advance(2)
            run.press("beauty")
            run.session.set("background", .option("color"))
            run.press("virtualBackground")
            run.advance(1)
        }
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "processed")
    }

    @Test(arguments: Language.allCases)
    func aDeviceWithoutBeauty(_ language: Language) throws {
        let snapshot = try SessionFixture.running("VideoProcess", settings: Self.settings(videoFeatures: "noBeauty"),
                                                  steps: [(2, "beauty", .activate)], seconds: 2.5)
        #expect(snapshot.notice?.key == "vp.notice.unavailable")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "unavailable")
    }
}
