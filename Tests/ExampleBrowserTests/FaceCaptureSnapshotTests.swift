import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// FaceCapture's session in both languages: with a licence (the face data on the local tile) and without one (the
/// original's alert over a call without the extensions).
@MainActor
@Suite struct FaceCaptureSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        var keys = KeyCenter()
        keys.faceCaptureLicense = "face-capture-licence-0123"
        let licensed = try SessionFixture.running("FaceCapture", settings: .remoteUsers(1), keyCenter: keys, seconds: 3)
        #expect(licensed.tiles.first?.notes.contains { $0.key == "faceCapture.tile.face" } == true)
        SnapshotAssertion.assertSession(licensed, language, width: 100, height: 30)
        let unlicensed = try SessionFixture.running("FaceCapture", settings: .remoteUsers(1), seconds: 2)
        #expect(unlicensed.notice?.key == "faceCapture.noLicense")
        SnapshotAssertion.assertSession(unlicensed, language, width: 100, height: 30, variant: "noLicense")
    }
}
