import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// The local rendezvous (issue 18) in one process: members in a scratch directory, on real Unix sockets.
@Suite struct LocalRendezvousTests {
    /// What one member heard, from the rendezvous queue.
    final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [AgoraSimPeerMessage] = []
        private var states: [AgoraSimCloudLinkState] = []

        func add(_ message: AgoraSimPeerMessage) {
            guard message != .keepAlive else { return }
            lock.withLock { messages.append(message) }
        }

        func add(_ state: AgoraSimCloudLinkState) { lock.withLock { states.append(state) } }
        var heard: [AgoraSimPeerMessage] { lock.withLock { messages } }
        var seen: [AgoraSimCloudLinkState] { lock.withLock { states } }
    }

    static func member(_ cloud: AgoraSimLocalCloud, channel: String = "demo") -> (SimRendezvousMember, Inbox) {
        let inbox = Inbox()
        let member = cloud.rendezvousMember(channel: channel, onMessage: { message, _ in inbox.add(message) }, onState: { inbox.add($0) })
        member.start()
        return (member, inbox)
    }

    /// Polls (real time: the sockets are real) until `condition` holds or 5 s pass.
    static func eventually(_ condition: () -> Bool) -> Bool { RealTimePoll.eventually(condition) }

    /// What a member says to speak for `uid` (the relay passes on only what a link says for uids it announced).
    static func presence(_ uid: UInt32) -> AgoraSimPeerMessage {
        .presence(AgoraSimPeerPresence(uid: uid, isBroadcaster: true, publishesVideo: false, publishesAudio: false,
                                       width: 0, height: 0, fps: 0))
    }

    /// `member` announces `uid` and says it leaves, until `inbox` has heard the leave.
    static func leaveHeard(_ member: SimRendezvousMember, _ uid: UInt32, by inbox: Inbox) -> Bool {
        eventually {
            member.send(presence(uid))
            member.send(.leave(uid: uid))
            return inbox.heard.contains(.leave(uid: uid))
        }
    }

    /// A rendezvous in `scratch` and its first member, hosting.
    static func hosted(in scratch: ScratchDirectory) -> (AgoraSimLocalCloud, SimRendezvousMember) {
        let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
        let (host, _) = member(cloud)
        #expect(eventually { host.isHosting })
        return (cloud, host)
    }

    @Test func twoMembersTalkThroughTheHostAndCarryOnWhenItLeaves() throws {
        let scratch = try ScratchDirectory(prefix: "rdv")
        defer { scratch.remove() }
        let (cloud, host) = Self.hosted(in: scratch)
        let (a, inboxA) = Self.member(cloud)
        let (b, inboxB) = Self.member(cloud)
        let (elsewhere, inboxElsewhere) = Self.member(cloud, channel: "other")
        #expect(Self.eventually { inboxA.seen == [.connected] && inboxB.seen == [.connected] && inboxElsewhere.seen == [.connected] })
        var mode = stat()
        #expect(stat(cloud.socketPath, &mode) == 0 && mode.st_mode & 0o777 == 0o600)
        // Said until heard: a member is connected before the host has read its hello.
        #expect(Self.leaveHeard(a, 1, by: inboxB))

        host.stop()
        // Everyone notices, one of them hosts now, and they hear each other again.
        #expect(Self.eventually {
            [inboxA, inboxB, inboxElsewhere].allSatisfy { $0.seen == [.connected, .reconnecting, .connected] }
        })
        #expect([a, b, elsewhere].filter(\.isHosting).count == 1)
        #expect(Self.leaveHeard(b, 2, by: inboxA))
        #expect(inboxElsewhere.heard.isEmpty, "another channel hears nothing")
        // Only what was announced crosses: a leave for a uid `a` never announced is not relayed.
        a.send(.leave(uid: 77))
        #expect(Self.leaveHeard(a, 5, by: inboxB) && !inboxB.heard.contains(.leave(uid: 77)))
        for member in [a, b, elsewhere] { member.stop() }
    }

    @Test func aStaleSocketFileIsReplaced() throws {
        let scratch = try ScratchDirectory(prefix: "rdv")
        defer { scratch.remove() }
        let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
        // What a killed host leaves: a socket file nobody listens on.
        let fd = try #require(SimUnixSocket.listen(cloud.socketPath))
        close(fd)
        #expect(FileManager.default.fileExists(atPath: cloud.socketPath))
        let (member, inbox) = Self.member(cloud)
        #expect(Self.eventually { inbox.seen == [.connected] })
        #expect(member.isHosting)
        member.stop()
        #expect(!FileManager.default.fileExists(atPath: cloud.socketPath), "the host takes its socket file away")
    }

    @Test func aPeerSendingGarbageIsCutOffAndTheOthersCarryOn() throws {
        let scratch = try ScratchDirectory(prefix: "rdv")
        defer { scratch.remove() }
        let (cloud, host) = Self.hosted(in: scratch)
        let (a, inboxA) = Self.member(cloud)
        #expect(Self.eventually { inboxA.seen == [.connected] })
        guard case .connected(let rogue) = SimUnixSocket.connect(cloud.socketPath) else {
            Issue.record("no connection")
            return
        }
        var wait = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(rogue, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        let garbage = AgoraSimPeerCodec.frame(.hello(version: AgoraSimPeerCodec.version, room: cloud.room(channel: "demo")))
            + [0, 0, 0, 3, 42, 42, 42]
        _ = garbage.withUnsafeBytes { write(rogue, $0.baseAddress, $0.count) }
        var byte: UInt8 = 0
        #expect(read(rogue, &byte, 1) == 0, "the host hangs up on it")
        close(rogue)
        #expect(Self.leaveHeard(host, 9, by: inboxA))
        for member in [host, a] { member.stop() }
    }
}
