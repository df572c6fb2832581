import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
import TestSupport
@testable import ExampleBrowser

/// CustomVideoSourcePush's session in both languages: the pushed clip in the local tile (NV12, and P010 for HDR),
/// and a file that cannot be pushed.
@MainActor
@Suite struct CustomVideoSourcePushSnapshotTests {
    @Test(arguments: Language.allCases)
    func session(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoSourcePush", seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30)
    }

    /// HDR on an HDR device: the local tile says the frames go out as P010 HLG BT.2020.
    @Test(arguments: Language.allCases)
    func hdrSession(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoSourcePush", form: ["isHDR": "true"], seconds: 4.5)
        SnapshotAssertion.assertSession(snapshot, language, width: 100, height: 30, variant: "hdr")
    }

    @Test(arguments: Language.allCases)
    func aClipThatCannotBePushed(_ language: Language) throws {
        let snapshot = try SessionFixture.running("CustomVideoSourcePush", ["file": .string("/no/such/clip.y4m")], seconds: 1)
        SnapshotAssertion.assert(SessionScreen.render(snapshot, language, width: 80, height: 24),
                                 named: "customVideo-fileFailed-\(language.rawValue)-80x24")
    }
}
