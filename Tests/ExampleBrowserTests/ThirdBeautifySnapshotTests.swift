import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// ThirdBeautify's session in both languages: the vendor sheet over the waiting panel, then FU Beautify's screen
/// (FaceUnity's six setup steps beside the call it still makes).
@MainActor
@Suite struct ThirdBeautifySnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let sheet = try SessionFixture.running("ThirdBeautify", settings: .remoteUsers(1), seconds: 1)
        #expect(sheet.prompt?.key == "thirdBeautify.sheet.message")
        SnapshotAssertion.assertSession(sheet, language, width: 100, height: 30, variant: "sheet")
        let joined = try SessionFixture.running("ThirdBeautify", settings: .remoteUsers(1)) { run in
            run.session.answerPrompt(granted: true)
            run.advance(3)
        }
        #expect(joined.panel?.titleKey == "thirdBeautify.panel.missing")
        SnapshotAssertion.assertSession(joined, language, width: 100, height: 30)
    }
}
