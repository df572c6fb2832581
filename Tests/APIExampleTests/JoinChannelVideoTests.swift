import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelVideo in virtual time: its form's values reach the engine, and it keeps them when settings change.
@MainActor
@Suite struct JoinChannelVideoTests {
    @Test func aFormDrivenCaseKeepsItsOwnValues() throws {
        let run = try CaseRun("JoinChannelVideo")
        run.clock.advance(by: 3)
        let before = run.texts.count
        var changed = GlobalSettings()
        changed.role = "audience"
        run.session.globalSettingsChanged(from: GlobalSettings(), to: changed)
        #expect(!run.texts.dropFirst(before).contains { $0.hasPrefix("setClientRole(") })
        run.session.stop()
    }
}
