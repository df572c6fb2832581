import Testing
@testable import AgoraRtcSim

/// renewToken without an App Certificate: any non-empty token is accepted asynchronously.
@Suite struct RenewTokenTests {
    @Test func renewSucceedsAfterTheSimulatedRoundTrip() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        #expect(sim.engine.renewToken("fresh") == 0)
        sim.advance(0.099)
        #expect(sim.recorder.count("renewResult") == 0, "at least 100 ms")
        sim.advance(0.202)
        #expect(sim.recorder.events.last == "renewResult success")
        #expect(sim.recorder.tokens == ["fresh"])
        #expect(sim.engine.lock.locked { sim.engine.state[.main].session?.token } == "fresh")
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func aSecondRenewCancelsThePendingOne() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.engine.renewToken("first")
        sim.engine.renewToken("second")
        sim.advance(1)
        let results = sim.recorder.events.filter { $0.hasPrefix("renewResult") }
        #expect(results == ["renewResult canceledByNewRequest", "renewResult success"])
        #expect(sim.recorder.tokens == ["first", "second"])
        #expect(sim.engine.lock.locked { sim.engine.state[.main].session?.token } == "second")
    }

    @Test func leavingDropsAPendingRenew() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.engine.renewToken("late")
        sim.engine.leaveChannel(nil)
        sim.advance(1)
        #expect(sim.recorder.count("renewResult") == 0)
    }

    @Test func renewTraceHidesTheToken() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.engine.renewToken("007-very-secret")
        sim.advance(1)
        #expect(sim.trace.events.contains { $0.name == "renewToken(_:)" && $0.detail == "token: <token>" })
        #expect(sim.trace.events.contains { $0.name == "rtcEngine(_:renewTokenResult:code:)" })
        #expect(sim.trace.events.allSatisfy { !$0.description.contains("secret") })
    }
}
