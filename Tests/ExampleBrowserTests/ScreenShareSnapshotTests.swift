import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ScreenShare's session in both languages: the system's sheet asking to start the broadcast, and the screen shared,
/// its tile showing the session's own off-screen 100×30 screen (with that tile a placeholder inside it) and the
/// panel saying the uid now publishes the screen.
@MainActor
@Suite struct ScreenShareSnapshotTests {
    static func settings() -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = 1
        return settings
    }

    @Test(arguments: Language.allCases)
    func theSheet(_ language: Language) throws {
        let snapshot = try SessionFixture.running("ScreenShare", settings: Self.settings(),
                                                  steps: [(3, "startScreen", .activate)], seconds: 3.5)
        #expect(snapshot.prompt?.control == "startScreen")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "sheet")
    }

    @Test(arguments: Language.allCases)
    func sharing(_ language: Language) throws {
        let snapshot = try SessionFixture.running("ScreenShare", settings: Self.settings()) { run in
            let display = OffscreenDisplay(host: run.session)
            run.advance(3)
            run.press("startScreen")
            run.session.answerPrompt(granted: true)
            for _ in 0..<30 {
                display.refresh()
                run.advance(0.1)
            }
        }
        #expect(snapshot.panel?.lines.last?.arguments.last == "screenShare.publishing.screen")
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "sharing")
    }
}
