import AgoraRtcSim
import APIExample
import Testing
import TerminalKit
@testable import ExampleBrowser

/// The video media cases' sessions in both languages: the pushed clip in the local tile, the case-rendered
/// outline in the remote tile, the raw-data controls, and a file that cannot be pushed.
@MainActor
@Suite struct VideoMediaSnapshotTests {
    @Test(arguments: Language.allCases)
    func videoMediaSessions(_ language: Language) throws {
        for (caseId, width, height) in [("CustomVideoSourcePush", 100, 30), ("CustomVideoRender", 100, 30), ("RawVideoData", 80, 24)] {
            let snapshot = try SessionFixture.running(caseId, seconds: 4.5)
            var state = AppState(language: language, width: width, height: height)
            state.screen = .session(caseId: caseId)
            SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                     named: "session-\(caseId)-\(language.rawValue)-\(width)x\(height)")
        }
    }

    @Test(arguments: Language.allCases)
    func aClipThatCannotBePushed(_ language: Language) throws {
        let item = try #require(MenuRegistry.item(id: "CustomVideoSourcePush"))
        let values = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue) })
        var configs = try FieldValidator.configs(fields: item.fields, values: values).get()
        configs["file"] = .string("/no/such/clip.y4m")
        let clock = AgoraSimVirtualClock()
        let session = item.makeMain(configs, .virtual(clock: clock))
        session.start()
        clock.advance(by: 1)
        let snapshot = SessionSnapshot(caseId: item.id, session: session)
        session.stop()
        var state = AppState(language: language, width: 80, height: 24)
        state.screen = .session(caseId: item.id)
        SnapshotAssertion.assert(RootView.render(state, session: snapshot, glyphs: .unicode),
                                 named: "customVideo-fileFailed-\(language.rawValue)-80x24")
    }
}
