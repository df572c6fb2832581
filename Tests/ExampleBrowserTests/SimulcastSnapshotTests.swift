import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// Simulcast's session in both languages: the host with its layer switches and the layers panel; the audience
/// watching a remote host's layer 4, which the host does not send, so the tile shows layer 3 and says why.
@MainActor
@Suite struct SimulcastSnapshotTests {
    static var oneRemote: GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        return settings
    }

    @Test(arguments: Language.allCases)
    func host(_ language: Language) throws {
        let snapshot = try SessionFixture.running("Simulcast", settings: Self.oneRemote, seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "host")
    }

    @Test(arguments: Language.allCases)
    func audience(_ language: Language) throws {
        let snapshot = try SessionFixture.running("Simulcast", form: ["role": "audience"], settings: Self.oneRemote) { run in
            run.advance(3.5)
            run.session.set("remoteLayer", .option("layer4"))
            run.advance(2.1)
        }
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "audience")
    }
}
