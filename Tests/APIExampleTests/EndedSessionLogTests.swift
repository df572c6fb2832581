import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// After Back the browser keeps the ended session's log for its log viewer; the lines the engine traces while
/// leaving (leaveChannel, destroy) must reach that log even though the session object is gone by the time the
/// main queue runs them.
@MainActor
@Suite struct EndedSessionLogTests {
    /// A main-queue stand-in that runs hopped work only when told to.
    @MainActor
    final class DeferredHops {
        var pending: [@MainActor @Sendable () -> Void] = []

        func runAll() {
            while !pending.isEmpty { pending.removeFirst()() }
        }
    }

    /// The app's side: the session's state, built from its events as the browser's reducer builds it.
    @MainActor
    final class AppSide {
        var state = SessionState(caseId: "JoinChannelVideo")
    }

    @Test func leaveAndDestroyReachTheLogAfterTheSessionIsReleased() throws {
        let hops = DeferredHops()
        let clock = AgoraSimVirtualClock()
        let context = SessionContext(clock: clock, hop: { work in MainActor.assumeIsolated { hops.pending.append(work) } })
        let app = AppSide()
        let item = try CaseRun.item("JoinChannelVideo")
        var session: BaseSession? = item.makeMain(try CaseRun.configs("JoinChannelVideo"), context)
        session?.begin { [app] event in SessionReducer.reduce(&app.state, event) }
        for _ in 0..<20 {
            clock.advance(by: 0.1)
            hops.runAll()
        }
        #expect(app.state.log.heard("didJoinChannel"))
        weak let released = session
        session?.stop()
        session = nil
        #expect(released == nil, "the session should be gone before its last hops run")
        hops.runAll()
        #expect(app.state.log.called("leaveChannel"))
        #expect(app.state.log.entries.last?.event?.name == "destroy()")
    }
}
