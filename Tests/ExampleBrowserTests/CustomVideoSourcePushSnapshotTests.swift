import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomVideoSourcePush's session in both languages: the pushed clip in the local tile, and a file that cannot be
/// pushed.
@MainActor
@Suite struct CustomVideoSourcePushSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoSourcePush", seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }

    @Test(arguments: Language.allCases)
    func aClipThatCannotBePushed(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoSourcePush", ["file": .string("/no/such/clip.y4m")], seconds: 1)
        SnapshotAssertion.assert(SessionScreen.render(snapshot, language, width: 80, height: 24),
                                 named: "customVideo-fileFailed-\(language.rawValue)-80x24")
    }
}
