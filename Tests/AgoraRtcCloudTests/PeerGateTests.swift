import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// The envelope at one member (issue 30), without sockets and at chosen times: what it seals opens only under the
/// room's key and only once, only while fresh, and only when its header says what is inside.
@Suite struct PeerGateTests {
    static let key = SimCloudRoom.key(certificate: TestProject.certificate, appId: TestProject.appId, channel: "demo")
    static let otherCertificate = "fedcba9876543210fedcba9876543210"
    static let now: UInt64 = 1_767_225_600_000
    static let leave = AgoraSimPeerMessage.leave(uid: 1001)

    struct NothingWrapped: Error {}

    static func wrap(_ gate: inout SimPeerGate, _ message: AgoraSimPeerMessage, nowMs: UInt64) throws -> AgoraSimPeerMessage {
        guard let wrapped = gate.wrap(message, nowMs: nowMs) else { throw NothingWrapped() }
        return wrapped
    }

    @Test func theRoomKeyNeedsTheCertificateAndDiffersPerRoom() throws {
        let key = try #require(Self.key)
        #expect(key.count == 32)
        #expect(SimCloudRoom.key(certificate: nil, appId: TestProject.appId, channel: "demo") == nil)
        #expect(SimCloudRoom.key(certificate: "", appId: TestProject.appId, channel: "demo") == nil)
        #expect(SimCloudRoom.key(certificate: TestProject.certificate, appId: TestProject.appId, channel: "demo2") != key)
        #expect(SimCloudRoom.key(certificate: Self.otherCertificate, appId: TestProject.appId, channel: "demo") != key)
    }

    @Test(arguments: [false, true])
    func whatIsWrappedOpensOnceWithItsSender(sealed: Bool) throws {
        let key = sealed ? Self.key : nil
        var sender = SimPeerGate(key: key), receiver = SimPeerGate(key: key)
        let wrapped = try Self.wrap(&sender, Self.leave, nowMs: Self.now)
        guard case .envelope(let envelope) = wrapped else {
            Issue.record("not an envelope")
            return
        }
        #expect(envelope.isSealed == sealed && envelope.uid == 1001 && envelope.sender == sender.sender)
        // Sealed, the body is not the message's bytes.
        #expect((envelope.body == AgoraSimPeerCodec.payload(Self.leave)) != sealed)
        let opened = receiver.open(wrapped, nowMs: Self.now + 5)
        #expect(opened?.message == Self.leave && opened?.sender == sender.sender)
        let replayed = receiver.open(wrapped, nowMs: Self.now + 6)
        #expect(replayed == nil, "a replay")
        let own = sender.open(wrapped, nowMs: Self.now)
        #expect(own == nil, "one's own words")
        let linkOwn = [sender.wrap(.keepAlive, nowMs: Self.now), sender.wrap(.hello(version: 3, room: []), nowMs: Self.now)]
        #expect(linkOwn.allSatisfy { $0 == nil })
    }

    @Test func anOlderSequenceOrAStaleOrFarFutureTimeIsRefused() throws {
        var sender = SimPeerGate(key: Self.key), receiver = SimPeerGate(key: Self.key)
        let first = try Self.wrap(&sender, Self.leave, nowMs: Self.now)
        let second = try Self.wrap(&sender, Self.leave, nowMs: Self.now)
        let newest = receiver.open(second, nowMs: Self.now)
        let behind = receiver.open(first, nowMs: Self.now)
        #expect(newest != nil)
        #expect(behind == nil, "behind the sender's newest")
        var fresh = SimPeerGate(key: Self.key)
        let old = try Self.wrap(&sender, Self.leave, nowMs: Self.now)
        let stale = fresh.open(old, nowMs: Self.now + SimPeerGate.staleAfterMs + 1)
        #expect(stale == nil, "stale to a receiver that never heard it")
        let future = try Self.wrap(&sender, Self.leave, nowMs: Self.now + SimPeerGate.staleAfterMs + 1)
        let early = fresh.open(future, nowMs: Self.now)
        #expect(early == nil, "too far ahead of this clock")
    }

    @Test func anotherKeyNoKeyOrAnAlteredHeaderOpensNothing() throws {
        let other = SimCloudRoom.key(certificate: Self.otherCertificate, appId: TestProject.appId, channel: "demo")
        var sender = SimPeerGate(key: Self.key)
        let wrapped = try Self.wrap(&sender, Self.leave, nowMs: Self.now)
        var withOther = SimPeerGate(key: other), withNone = SimPeerGate(key: nil)
        let foreign = [withOther.open(wrapped, nowMs: Self.now), withNone.open(wrapped, nowMs: Self.now)]
        #expect(foreign.allSatisfy { $0 == nil })
        guard case .envelope(let envelope) = wrapped else {
            Issue.record("not an envelope")
            return
        }
        let alterations: [(inout AgoraSimPeerEnvelope) -> Void] = [
            { $0.uid = 2002 }, { $0.sender ^= 1 }, { $0.sentAtMs += 1 }, { $0.sequence += 1 }, { $0.body[0] ^= 1 },
        ]
        for alter in alterations {
            var altered = envelope
            alter(&altered)
            var receiver = SimPeerGate(key: Self.key)
            let opened = receiver.open(.envelope(altered), nowMs: Self.now)
            #expect(opened == nil)
        }
        // Plain envelopes where a key is used are not heard either (anyone could have written them).
        var plainSender = SimPeerGate(key: nil)
        var keyed = SimPeerGate(key: Self.key)
        let plain = try Self.wrap(&plainSender, Self.leave, nowMs: Self.now)
        let opened = keyed.open(plain, nowMs: Self.now)
        #expect(opened == nil)
    }

    @Test func aPlainEnvelopeWhoseHeaderLiesIsRefused() throws {
        var wire = HostileWire()
        var receiver = SimPeerGate(key: nil)
        let otherUid = receiver.open(wire.envelope(Self.leave, uid: 2002, sentAtMs: Self.now), nowMs: Self.now)
        guard case .envelope(var envelope) = wire.envelope(Self.leave, sentAtMs: Self.now) else { return }
        envelope.content = AgoraSimPeerCodec.Kind.presence.rawValue
        let otherKind = receiver.open(.envelope(envelope), nowMs: Self.now)
        let bare = receiver.open(Self.leave, nowMs: Self.now)
        let honest = receiver.open(wire.envelope(Self.leave, sentAtMs: Self.now), nowMs: Self.now)
        #expect(otherUid == nil && otherKind == nil)
        #expect(bare == nil, "outside an envelope")
        #expect(honest != nil)
    }

    /// Nonces never repeat under one key: each is the sender's id and a sequence number that only goes up.
    @Test func noncesAreTheSenderAndItsSequence() throws {
        var sender = SimPeerGate(key: Self.key)
        var nonces = Set<[UInt8]>()
        for _ in 0..<100 {
            guard case .envelope(let envelope) = try Self.wrap(&sender, Self.leave, nowMs: Self.now) else { return }
            nonces.insert(AgoraSimPeerCodec.envelopeNonce(envelope))
            #expect(AgoraSimPeerCodec.envelopeNonce(envelope).prefix(8).elementsEqual(withUnsafeBytes(of: sender.sender.bigEndian) { Array($0) }))
        }
        #expect(nonces.count == 100)
    }
}
