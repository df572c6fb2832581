import Testing
@testable import AgoraRtcSim

@Suite struct RemoteUserTests {
    private func uids(_ events: [String], _ prefix: String) -> [String] {
        events.filter { $0.hasPrefix(prefix) }
    }

    @Test func steadyUsersJoinWithinThreeSecondsAndStay() {
        let sim = SimHarness(remotes: 3, behavior: .steady)
        sim.joinAsBroadcaster()
        sim.advance(0.4)
        #expect(sim.recorder.count("joined") == 0, "remotes join 1–3 s after the local join")
        sim.advance(2.8)
        #expect(sim.recorder.count("joined") == 3)
        sim.advance(60)
        #expect(sim.recorder.count("joined") == 3)
        #expect(sim.recorder.count("offline") == 0)
    }

    @Test func churningUsersQuitAndComeBack() {
        let sim = SimHarness(remotes: 2, behavior: .churn)
        sim.joinAsBroadcaster()
        sim.advance(7)
        #expect(sim.recorder.count("offline") == 0, "they stay at least 8 s")
        sim.advance(20)
        let offline = uids(sim.recorder.events, "offline")
        #expect(offline.count >= 2)
        #expect(offline.allSatisfy { $0.hasSuffix("quit") })
        sim.advance(10)
        #expect(sim.recorder.count("joined") >= 4, "each rejoins after leaving")
    }

    @Test func mixedHidesAudienceAndReportsBecomeAudience() {
        let sim = SimHarness(remotes: 5, behavior: .mixed)
        sim.joinAsBroadcaster()
        sim.advance(4)
        #expect(sim.recorder.count("joined") == 4, "the audience member is invisible in live broadcasting")
        sim.advance(14)
        #expect(sim.recorder.events.contains { $0.hasPrefix("offline") && $0.hasSuffix("becomeAudience") })
        #expect(sim.engine.lock.locked { sim.engine.state[.main].remotes.filter(\.present).count } >= 4)
    }

    @Test func communicationShowsEveryUser() {
        let sim = SimHarness(remotes: 5, behavior: .mixed, profile: .communication)
        sim.joinAsBroadcaster()
        sim.advance(4)
        #expect(sim.recorder.count("joined") == 5)
    }

    @Test func remoteVideoStartsThenDecodesAndStopsWhenTheUserLeaves() {
        let sim = SimHarness(remotes: 1, behavior: .churn)
        sim.joinAsBroadcaster()
        sim.advance(4)
        let states = sim.recorder.events.filter { $0.hasPrefix("remoteVideo ") }
        #expect(states.count == 2, "\(states)")
        #expect(states.first?.hasSuffix("starting remoteUnmuted") == true)
        #expect(states.last?.hasSuffix("decoding remoteUnmuted") == true)
        sim.advance(20)
        #expect(sim.recorder.events.contains { $0.hasPrefix("remoteVideo ") && $0.hasSuffix("stopped remoteOffline") })
    }

    @Test func noRemoteVideoWithoutVideoEnabled() {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster(video: false)
        sim.advance(5)
        #expect(sim.recorder.count("joined") == 2)
        #expect(sim.recorder.count("remoteVideo") == 0)
        #expect(sim.recorder.count("remoteAudioStats") >= 2)
    }
}
