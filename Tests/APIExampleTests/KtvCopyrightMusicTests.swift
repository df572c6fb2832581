import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// KtvCopyrightMusic: the original's documentation link, no engine; the session asks for the terminal's own text
/// selection so the link can be copied.
@MainActor
@Suite struct KtvCopyrightMusicTests {
    @Test func theLinkWithoutAnEngine() throws {
        let run = try CaseRun("KtvCopyrightMusic", seconds: 2)
        #expect(run.session.engine == nil)
        #expect(run.panelText.contains("https://docs.agora.io/en/interactive-live-streaming/overview/product-overview?platform=ios"))
        #expect(run.session.state.wantsTextSelection)
        #expect(run.session.log.entries.allSatisfy { $0.kind == .app }, "\(run.trail)")
        #expect(run.session.tiles.isEmpty && run.session.controls.isEmpty)
        run.session.stop()
        #expect(run.session.log.entries.allSatisfy { $0.kind == .app }, "no leave or destroy: nothing was created")
    }

    @Test func otherCasesKeepTheMouse() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 1)
        #expect(!run.session.state.wantsTextSelection)
        run.session.stop()
    }
}
