import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomAudioSource's session in both languages: the local audio tile (the app's own recording going out) and the
/// remote users' audio tiles.
@MainActor
@Suite struct CustomAudioSourceSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let state = try SessionFixture.running("CustomAudioSource", settings: .remoteUsers(2), seconds: 4)
        #expect(state.tiles.allSatisfy { $0.audioOnly })
        SnapshotAssertion.assertSession(state, language, width: 100, height: 30)
    }
}
