import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// PrecallTest's screen in both languages: the probe's quality and seven figures once it is done, the audio echo
/// test's countdown, and the camera test's returning picture in its own tile.
@MainActor
@Suite struct PrecallTestSnapshotTests {
    @Test(arguments: Language.allCases)
    func probeResult(_ language: Language) throws {
        let snapshot = try SessionFixture.running("PrecallTest", steps: [(0.5, "lastmileTest", .activate)], seconds: 31)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "probe")
    }

    @Test(arguments: Language.allCases)
    func audioEchoCountdown(_ language: Language) throws {
        let snapshot = try SessionFixture.running("PrecallTest", steps: [(0.5, "audioEchoTest", .activate)], seconds: 3)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "echo")
    }

    @Test(arguments: Language.allCases)
    func cameraTest(_ language: Language) throws {
        let snapshot = try SessionFixture.running("PrecallTest", steps: [(0.5, "cameraTest", .activate)], seconds: 3.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "camera")
    }
}
