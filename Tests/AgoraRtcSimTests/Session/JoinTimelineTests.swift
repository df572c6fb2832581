import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct JoinTimelineTests {
    @Test func joinGoesConnectingThenConnectedWithinTheDocumentedWindow() {
        let sim = SimHarness(remotes: 0)
        let options = AgoraRtcChannelMediaOptions()
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 42, mediaOptions: options, joinSuccess: nil) == 0)
        #expect(sim.engine.getConnectionState() == .connecting)
        #expect(sim.recorder.events.isEmpty, "callbacks are asynchronous")
        sim.advance(0)
        #expect(sim.recorder.events == ["connection connecting connecting"])
        sim.advance(0.19)
        #expect(sim.recorder.count("join") == 0, "join success takes at least 200 ms")
        sim.advance(0.25)
        let events = sim.recorder.events
        #expect(events.count >= 3)
        #expect(events[1] == "connection connected joinSuccess")
        let join = events[2].split(separator: " ")
        #expect(join[0] == "join" && join[1] == "demo" && join[2] == "42")
        let elapsed = Int(join[3]) ?? -1
        #expect((200...400).contains(elapsed))
        #expect(sim.engine.getConnectionState() == .connected)
    }

    @Test func joinSuccessBlockGetsChannelUidAndElapsed() {
        let sim = SimHarness(remotes: 0)
        let box = TraceLog()
        sim.engine.joinChannel(byToken: nil, channelId: "block", uid: 0, mediaOptions: .init()) { channel, uid, elapsed in
            box.append(AgoraSimTraceEvent(timeMs: elapsed, kind: .callback, name: channel, detail: "\(uid)",
                                          result: nil, isPeriodic: false))
        }
        sim.advance(1)
        let calls = box.events
        #expect(calls.count == 1)
        #expect(calls.first?.name == "block")
        #expect(calls.first?.detail != "0")
    }

    @Test func leaveReportsDisconnectedLeaveChannelAndStats() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        sim.advance(5)
        let stats = TraceLog()
        #expect(sim.engine.leaveChannel { s in
            stats.append(AgoraSimTraceEvent(timeMs: s.duration, kind: .callback, name: "leave", detail: "",
                                            result: nil, isPeriodic: false))
        } == 0)
        #expect(sim.engine.getConnectionState() == .disconnected)
        sim.advance(0)
        let tail = sim.recorder.events.suffix(2)
        #expect(Array(tail) == ["connection disconnected leaveChannel", "leave 5"])
        #expect(stats.events.map(\.timeMs) == [5])
        sim.advance(10)
        #expect(sim.recorder.count("rtcStats") == 2, "no stats after leaving")
    }

    @Test func leaveWhileConnectingCancelsTheJoin() {
        let sim = SimHarness(remotes: 1)
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1, mediaOptions: .init(), joinSuccess: nil)
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(10)
        #expect(sim.recorder.count("join ") == 0)
        #expect(sim.recorder.count("joined") == 0)
        #expect(sim.recorder.events.last == "leave 0")
    }

    @Test func uidZeroIsAssignedDeterministicallyPerSeed() {
        func assignedUid(seed: UInt64) -> UInt? {
            let sim = SimHarness(seed: seed, remotes: 0)
            sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil)
            sim.advance(1)
            return sim.recorder.events.first { $0.hasPrefix("join ") }.flatMap { UInt($0.split(separator: " ")[2]) }
        }
        let first = assignedUid(seed: 11)
        #expect(first != nil && first != 0)
        #expect((first ?? 0) <= UInt(UInt32.max))
        #expect(assignedUid(seed: 11) == first)
        #expect(assignedUid(seed: 12) != first)
    }

    @Test func certificateWithoutTokenFailsWithInvalidToken() {
        let sim = SimHarness(remotes: 1, certificate: "0123456789abcdef0123456789abcdef")
        sim.joinAsBroadcaster()
        #expect(sim.recorder.events.contains("connection failed invalidToken"))
        #expect(sim.recorder.events.contains("error invalidToken"))
        #expect(sim.engine.getConnectionState() == .failed)
        #expect(sim.recorder.count("join ") == 0)
        #expect(sim.engine.joinChannel(byToken: "t", channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil) == -17)
        #expect(sim.engine.leaveChannel(nil) == 0)
    }

    @Test func intermittentNetworkInterruptsAndRejoins() {
        let sim = SimHarness(remotes: 1, network: .intermittent)
        sim.joinAsBroadcaster()
        sim.advance(23)
        #expect(!sim.recorder.events.contains("connection reconnecting interrupted"))
        sim.advance(2)
        #expect(sim.recorder.events.contains("connection reconnecting interrupted"))
        #expect(sim.engine.getConnectionState() == .reconnecting)
        sim.advance(3)
        #expect(sim.recorder.events.contains("connection connected rejoinSuccess"))
        #expect(sim.recorder.count("rejoin demo") == 1)
        #expect(sim.engine.getConnectionState() == .connected)
    }
}
