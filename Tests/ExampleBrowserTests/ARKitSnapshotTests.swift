import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ARKit's session in both languages: the first-frame confirmation over the scene still looking for a plane, then
/// the scene with two screens placed, three remote users (one waiting) and the first-frame time.
@MainActor
@Suite struct ARKitSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let confirm = try SessionFixture.running("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(3), seconds: 0.5)
        #expect(confirm.prompt?.key == "arkit.confirm.message")
        SnapshotAssertion.assertSession(confirm, language, width: 100, height: 30, variant: "confirm")
        let scene = try SessionFixture.running("ARKit", form: ["isFirstFrame": "true"], settings: .remoteUsers(3)) { run in
            run.session.answerPrompt(granted: true)
            run.advance(2.5)
            run.press("placeScreen")
            run.press("placeScreen")
            run.advance(3)
        }
        #expect(scene.tiles.filter { $0.appView != nil }.count == 2)
        SnapshotAssertion.assertSession(scene, language, width: 100, height: 30)
    }
}
