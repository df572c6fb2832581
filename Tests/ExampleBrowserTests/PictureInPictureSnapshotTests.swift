import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// PictureInPicture in both languages: the 2×2 grid inline; then PiP on, the grid in the floating window over the
/// session (whose tile area says where it went) and over the settings screen, where it keeps playing.
@MainActor
@Suite struct PictureInPictureSnapshotTests {
    static func running(pip: Bool) throws -> SessionState {
        return try SessionFixture.running("PictureInPicture", settings: .remoteUsers(2),
                                          steps: pip ? [(3, "pictureInPicture", .activate)] : [], seconds: 4)
    }

    @Test(arguments: Language.allCases)
    func inline(_ language: Language) throws {
        SnapshotAssertion.assertSession(try Self.running(pip: false), language, width: 100, height: 30)
    }

    @Test(arguments: Language.allCases)
    func floatingOverTheSessionAndOverSettings(_ language: Language) throws {
        let session = try Self.running(pip: true)
        #expect(session.pictureInPicture == .active)
        SnapshotAssertion.assertSession(session, language, width: 100, height: 30, variant: "pip")

        var state = AppState(language: language, width: 100, height: 30)
        state.screen = .session(caseId: "PictureInPicture")
        state.settings = SettingsState()
        let over = RootView.render(state, session: session, glyphs: .unicode)
        #expect(over.lines.joined().contains(language == .en ? "Picture in Picture" : "画中画"))
        SnapshotAssertion.assert(over, named: "session-PictureInPicture-pip-settings-\(language.rawValue)-100x30")
    }
}
