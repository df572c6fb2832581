import Testing
@testable import AgoraRtcSim

/// The §4 connection timeline driven by the sim-only `simDropNetwork(for:)`, in virtual time.
@Suite struct ConnectionLossTests {
    /// Joined, remote users in view, then the link drops at a known virtual instant.
    private func droppedSession(for seconds: Double, remotes: Int = 1) -> SimHarness {
        let sim = SimHarness(remotes: remotes)
        sim.joinAsBroadcaster()
        sim.advance(4)
        #expect(sim.engine.simDropNetwork(for: seconds) == 0)
        return sim
    }

    /// Connection changes, connection lost and rejoins (without the uid).
    private func connectionEvents(_ sim: SimHarness) -> [String] {
        sim.recorder.events.compactMap { event in
            if event.hasPrefix("rejoin ") { return String(event.split(separator: " ").prefix(2).joined(separator: " ")) }
            return event.hasPrefix("connection ") || event == "lost" ? event : nil
        }
    }

    @Test func aDropShorterThanFourSecondsGoesUnnoticed() {
        let sim = droppedSession(for: 3)
        sim.advance(0)
        #expect(sim.recorder.events.contains { $0.hasPrefix("remoteVideo ") && $0.hasSuffix("frozen networkCongestion") })
        sim.advance(10)
        #expect(connectionEvents(sim) == ["connection connecting connecting", "connection connected joinSuccess"])
        #expect(sim.recorder.events.contains { $0.hasPrefix("remoteVideo ") && $0.hasSuffix("decoding networkRecovery") })
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func aSixSecondDropInterruptsAndRejoinsWithoutLoss() {
        let sim = droppedSession(for: 6)
        sim.advance(3.99)
        #expect(sim.engine.getConnectionState() == .connected)
        sim.advance(0.02)
        #expect(sim.engine.getConnectionState() == .reconnecting)
        sim.advance(10)
        #expect(Array(connectionEvents(sim).dropFirst(2)) == [
            "connection reconnecting interrupted", "connection connected rejoinSuccess", "rejoin demo",
        ])
    }

    @Test func connectionLostAtFourteenSecondsThenRejoin() {
        let sim = droppedSession(for: 30)
        sim.advance(13.99)
        #expect(sim.recorder.count("lost") == 0)
        #expect(sim.recorder.count("rtcStats") > 0)
        sim.advance(0.02)
        #expect(Array(connectionEvents(sim).dropFirst(2)) == [
            "connection reconnecting interrupted", "connection reconnecting lost", "lost",
        ])
        #expect(sim.engine.getConnectionState() == .reconnecting)
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil) == -17)
        sim.advance(16)
        #expect(connectionEvents(sim).suffix(2) == ["connection connected rejoinSuccess", "rejoin demo"])
        #expect(sim.recorder.count("offline") == 0)
    }

    @Test func failedAfterTwentyMinutesAndRetriesStop() {
        let sim = droppedSession(for: 3600, remotes: 2)
        sim.advance(1203.9)
        #expect(sim.engine.getConnectionState() == .reconnecting)
        sim.advance(0.2)
        #expect(sim.engine.getConnectionState() == .failed)
        #expect(connectionEvents(sim).last == "connection failed joinFailed")
        #expect(sim.recorder.count("offline") == 2)
        #expect(sim.recorder.events.filter { $0.hasPrefix("offline") }.allSatisfy { $0.hasSuffix("dropped") })
        #expect(sim.recorder.events.contains("localAudio stopped"))
        let count = sim.recorder.events.count
        sim.advance(3000)
        #expect(sim.recorder.events.count == count, "no retries, no stats, no remote events once FAILED")
        #expect(sim.engine.simDropNetwork(for: 1) == -8)
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil) == -17)
        #expect(sim.engine.leaveChannel(nil) == 0)
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil) == 0)
        sim.advance(1)
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func aDropDuringAnOutageExtendsIt() {
        let sim = droppedSession(for: 5)
        sim.advance(2)
        #expect(sim.engine.simDropNetwork(for: 20) == 0)
        sim.advance(11.9)
        #expect(sim.recorder.count("lost") == 0)
        sim.advance(0.2)
        #expect(sim.recorder.count("lost") == 1)
        sim.advance(7.8)
        #expect(sim.recorder.count("rejoin ") == 0)
        sim.advance(0.2)
        #expect(sim.recorder.count("rejoin ") == 1)
    }

    @Test func everyThirdIntermittentOutageIsLongEnoughToBeLost() {
        let sim = SimHarness(remotes: 1, network: .intermittent)
        sim.joinAsBroadcaster()
        sim.advance(99)
        #expect(sim.recorder.count("connection reconnecting interrupted") == 2)
        #expect(sim.recorder.count("lost") == 0)
        sim.advance(15)
        #expect(sim.recorder.count("lost") == 1)
        #expect(sim.recorder.count("rejoin ") == 2)
        sim.advance(2)
        #expect(sim.recorder.count("rejoin ") == 3)
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func dropReturnCodes() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.simDropNetwork(for: 5) == -8, "not in a channel")
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1, mediaOptions: .init(), joinSuccess: nil)
        #expect(sim.engine.simDropNetwork(for: 5) == -8, "still connecting")
        sim.advance(1)
        #expect(sim.engine.simDropNetwork(for: 0) == -2)
        #expect(sim.engine.simDropNetwork(for: -1) == -2)
        #expect(sim.engine.simDropNetwork(for: 5) == 0)
        sim.destroy()
        #expect(sim.engine.simDropNetwork(for: 5) == -7)
    }

    @Test func leavingDuringAnOutageSilencesItsTimers() {
        let sim = droppedSession(for: 3600)
        sim.advance(20)
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(0)
        let count = sim.recorder.events.count
        sim.advance(3700)
        #expect(sim.recorder.events.count == count)
        #expect(sim.clock.pendingTimerCount == 0)
    }
}
