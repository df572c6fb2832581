import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// A peer speaks only for itself (issue 30), on a NATS server: there is no relay to check anyone, so each receiver
/// does. A hostile client (`HostileNatsClient`, raw NATS publishes and a wildcard subscription) cannot speak for
/// another user, make it leave, kick it or join without a token where the project has a certificate, replay what it
/// heard, read the room under a certificate, or flood a receiver with pictures.
@Suite(.serialized) struct NatsForgeryTests {
    static let certificate = TokenFixture.certificate

    struct Scene {
        let nats: NatsServer
        let a: SimHarness
        let b: SimHarness
        let hostile: HostileNatsClient
        let subject: String

        /// A wildcard listener from the start, then users 1001 (a) and 2002 (b) that have met.
        init(certificate: String? = nil) throws {
            #expect(AgoraSimNatsCloud.isAvailable, "libnats (Debian's libnats3.4) is not installed")
            nats = try NatsServer()
            let appId = certificate == nil ? "sim-app" : TokenFixture.appId
            subject = AgoraSimNatsCloud.subject(appId: appId, channel: "demo")
            hostile = try #require(HostileNatsClient(port: nats.port))
            hostile.subscribe("apiexample.>")
            let server = AgoraSimNatsServer(url: nats.url)
            let instance = {
                SimHarness(seed: 7, remotes: 0, certificate: certificate, appId: appId) { settings in
                    settings.cloud = AgoraSimNatsCloud(server: server, appId: appId)
                }
            }
            a = instance()
            b = instance()
            let (a, b) = (self.a, self.b)
            CloudForgeryTests.join(a, uid: 1001, certificate: certificate)
            CloudForgeryTests.join(b, uid: 2002, certificate: certificate)
            #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("joined 2002") && b.recorder.events.contains("joined 1001") })
        }

        func say(_ message: AgoraSimPeerMessage) { hostile.publish(subject, AgoraSimPeerCodec.payload(message)) }

        func settle(_ steps: Int = 30) { CloudPeerTests.pump([a, b], limit: steps) { false } }

        func end() {
            hostile.stop()
            a.destroy()
            b.destroy()
            nats.kill()
        }
    }

    @Test func withoutACertificateNobodySpeaksForAnotherUser() throws {
        let scene = try Scene()
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        var wire = HostileWire()
        scene.say(wire.envelope(HostileWire.dataMessage(1001, "forged")))
        scene.say(wire.envelope(.leave(uid: 1001)))
        scene.say(wire.envelope(HostileWire.presence(1001, joinedAtMs: 1)))
        scene.say(wire.envelope(HostileWire.dataMessage(1001, "forged", sequence: 2)))
        // Its own user is its own to announce.
        scene.say(wire.envelope(HostileWire.presence(6666)))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 6666") })
        scene.settle()
        #expect(CloudForgeryTests.received(b, from: 1001).isEmpty && !b.recorder.events.contains { $0.hasPrefix("offline 1001") })
        #expect(!a.recorder.events.contains { $0.hasPrefix("connection failed") })
        // What a token-less project's room carries is readable by anyone on the server (the README says so).
        let sniffed = scene.hostile.payloads.compactMap { AgoraSimPeerCodec.decode($0) }
        #expect(sniffed.contains { message in
            guard case .envelope(let envelope) = message, let inner = AgoraSimPeerCodec.message(inPlain: envelope),
                  case .videoFrame = inner else { return false }
            return true
        })
    }

    @Test func withACertificateTheRoomIsSealedAndNothingForgedIsHeard() throws {
        let scene = try Scene(certificate: Self.certificate)
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        let view = CloudPeerTests.bindViews(b, 1001)
        #expect(CloudPeerTests.pump([a, b]) { view.latestFrame != nil })
        var wire = HostileWire()
        scene.say(wire.envelope(HostileWire.presence(1001)))
        scene.say(wire.envelope(HostileWire.presence(7777)))
        scene.say(wire.envelope(HostileWire.dataMessage(1001, "forged")))
        scene.say(wire.envelope(.leave(uid: 1001)))
        scene.say(.envelope(AgoraSimPeerEnvelope(sender: wire.sender, sequence: 50, sentAtMs: HostileWire.nowMs(), uid: 1001,
                                                 content: AgoraSimPeerCodec.Kind.leave.rawValue, isSealed: true,
                                                 body: [UInt8](repeating: 7, count: 21))))
        scene.settle()
        #expect(!a.recorder.events.contains { $0.hasPrefix("connection failed") })
        #expect(!b.recorder.events.contains("joined 7777") && !b.recorder.events.contains { $0.hasPrefix("offline 1001") })
        #expect(CloudForgeryTests.received(b, from: 1001).isEmpty)
        // `SUB apiexample.>` heard the whole call: not one plain message of a's or b's among it.
        let own = Set([wire.sender])
        let sniffed = scene.hostile.payloads.compactMap { AgoraSimPeerCodec.decode($0) }.compactMap { message -> AgoraSimPeerEnvelope? in
            guard case .envelope(let envelope) = message, !own.contains(envelope.sender) else { return nil }
            return envelope
        }
        #expect(sniffed.count > 20)
        #expect(sniffed.allSatisfy { $0.isSealed && AgoraSimPeerCodec.message(inPlain: $0) == nil })
        #expect(sniffed.contains { $0.content == AgoraSimPeerCodec.Kind.videoFrame.rawValue })
    }

    @Test(arguments: [nil, NatsForgeryTests.certificate])
    func aReplayedPresenceOrLeaveIsOldNews(certificate: String?) throws {
        let scene = try Scene(certificate: certificate)
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        // Past a heartbeat: a's presence has crossed, and the listener has it.
        scene.settle(40)
        let presences = scene.hostile.payloads.filter { payload in
            guard case .envelope(let envelope) = AgoraSimPeerCodec.decode(payload) else { return false }
            return envelope.uid == 1001 && envelope.content == AgoraSimPeerCodec.Kind.presence.rawValue
        }
        let presence = try #require(presences.last)
        a.engine.leaveChannel()
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("offline 1001 quit") })
        scene.hostile.publish(scene.subject, presence)
        scene.settle()
        #expect(b.recorder.count("joined 1001") == 1)
    }

    /// No relay stands between: the receiver's own cap is what holds.
    @Test func aPictureFloodShowsNoMoreThanACamerasRate() throws {
        let scene = try Scene()
        defer { scene.end() }
        let (a, b) = (scene.a, scene.b)
        var wire = HostileWire()
        scene.say(wire.envelope(HostileWire.presence(3003)))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 3003") })
        let reports = b.recorder.remoteVideoStats.count
        var sequence: UInt32 = 0
        for _ in 0..<120 {
            for _ in 0..<12 {
                sequence += 1
                scene.say(wire.envelope(HostileWire.picture(3003, sequence: sequence)))
            }
            CloudPeerTests.pump([a, b], limit: 1) { false }
        }
        let stats = b.recorder.remoteVideoStats.dropFirst(reports).filter { $0.uid == 3003 }
        #expect(stats.contains { $0.receivedFrameRate >= 30 }, "\(stats.map(\.receivedFrameRate))")
        #expect(stats.allSatisfy { $0.receivedFrameRate <= 60 }, "\(stats.map(\.receivedFrameRate))")
    }
}
