import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// A peer speaks only for itself (issue 30), on the local rendezvous: a hostile client on the socket (`HostileLink`,
/// raw bytes in the wire format) cannot speak for another user, make it leave, kick it, join without a token where
/// the project has a certificate, replay what it heard, flood the others with pictures, or hold the relay's slots.
@Suite struct CloudForgeryTests {
    static let certificate = TokenFixture.certificate

    /// An instance on the rendezvous in `scratch`, of the project with `certificate` (tokens then required).
    static func instance(_ scratch: ScratchDirectory, certificate: String? = nil) -> SimHarness {
        let appId = certificate == nil ? "sim-app" : TokenFixture.appId
        return SimHarness(seed: 7, remotes: 0, certificate: certificate, appId: appId) { settings in
            settings.cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: appId)
        }
    }

    /// Joins "demo" as a broadcaster with video, with a valid token when the project has a certificate.
    static func join(_ sim: SimHarness, uid: UInt, certificate: String?) {
        sim.engine.setClientRole(.broadcaster)
        sim.engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        let token = certificate == nil ? nil : sim.tokens.uid(UInt32(uid))
        _ = sim.engine.joinChannel(byToken: token, channelId: "demo", uid: uid, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
    }

    /// Users 1001 (a) and 2002 (b) that have met, and a hostile link in their room.
    struct Scene {
        let scratch: ScratchDirectory
        let a: SimHarness
        let b: SimHarness
        let cloud: AgoraSimLocalCloud
        let certificate: String?
        /// A member in another channel hosts the relay, so the relay stays when a or b goes.
        let host: SimRendezvousMember

        init(certificate: String? = nil) throws {
            scratch = try ScratchDirectory(prefix: "forge")
            self.certificate = certificate
            // The socket is the App ID's: the same as a's and b's.
            let hostCloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester",
                                               appId: certificate == nil ? "sim-app" : TokenFixture.appId)
            let hosting = hostCloud.rendezvousMember(channel: "elsewhere", onMessage: { _, _ in }, onState: { _ in })
            hosting.start()
            #expect(RealTimePoll.eventually { hosting.isHosting })
            host = hosting
            a = CloudForgeryTests.instance(scratch, certificate: certificate)
            b = CloudForgeryTests.instance(scratch, certificate: certificate)
            cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester",
                                       appId: certificate == nil ? "sim-app" : TokenFixture.appId)
            let (a, b) = (self.a, self.b)
            CloudForgeryTests.join(a, uid: 1001, certificate: certificate)
            CloudForgeryTests.join(b, uid: 2002, certificate: certificate)
            #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("joined 2002") && b.recorder.events.contains("joined 1001") })
        }

        func hostile() throws -> HostileLink {
            try #require(HostileLink(cloud.socketPath, room: cloud.room(channel: "demo")))
        }

        /// Runs both clocks for `steps` steps of 50 ms (the hostile bytes have long crossed by then).
        func settle(_ steps: Int = 30) { CloudPeerTests.pump([a, b], limit: steps) { false } }

        func end() {
            a.destroy()
            b.destroy()
            host.stop()
            scratch.remove()
        }
    }

    static func received(_ sim: SimHarness, from uid: UInt) -> [String] { CloudDataTests.received(sim, from: uid) }

    @Test func aLinkSpeaksOnlyForTheUidsItAnnounced() throws {
        let scene = try Scene()
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let hostile = try scene.hostile()
        // Announcing itself is what anyone in the room may do.
        hostile.say(HostileWire.presence(6666))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 6666") })
        hostile.say(HostileWire.dataMessage(1001, "forged"))
        hostile.say(.leave(uid: 1001))
        hostile.say(.leave(uid: 1001), uid: 6666)
        scene.settle()
        #expect(Self.received(b, from: 1001).isEmpty && !b.recorder.events.contains("offline 1001 quit"))
        #expect(!b.recorder.events.contains("offline 6666 quit"), "an envelope whose header lies about its uid is dropped")
        // Nor may it borrow a's sender id, read off the wire: the relay hangs up on it.
        let heard = try #require(hostile.read(for: 0.5))
        let senderOfA = heard.compactMap { message -> UInt64? in
            guard case .envelope(let envelope) = message, envelope.uid == 1001 else { return nil }
            return envelope.sender
        }.first
        let borrowed = try #require(senderOfA)
        let thief = try scene.hostile()
        thief.say(HostileWire.dataMessage(1001, "borrowed"), sender: borrowed)
        #expect(thief.isHungUp(within: 3))
        // a's own words still cross.
        let stream = CloudDataTests.stream(a)
        #expect(a.engine.sendStreamMessage(stream, data: Data("real".utf8)) == 0)
        #expect(CloudPeerTests.pump([a, b]) { !Self.received(b, from: 1001).isEmpty })
        #expect(Self.received(b, from: 1001).allSatisfy { $0.hasSuffix("\"real\"") })
        #expect(!b.recorder.events.contains { $0.hasPrefix("offline 1001") })
    }

    /// Without a certificate a second login takes a uid over, as on the service; a presence that says no later login
    /// (an earlier join time) takes nothing, and gives its sender no voice for the uid.
    @Test func aPresenceThatIsNoLaterLoginTakesNothingOver() throws {
        let scene = try Scene()
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let hostile = try scene.hostile()
        hostile.say(HostileWire.presence(1001, joinedAtMs: 1))
        hostile.say(HostileWire.dataMessage(1001, "forged"))
        scene.settle()
        #expect(Self.received(b, from: 1001).isEmpty)
        #expect(!a.recorder.events.contains { $0.hasPrefix("connection failed") })
        #expect(b.engine.lock.locked { b.engine.state[.main].remotes.first { $0.uid == 1001 }?.cloud?.joinedAtMs ?? 0 } > 1)
    }

    @Test func withACertificateNobodyWithoutItJoinsKicksOrSpeaks() throws {
        let scene = try Scene(certificate: Self.certificate)
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let hostile = try scene.hostile()
        // A later login of 1001 and a token-less join, in plain envelopes: nobody with the certificate takes them.
        hostile.say(HostileWire.presence(1001))
        hostile.say(HostileWire.presence(7777))
        hostile.say(HostileWire.dataMessage(1001, "forged"))
        // And a sealed-looking one it cannot have sealed.
        var forged = AgoraSimPeerEnvelope(sender: hostile.wire.sender, sequence: 99, sentAtMs: HostileWire.nowMs(), uid: 7777,
                                          content: AgoraSimPeerCodec.Kind.presence.rawValue, isSealed: true,
                                          body: [UInt8](repeating: 0x5A, count: 80))
        hostile.send(.envelope(forged))
        forged.sequence = 100
        forged.uid = 1001
        hostile.send(.envelope(forged))
        scene.settle()
        #expect(!a.recorder.events.contains { $0.hasPrefix("connection failed") })
        #expect(!b.recorder.events.contains("joined 7777") && Self.received(b, from: 1001).isEmpty)
        #expect(!b.recorder.events.contains { $0.hasPrefix("offline 1001") })
    }

    /// A member that has the certificate (so its envelopes open) is still admitted only with a valid token; a valid
    /// one for a uid already there is a real second login, and the earlier connection fails as the SDK's does.
    @Test func withACertificateOnlyAValidTokenJoinsOrTakesAUidOver() throws {
        let scene = try Scene(certificate: Self.certificate)
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let tokens = b.tokens
        // The relay passes on four uids a link announced: the wrong tokens take up one link's.
        let wrong = try Self.certifiedMember(scene)
        defer { wrong.stop() }
        wrong.send(HostileWire.presence(7001))
        wrong.send(HostileWire.presence(7002, token: tokens.uid(7999)))
        wrong.send(HostileWire.presence(7003, token: tokens.uid(7003, channel: "other")))
        wrong.send(HostileWire.presence(7004, token: tokens.uid(7004, certificate: TokenFixture.otherCertificate)))
        let right = try Self.certifiedMember(scene)
        defer { right.stop() }
        right.send(HostileWire.presence(7005, token: tokens.uid(7005)))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 7005") })
        scene.settle(10)
        #expect(!b.recorder.events.contains { ["joined 7001", "joined 7002", "joined 7003", "joined 7004"].contains($0) })
        right.send(HostileWire.presence(1001, token: tokens.uid(1001)))
        #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("connection failed sameUidLogin") })
    }

    /// A bare member of the room with the project's certificate (its envelopes open), connected to the relay.
    static func certifiedMember(_ scene: Scene) throws -> any AgoraSimCloudMember {
        let linked = SimLocked(false)
        let member = scene.cloud.member(channel: "demo", certificate: Self.certificate, onMessage: { _, _ in },
                                        onState: { state in linked.withLock { $0 = state == .connected } })
        member.start()
        #expect(RealTimePoll.eventually { linked.withLock { $0 } })
        // Connected comes before the relay has read the hello: a moment for it.
        usleep(100_000)
        return member
    }

    /// What a client heard and says again (the relay lets it once the original sender's link is gone) is old news:
    /// a user who left does not come back.
    @Test(arguments: [nil, CloudForgeryTests.certificate])
    func aReplayedPresenceBringsNobodyBack(certificate: String?) throws {
        let scene = try Scene(certificate: certificate)
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let listener = try scene.hostile()
        // Past a heartbeat: a's presence has crossed.
        scene.settle(40)
        let heard = try #require(listener.read(for: 0.5))
        let presence = try #require(heard.last { message in
            guard case .envelope(let envelope) = message else { return false }
            return envelope.uid == 1001 && envelope.content == AgoraSimPeerCodec.Kind.presence.rawValue
        })
        a.engine.leaveChannel()
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("offline 1001 quit") })
        // The relay passes it on once a's link is gone (its sender id free): b's own check is what refuses it.
        var relayed = false
        for _ in 0..<10 where !relayed {
            scene.settle(5)
            let replayer = try scene.hostile()
            replayer.send(presence)
            relayed = listener.read(for: 0.3)?.contains(presence) == true
        }
        #expect(relayed)
        scene.settle()
        #expect(b.recorder.count("joined 1001") == 1)
    }

    @Test func aPictureFloodShowsNoMoreThanACamerasRate() throws {
        let scene = try Scene()
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let hostile = try scene.hostile()
        hostile.say(HostileWire.presence(3003))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 3003") })
        var sequence: UInt32 = 0
        let reports = b.recorder.remoteVideoStats.count
        // Virtual time at about twice real time, so what the relay passes on (its budget is in real time) is more
        // pictures a virtual second than the receiver takes.
        for _ in 0..<250 {
            for _ in 0..<10 {
                sequence += 1
                hostile.say(HostileWire.picture(3003, sequence: sequence))
            }
            CloudPeerTests.pump([a, b], step: 0.02, limit: 1) { false }
        }
        let stats = b.recorder.remoteVideoStats.dropFirst(reports).filter { $0.uid == 3003 }
        #expect(!stats.isEmpty && stats.contains { $0.receivedFrameRate > 0 })
        #expect(stats.allSatisfy { $0.receivedFrameRate <= 60 }, "\(stats.map(\.receivedFrameRate))")
    }

    @Test func aConnectionThatSaysNoHelloIsClosed() throws {
        let scene = try Scene()
        defer { scene.end() }
        let silent = try #require(HostileLink(scene.cloud.socketPath, room: nil))
        #expect(silent.isHungUp(within: SimRendezvousHost.helloTimeout + 2))
    }

    @Test func theRelayHoldsAtMostItsLinksAndSaysSoOnce() throws {
        let scratch = try ScratchDirectory(prefix: "forge")
        defer { scratch.remove() }
        let problems = SimLocked<[String]>([])
        let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app",
                                       onProblem: { problem in problems.withLock { $0.append(problem) } })
        let host = cloud.rendezvousMember(channel: "demo", onMessage: { _, _ in }, onState: { _ in })
        host.start()
        defer { host.stop() }
        #expect(RealTimePoll.eventually { host.isHosting })
        let room = cloud.room(channel: "demo")
        // The host's own link holds one slot.
        let links = (0..<(SimRendezvousHost.maxLinks + 5)).compactMap { _ in HostileLink(cloud.socketPath, room: room) }
        #expect(links.count == SimRendezvousHost.maxLinks + 5)
        let refused = links.filter { $0.isHungUp(within: 0.05) }
        #expect(refused.count == 6, "\(refused.count) refused")
        #expect(problems.withLock { $0 }.count == 1)
        #expect(problems.withLock { $0 }.first?.contains("\(SimRendezvousHost.maxLinks)") == true)
    }
}
