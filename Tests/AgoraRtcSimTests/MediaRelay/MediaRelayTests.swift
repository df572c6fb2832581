import Foundation
import Testing
@testable import AgoraRtcSim

/// Channel media relay (§8.2): the call's checks, the state machine with the legacy events in order, updates,
/// pause/resume, the tokens of both ends (refused and expiring), and the relay user the destination channels count,
/// in virtual time.
@Suite struct MediaRelayTests {
    private func relayEvents(_ sim: SimHarness) -> [String] {
        sim.recorder.events.filter { $0.hasPrefix("relay") }
    }

    private func config(_ destinations: [String], source: String? = nil, sourceToken: String? = nil,
                        tokens: [String: String] = [:]) -> AgoraChannelMediaRelayConfiguration {
        var config = AgoraChannelMediaRelayConfiguration()
        config.sourceInfo = AgoraChannelMediaRelayInfo(token: sourceToken, channelName: source, uid: 0)
        for name in destinations { config.setDestinationInfo(AgoraChannelMediaRelayInfo(token: tokens[name]), forChannelName: name) }
        return config
    }

    @Test func theCallChecksItsArgumentsAndThatAHostIsInTheChannel() {
        let sim = SimHarness(remotes: 1)
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["d1"])) == -8, "not joined")
        #expect(sim.engine.stopChannelMediaRelay() == -5 && sim.engine.pauseAllChannelMediaRelay() == -5
            && sim.engine.resumeAllChannelMediaRelay() == -5, "no relay")
        sim.joinAsBroadcaster()
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config([])) == -2, "no destination")
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config((1...7).map { "d\($0)" })) == -2, "seven destinations")
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["bad/name"])) == -2)
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["demo"])) == -2, "the source itself")
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["d1"], source: "other")) == -2, "another source channel")
        var empty = AgoraChannelMediaRelayConfiguration()
        let added = empty.setDestinationInfo(AgoraChannelMediaRelayInfo(token: nil), forChannelName: "")
        #expect(!added && empty.destinationInfos.isEmpty)
        sim.advance(2)
        #expect(relayEvents(sim).isEmpty)
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config((1...6).map { "d\($0)" })) == 0, "six is the limit")
        sim.destroy()

        let audience = SimHarness(remotes: 1)
        audience.joinAsBroadcaster()
        audience.engine.setClientRole(.audience)
        audience.advance(0.5)
        #expect(audience.engine.startOrUpdateChannelMediaRelay(config(["d1"])) == -8, "audience may not relay")
        audience.destroy()
    }

    @Test func startRunsWithTheEventsInOrderAndTheDestinationCountsTheRelayUser() {
        let sim = SimHarness(remotes: 2)
        sim.joinAsBroadcaster()
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["d1"])) == 0)
        sim.advance(0)
        #expect(relayEvents(sim) == ["relay connecting none"])
        #expect(sim.engine.simMediaRelayDestinations.first?.relayUserPresent == false)
        sim.advance(2)
        #expect(relayEvents(sim) == ["relay connecting none", "relayEvent connected", "relayEvent joinedSourceChannel",
                                     "relayEvent joinedDestinationChannel", "relay running none",
                                     "relayEvent sentToDestinationChannel", "relayEvent receivedAudioPacketFromSource",
                                     "relayEvent receivedVideoPacketFromSource"])
        let destination = sim.engine.simMediaRelayDestinations
        #expect(destination.count == 1 && destination[0].channelName == "d1" && destination[0].relayUserPresent
            && destination[0].receiving && destination[0].userCount == 3, "two simulated people and the relay user")
        #expect(destination[0].relayUid >= 1_000_000, "uid 0: the server picks the relay user's uid")
        #expect(sim.engine.stopChannelMediaRelay() == 0)
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relay idle none")
        #expect(sim.engine.simMediaRelayDestinations.isEmpty)
        #expect(sim.engine.stopChannelMediaRelay() == -5)
        sim.destroy()
    }

    @Test func pauseAndResumeKeepTheRelayUserAndReportTheirEvents() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1"]))
        sim.advance(2)
        #expect(sim.engine.pauseAllChannelMediaRelay() == 0)
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relayEvent pauseSendPacketToDestChannelSuccess")
        let paused = sim.engine.simMediaRelayDestinations[0]
        #expect(paused.relayUserPresent && !paused.receiving && paused.userCount == 1)
        #expect(sim.engine.resumeAllChannelMediaRelay() == 0)
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relayEvent resumeSendPacketToDestChannelSuccess")
        #expect(sim.engine.simMediaRelayDestinations[0].receiving)
        #expect(!relayEvents(sim).contains { $0.hasPrefix("relay ") && !$0.hasSuffix("none") })
        sim.destroy()
    }

    @Test func anUpdateAddsOrDropsDestinationsAndTheSameOneChangesNothing() {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1"]))
        sim.advance(2)
        let firstUid = sim.engine.simMediaRelayDestinations[0].relayUid
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["d1"])) == 0)
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relayEvent updateDestinationChannelNotChange")
        #expect(sim.engine.startOrUpdateChannelMediaRelay(config(["d1", "d2"])) == 0)
        sim.advance(0.5)
        #expect(Array(relayEvents(sim).suffix(2)) == ["relayEvent joinedDestinationChannel", "relayEvent updateDestinationChannel"])
        let both = sim.engine.simMediaRelayDestinations
        #expect(both.map(\.channelName) == ["d1", "d2"] && both.allSatisfy(\.receiving))
        #expect(both[0].relayUid == firstUid, "the relay user already in d1 stays")
        sim.engine.startOrUpdateChannelMediaRelay(config(["d2"]))
        sim.advance(0.5)
        #expect(sim.engine.simMediaRelayDestinations.map(\.channelName) == ["d2"])
        #expect(relayEvents(sim).filter { $0.hasPrefix("relay ") } == ["relay connecting none", "relay running none"],
                "updates never leave RUNNING")
        sim.destroy()
    }

    @Test func leavingTheChannelEndsTheRelay() {
        let sim = SimHarness(remotes: 1)
        sim.joinAsBroadcaster()
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1"]))
        sim.advance(2)
        sim.engine.leaveChannel(nil)
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relay idle none")
        #expect(sim.engine.simMediaRelayDestinations.isEmpty && sim.engine.stopChannelMediaRelay() == -5)
        sim.destroy()
    }

    @Test func aRefusedDestinationTokenFailsTheRelayWithFive() {
        let sim = TokenFixture.harness(remotes: 1)
        sim.join(token: sim.tokens.uid(0))
        let wrong = sim.tokens.uid(0, channel: "elsewhere")
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1"], sourceToken: sim.tokens.uid(0), tokens: ["d1": wrong]))
        sim.advance(2)
        #expect(relayEvents(sim).last == "relay failure failedJoinDestinationChannel")
        #expect(sim.engine.simMediaRelayDestinations.allSatisfy { !$0.relayUserPresent && $0.userCount == 1 })
        #expect(sim.engine.pauseAllChannelMediaRelay() == -5, "nothing to pause after a failure")
        #expect(sim.engine.stopChannelMediaRelay() == 0, "stop releases the failed relay")
        sim.advance(0.5)
        #expect(relayEvents(sim).last == "relay idle none")
        sim.destroy()
    }

    @Test func aRefusedSourceTokenFailsTheRelayWithFour() {
        let sim = TokenFixture.harness(remotes: 1)
        sim.join(token: sim.tokens.uid(0))
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1"], sourceToken: nil, tokens: ["d1": sim.tokens.uid(0, channel: "d1")]))
        sim.advance(2)
        #expect(relayEvents(sim) == ["relay connecting none", "relayEvent connected", "relay failure failedJoinSourceChannel"])
        sim.destroy()
    }

    @Test func theFirstTokenToExpireStopsTheWholeRelay() {
        let sim = TokenFixture.harness(remotes: 1)
        sim.join(token: sim.tokens.uid(0))
        let tokens = ["d1": sim.tokens.uid(0, channel: "d1", expire: 600), "d2": sim.tokens.uid(0, channel: "d2", expire: 60)]
        sim.engine.startOrUpdateChannelMediaRelay(config(["d1", "d2"], sourceToken: sim.tokens.uid(0), tokens: tokens))
        sim.advance(2)
        #expect(relayEvents(sim).contains("relay running none"))
        #expect(sim.engine.simMediaRelayDestinations.allSatisfy { $0.receiving })
        sim.advance(56)
        #expect(relayEvents(sim).last != "relay failure destinationTokenExpired", "d2's token lasts 60 s")
        sim.advance(3)
        #expect(relayEvents(sim).last == "relay failure destinationTokenExpired")
        #expect(sim.engine.simMediaRelayDestinations.allSatisfy { !$0.relayUserPresent }, "both relay users are gone")
        #expect(sim.state == .connected, "the host's own connection is not touched")
        sim.destroy()

        let source = TokenFixture.harness(remotes: 1)
        source.join(token: source.tokens.uid(0))
        source.engine.startOrUpdateChannelMediaRelay(config(["d1"], sourceToken: source.tokens.uid(0, expire: 30),
                                                           tokens: ["d1": source.tokens.uid(0, channel: "d1")]))
        source.advance(31)
        #expect(relayEvents(source).last == "relay failure sourceTokenExpired")
        source.destroy()
    }
}
