import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// VideoChat in both languages: its row in the menu only with --show-hidden, marked hidden; a session with eight
/// remote users, six views ordered by uid and the three without a view in the panel.
@MainActor
@Suite struct VideoChatSnapshotTests {
    @Test(arguments: Language.allCases)
    func menuWithHiddenCases(_ language: Language) {
        let hidden = AppState(language: language, width: 100, height: 30)
        let name = language == .en ? "Group Video Chat" : "多人音视频通话"
        #expect(!RootView.render(hidden, session: nil, glyphs: .unicode).lines.joined().contains(name))
        let shown = AppState(language: language, width: 100, height: 30, showHidden: true)
        SnapshotAssertion.assert(RootView.render(shown, session: nil, glyphs: .unicode),
                                 named: "menu-show-hidden-\(language.rawValue)-100x30")
    }

    @Test(arguments: Language.allCases)
    func eightUsersSixViews(_ language: Language) throws {
        let snapshot = try SessionFixture.running("VideoChat", settings: .remoteUsers(8), seconds: 5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }
}
