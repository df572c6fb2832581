import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A uid already in the channel joins again from another instance (issue 18): the SDK's duplicate login. Three
/// engines in one process on one scratch rendezvous, their clocks pumped together (`CloudPeerTests.pump`).
@Suite struct CloudSameUidTests {
    static func connectionId(_ sim: SimHarness) -> UInt64 {
        sim.engine.lock.locked { sim.engine.state[.main].cloud.connectionId }
    }

    static func heardConnection(_ sim: SimHarness, of uid: UInt) -> UInt64? {
        sim.engine.lock.locked { sim.engine.state[.main].remotes.first { $0.uid == uid }?.cloud?.connectionId }
    }

    @Test func theEarlierConnectionFailsWithSameUidLoginAndTheOthersKeepTheUser() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b, c) = (CloudPeerTests.instance(scratch), CloudPeerTests.instance(scratch), CloudPeerTests.instance(scratch))
        defer {
            [a, b, c].forEach { $0.destroy() }
            scratch.remove()
        }
        a.joinAsBroadcaster(uid: 1001)
        c.joinAsBroadcaster(uid: 3003)
        let all = [a, b, c]
        #expect(CloudPeerTests.pump(all) { c.recorder.events.contains("joined 1001") && a.recorder.events.contains("joined 3003") })
        // b's clock catches up with a's join time and passes it, so b's connection is the later one.
        CloudPeerTests.pump(all, limit: 20) { false }
        #expect(Self.heardConnection(c, of: 1001) == Self.connectionId(a))

        b.joinAsBroadcaster(uid: 1001)
        #expect(CloudPeerTests.pump(all) { a.recorder.events.contains("connection failed sameUidLogin") }, "\(a.recorder.events.suffix(6))")
        #expect(CloudPeerTests.pump(all) { b.recorder.events.contains("joined 3003") && Self.heardConnection(c, of: 1001) == Self.connectionId(b) })
        // The failed connection left the cloud without a word: past the offline timeout, the others still have the
        // uid (the later connection's user), never dropped nor joined again; the later connection stays.
        #expect(a.engine.lock.locked { a.engine.state[.main].cloud.member } == nil)
        CloudPeerTests.pump(all, step: 0.5, limit: 50) { false }
        #expect(c.recorder.count("joined 1001") == 1 && c.recorder.count("offline 1001") == 0)
        #expect(!b.recorder.events.contains { $0.hasPrefix("connection failed") } && b.recorder.count("offline 3003") == 0)
        #expect(a.engine.getConnectionState() == .failed)
        // And what c receives of uid 1001 now is b's pictures.
        let reports = c.recorder.remoteVideoStats.count
        #expect(CloudPeerTests.pump(all) {
            c.recorder.remoteVideoStats.dropFirst(reports).contains { $0.uid == 1001 && $0.receivedFrameRate > 0 }
        })
    }

    @Test func theLaterConnectionIgnoresTheEarlierOne() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = (CloudPeerTests.instance(scratch), CloudPeerTests.instance(scratch))
        defer {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
        a.joinAsBroadcaster(uid: 1001)
        CloudPeerTests.pump([a, b], limit: 30) { false }
        b.joinAsBroadcaster(uid: 1001)
        #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("connection failed sameUidLogin") })
        CloudPeerTests.pump([a, b], limit: 40) { false }
        #expect(a.recorder.count("connection failed") == 1)
        #expect(!b.recorder.events.contains { $0.hasPrefix("connection failed") || $0.hasPrefix("joined 1001") })
        #expect(b.engine.getConnectionState() == .connected)
    }
}
