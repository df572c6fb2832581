import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// QuickSwitchChannel's session in both languages: page 2 joined, its host in the page's view; and the moment after
/// the next switch, page 3 "switching" with the view of the channel left gone.
@MainActor
@Suite struct QuickSwitchChannelSnapshotTests {
    static var oneRemote: GlobalSettings {
        .remoteUsers(1)
    }

    @Test(arguments: Language.allCases)
    func joined(_ language: Language) throws {
        let snapshot = try SessionFixture.running("QuickSwitchChannel", settings: Self.oneRemote,
                                                  steps: [(1, "next", .activate)], seconds: 5.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "joined")
    }

    @Test(arguments: Language.allCases)
    func switching(_ language: Language) throws {
        let snapshot = try SessionFixture.running("QuickSwitchChannel", settings: Self.oneRemote,
                                                  steps: [(1, "next", .activate), (5.5, "next", .activate)], seconds: 5.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "switching")
    }
}
