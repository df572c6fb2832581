import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// Two engines in one process, each with its own cloud client on a scratch rendezvous (issue 18): each instance's
/// user is the other's remote user. The sockets are real, so the clocks are pumped in small virtual steps with a
/// little real time between them for the messages to cross.
@Suite struct CloudPeerTests {
    static func instance(_ scratch: ScratchDirectory, seed: UInt64 = 7) -> SimHarness {
        SimHarness(seed: seed, remotes: 0) { settings in
            settings.cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
        }
    }

    /// Real time between two virtual steps, for the messages of one step to cross before the next: 10 ms, times
    /// `APIEXAMPLE_TEST_TIME_SCALE` where a build runs slower than the clocks assume (ThreadSanitizer's, whose
    /// sockets and queues lag so far behind 10 ms that what the tests measure, delay, rates and freezes, would be
    /// the sanitizer's cost instead of the engine's).
    static let realPause: useconds_t = {
        let scale = ProcessInfo.processInfo.environment["APIEXAMPLE_TEST_TIME_SCALE"].flatMap(Double.init) ?? 1
        return useconds_t(10_000 * min(max(scale, 1), 50))
    }()

    /// Advances every clock by `step` until `condition` holds; false after `limit` steps.
    @discardableResult
    static func pump(_ sims: [SimHarness], step: Double = 0.05, limit: Int = 400, until condition: () -> Bool) -> Bool {
        for _ in 0..<limit {
            if condition() { return true }
            for sim in sims { sim.advance(step) }
            usleep(realPause)
        }
        return condition()
    }

    /// Joins `a` as user 1001 and `b` as 2002 in "demo"; whether each has seen the other join.
    static func meet(_ a: SimHarness, _ b: SimHarness) -> Bool {
        a.joinAsBroadcaster(uid: 1001)
        b.joinAsBroadcaster(uid: 2002)
        return pump([a, b]) { a.recorder.events.contains("joined 2002") && b.recorder.events.contains("joined 1001") }
    }

    /// Two instances in "demo", users 1001 (a) and 2002 (b), that have seen each other join; `before` runs first
    /// in the same rendezvous directory.
    struct Pair {
        let scratch: ScratchDirectory
        let a: SimHarness
        let b: SimHarness
        let met: Bool

        init(before: (ScratchDirectory) -> Void = { _ in }) throws {
            scratch = try ScratchDirectory(prefix: "cloud")
            before(scratch)
            a = CloudPeerTests.instance(scratch)
            b = CloudPeerTests.instance(scratch)
            met = CloudPeerTests.meet(a, b)
        }

        /// Called by each test when done (a deinit could run as soon as the test last reads `pair`).
        func end() {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
    }

    static func bindViews(_ sim: SimHarness, _ uid: UInt) -> AgoraVideoView {
        let view = AgoraVideoView()
        sim.engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .hidden))
        return view
    }

    /// Two terminals started alike (one seed) joining with uid 0: the cloud gives each its own uid, and they meet.
    @Test func uidZeroJoinsOfOneSeedGetTwoUidsAndMeet() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = (Self.instance(scratch), Self.instance(scratch))
        defer {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
        a.joinAsBroadcaster(uid: 0)
        b.joinAsBroadcaster(uid: 0)
        func uid(_ sim: SimHarness) -> String? {
            sim.recorder.events.first { $0.hasPrefix("join demo ") }?.split(separator: " ").dropFirst(2).first.map(String.init)
        }
        let (uidA, uidB) = (try #require(uid(a)), try #require(uid(b)))
        #expect(uidA != uidB)
        #expect(Self.pump([a, b]) { a.recorder.events.contains("joined \(uidB)") && b.recorder.events.contains("joined \(uidA)") })
    }

    @Test func peersJoinSendPicturesAndLeaveWithQuit() throws {
        let pair = try Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let view = Self.bindViews(b, 1001)
        #expect(Self.pump([a, b]) {
            view.latestFrame != nil && b.recorder.remoteVideoStats.contains { $0.uid == 1001 && $0.receivedFrameRate > 0 }
        })
        // The first period may have begun before the first picture: the next whole one is measured.
        let reports = b.recorder.remoteVideoStats.count
        Self.pump([a, b]) { b.recorder.remoteVideoStats.count > reports + 1 }
        let stats = try #require(b.recorder.remoteVideoStats.last { $0.uid == 1001 })
        let frame = try #require(view.latestFrame)
        #expect(frame.uid == 1001 && max(frame.lumaWidth, frame.lumaHeight) <= 64)
        // What arrived: about the sender's 15 fps (a loaded machine, a sanitizer's build, delivers pictures that
        // queued up in bursts, so one period can hold fewer or a few more; counting a picture twice would give 30),
        // and the bitrate of those pictures' bytes, not a network profile's figure.
        #expect((1...22).contains(stats.receivedFrameRate), "\(stats.receivedFrameRate) fps")
        let kbitPerPicture = Double(AgoraSimPeerCodec.pictureHeaderBytes + AgoraSimPeerPicture.planeBytes(lumaWidth: frame.lumaWidth, lumaHeight: frame.lumaHeight)) * 8 / 1000
        #expect(abs(Double(stats.receivedBitrate) - Double(stats.receivedFrameRate) * kbitPerPicture) <= kbitPerPicture)
        // Measured: nothing lost between two engines on one machine, and the delay only what the pumping adds.
        #expect(stats.packetLossRate == 0 && (0...2000).contains(stats.delay), "\(stats)")
        #expect(b.recorder.events.contains { $0.hasPrefix("firstRemoteFrame 1001 ") })

        a.engine.leaveChannel()
        #expect(Self.pump([a, b]) { b.recorder.events.contains("offline 1001 quit") }, "\(b.recorder.events.filter { !$0.contains("tats") && !$0.hasPrefix("networkQuality") }.suffix(8)) a: \(a.recorder.events.filter { !$0.contains("tats") && !$0.hasPrefix("networkQuality") }.suffix(8))")
    }

    @Test func aRoleChangeIsSeenAsOfflineAndJoined() throws {
        let pair = try Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        a.engine.setClientRole(.audience)
        #expect(Self.pump([a, b]) { b.recorder.events.contains("offline 1001 becomeAudience") })
        a.engine.setClientRole(.broadcaster)
        #expect(Self.pump([a, b]) { b.recorder.count("joined 1001") == 2 })
    }

    @Test func aVanishedPeerIsDroppedAfterTheOfflineTimeout() throws {
        let pair = try Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        // What kill -9 leaves: the socket closes, and no leave was said.
        a.engine.lock.locked { a.engine.state[.main].cloud.member }?.stop()
        let vanishedAt = b.clock.now
        #expect(Self.pump([b], step: 0.5, limit: 200) { b.recorder.events.contains("offline 1001 dropped") })
        let waited = b.clock.now - vanishedAt
        #expect(waited >= AgoraRtcEngineKit.cloudOfflineTimeout && waited <= AgoraRtcEngineKit.cloudOfflineTimeout + 3)
    }

    @Test func whenTheHostingInstanceGoesTheOthersReconnectAndStillSeeEachOther() throws {
        var hosting: SimRendezvousMember?
        let pair = try Pair { scratch in
            // A third instance, in another channel, hosts the rendezvous.
            let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
            hosting = cloud.rendezvousMember(channel: "elsewhere", onMessage: { _, _ in }, onState: { _ in })
            hosting?.start()
            #expect(RealTimePoll.eventually { hosting?.isHosting == true })
        }
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        let host = try #require(hosting)
        host.stop()
        for sim in [a, b] {
            #expect(Self.pump([a, b]) {
                sim.recorder.events.contains("connection reconnecting interrupted")
                    && sim.recorder.events.contains("connection connected rejoinSuccess")
            })
        }
        // Long enough for a dropped peer to be declared: nobody is.
        Self.pump([a, b], step: 0.5, limit: 50) { false }
        #expect(!a.recorder.events.contains { $0.hasPrefix("offline") } && !b.recorder.events.contains { $0.hasPrefix("offline") })
    }

    @Test func aPeerWhoJoinedWithAnAccountIsKnownByIt() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        defer { scratch.remove() }
        // Other seeds, so the two accounts' uids differ.
        let a = Self.instance(scratch, seed: 11), b = Self.instance(scratch, seed: 12)
        defer { a.destroy(); b.destroy() }
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        a.engine.joinChannel(byUserAccount: "alice", token: nil, channelId: "demo", mediaOptions: options, joinSuccess: nil)
        b.engine.joinChannel(byUserAccount: "bob", token: nil, channelId: "demo", mediaOptions: options, joinSuccess: nil)
        #expect(Self.pump([a, b]) {
            b.recorder.events.contains { $0.hasPrefix("userInfo") && $0.contains("alice") }
                && a.recorder.events.contains { $0.hasPrefix("userInfo") && $0.contains("bob") }
        }, "\(b.recorder.events)")
    }

    @Test func withoutACloudNobodyIsMet() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        defer { scratch.remove() }
        let a = Self.instance(scratch), b = SimHarness(remotes: 0)
        defer { a.destroy(); b.destroy() }
        a.joinAsBroadcaster(uid: 1001)
        b.joinAsBroadcaster(uid: 2002)
        Self.pump([a, b], limit: 60) { false }
        #expect(!a.recorder.events.contains { $0.hasPrefix("joined") } && !b.recorder.events.contains { $0.hasPrefix("joined") })
    }
}
