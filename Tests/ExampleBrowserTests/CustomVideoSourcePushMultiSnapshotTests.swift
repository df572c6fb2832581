import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomVideoSourcePushMulti's session in both languages: one remote user in the first slot, then a raw track and an
/// encoded track in the next two (each slot shows what the app pushes, captioned with its track), the Destroy Track
/// button enabled.
@MainActor
@Suite struct CustomVideoSourcePushMultiSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let state = try SessionFixture.running("CustomVideoSourcePushMulti", settings: .remoteUsers(1),
                                               steps: [(2, "createTrack", .activate), (2.5, "createEncodedTrack", .activate)],
                                               seconds: 4)
        #expect(state.tiles.filter { $0.latestFrame != nil }.count == 3)
        SnapshotAssertion.assertSession(state, language, width: 100, height: 30)
    }
}
