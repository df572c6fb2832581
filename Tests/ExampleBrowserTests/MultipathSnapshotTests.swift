import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// Multipath's session in both languages: a host in dynamic mode, the local tile's "Multi Path" line, the switch,
/// and the panel with the mode and each path's bitrates.
@MainActor
@Suite struct MultipathSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("Multipath", settings: .remoteUsers(1), seconds: 4.6)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
