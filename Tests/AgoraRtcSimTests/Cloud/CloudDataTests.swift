import Foundation
import Testing
import TestSupport
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// A metadata source that sends each queued payload once, and a delegate that keeps what arrives.
private final class CloudMetadataProbe: AgoraMediaMetadataDataSource, AgoraMediaMetadataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [Data] = []
    private var storedReceived: [(data: Data, uid: Int)] = []

    func queue(_ data: Data) { lock.lock(); queued.append(data); lock.unlock() }
    var received: [(data: Data, uid: Int)] { lock.lock(); defer { lock.unlock() }; return storedReceived }

    func metadataMaxSize() -> Int { AgoraMaxMetadataSizeType.max.rawValue }

    func readyToSendMetadata(atTimestamp timestamp: TimeInterval, sourceType: AgoraVideoSourceType) -> Data? {
        lock.lock(); defer { lock.unlock() }
        return queued.isEmpty ? nil : queued.removeFirst()
    }

    func receiveMetadata(_ data: Data, fromUser uid: Int, atTimestamp timestamp: TimeInterval) {
        lock.lock(); storedReceived.append((data, uid)); lock.unlock()
    }
}

/// Data streams, metadata and built-in encryption between two instances (issue 18), two engines in one process on a
/// real scratch rendezvous, as in `CloudPeerTests`.
@Suite struct CloudDataTests {
    static let salt = Data((1...32).map { UInt8($0) })

    static func encryption(_ key: String, mode: AgoraEncryptionMode = .AES128GCM2) -> AgoraEncryptionConfig {
        AgoraEncryptionConfig(encryptionMode: mode, encryptionKey: key, encryptionKdfSalt: salt, datastreamEncryptionEnabled: true)
    }

    /// Users 1001 (a) and 2002 (b) in "demo", each set up by its closure before joining, once they have met.
    static func pair(_ scratch: ScratchDirectory, a setUpA: (AgoraRtcEngineKit) -> Void = { _ in },
                     b setUpB: (AgoraRtcEngineKit) -> Void = { _ in }) -> (SimHarness, SimHarness) {
        let (a, b) = (CloudPeerTests.instance(scratch), CloudPeerTests.instance(scratch))
        setUpA(a.engine)
        setUpB(b.engine)
        #expect(CloudPeerTests.meet(a, b))
        return (a, b)
    }

    static func received(_ sim: SimHarness, from uid: UInt) -> [String] {
        sim.trace.events.filter { $0.name == "rtcEngine(_:receiveStreamMessageFromUid:streamId:data:)" }.map(\.detail)
            .filter { $0.hasPrefix("uid: \(uid),") }
    }

    static func stream(_ sim: SimHarness, ordered: Bool = true) -> Int {
        var id = 0
        var config = AgoraDataStreamConfig()
        config.ordered = ordered
        #expect(sim.engine.createDataStream(&id, config: config) == 0)
        return id
    }

    /// A listener in the room that is no user: it sees what crosses the wire.
    static func tap(_ scratch: ScratchDirectory) -> (any AgoraSimCloudMember, SimLocked<[AgoraSimPeerMessage]>) {
        let heard = SimLocked<[AgoraSimPeerMessage]>([])
        let cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
        let member = cloud.member(channel: "demo", onMessage: { message in heard.withLock { $0.append(message) } }, onState: { _ in })
        member.start()
        return (member, heard)
    }

    @Test func aDataMessageCrossesWithItsBytesAsSent() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = Self.pair(scratch)
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let id = Self.stream(a)
        // Binary by the SDK's definition: a control character crosses as it is (the app escapes it where it shows it).
        #expect(a.engine.sendStreamMessage(id, data: Data("hi \u{1B}[2J".utf8)) == 0)
        #expect(CloudPeerTests.pump([a, b]) { !Self.received(b, from: 1001).isEmpty })
        #expect(Self.received(b, from: 1001) == ["uid: 1001, streamId: \(id), data: 7 bytes \"hi \u{1B}[2J\""])
    }

    @Test func theSDKsLimitsRefuseAtTheSenderAndNothingRefusedArrives() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = Self.pair(scratch)
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let id = Self.stream(a)
        #expect(a.engine.sendStreamMessage(id, data: Data(count: 1025)) == -114)
        #expect(a.engine.sendStreamMessage(id, data: Data()) == -2)
        // 70 in one instant: the stream's 60 a second go, the rest is -115.
        let codes = (1...70).map { a.engine.sendStreamMessage(id, data: Data("m\($0)".utf8)) }
        #expect(codes.filter { $0 == 0 }.count == 60 && codes.dropFirst(60).allSatisfy { $0 == -115 })
        #expect(CloudPeerTests.pump([a, b]) { Self.received(b, from: 1001).count >= 60 })
        CloudPeerTests.pump([a, b], limit: 20) { false }
        let arrived = Self.received(b, from: 1001)
        #expect(arrived.count == 60 && arrived.first?.hasSuffix("\"m1\"") == true && arrived.last?.hasSuffix("\"m60\"") == true)
        // Five streams for the engine's lifetime; an audience member sends nothing.
        for _ in 2...5 { _ = Self.stream(a) }
        var sixth = 0
        #expect(a.engine.createDataStream(&sixth, config: AgoraDataStreamConfig()) == -116)
        b.engine.setClientRole(.audience)
        #expect(b.engine.sendStreamMessage(Self.stream(b), data: Data("x".utf8)) == -5)
    }

    /// A packet lost on the way (here: while the sender's link was away): an ordered stream holds the next until the
    /// gap has waited 5 s, then reports the loss (117) and delivers it; an unordered one delivers at once.
    @Test(arguments: [true, false])
    func aGapOnAStreamIsWaitedForThenReported(ordered: Bool) throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = Self.pair(scratch)
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let id = Self.stream(a, ordered: ordered)
        #expect(a.engine.sendStreamMessage(id, data: Data("one".utf8)) == 0)
        #expect(CloudPeerTests.pump([a, b]) { Self.received(b, from: 1001).count == 1 })
        var away: (any AgoraSimCloudMember)?
        a.engine.lock.locked { swap(&away, &a.engine.state[.main].cloud.member) }
        #expect(a.engine.sendStreamMessage(id, data: Data("two".utf8)) == 0)
        a.engine.lock.locked { swap(&away, &a.engine.state[.main].cloud.member) }
        #expect(a.engine.sendStreamMessage(id, data: Data("three".utf8)) == 0)
        let sentAtMs = b.engine.nowMs
        let errorName = "rtcEngine(_:didOccurStreamMessageErrorFromUid:streamId:error:missed:cached:)"
        #expect(CloudPeerTests.pump([a, b], step: 0.25) { b.trace.events.contains { $0.name == errorName } })
        let error = try #require(b.trace.events.first { $0.name == errorName })
        #expect(error.detail == "uid: 1001, streamId: \(id), error: 117, missed: 1, cached: \(ordered ? 1 : 0)")
        #expect(Double(error.timeMs - sentAtMs) / 1000 >= SimDataStreamLimits.deliveryWindow - 0.3)
        let arrived = Self.received(b, from: 1001)
        #expect(arrived.count == 2 && arrived.last?.hasSuffix("\"three\"") == true && !arrived.contains { $0.hasSuffix("\"two\"") })
        let three = try #require(b.trace.events.first { $0.detail.hasSuffix("\"three\"") })
        #expect(ordered ? three.timeMs >= error.timeMs : three.timeMs < error.timeMs)
    }

    /// A peer that sends more than the SDK lets a sender (here: a listener in the room that announced itself as user
    /// 3003) gets no more than a stream's 60 packets a second through.
    @Test func aFloodingPeerGetsNoMoreThanAStreamsRateThrough() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (tap, _) = Self.tap(scratch)
        defer { tap.stop() }
        let (a, b) = Self.pair(scratch)
        defer { a.destroy(); b.destroy(); scratch.remove() }
        tap.send(.presence(AgoraSimPeerPresence(uid: 3003, isBroadcaster: true, publishesVideo: false, publishesAudio: false,
                                                width: 0, height: 0, fps: 0)))
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("joined 3003") })
        for sequence in 1...200 {
            tap.send(.streamMessage(AgoraSimPeerStreamMessage(uid: 3003, streamId: 9, sequence: UInt32(sequence), ordered: false,
                                                              syncWithAudio: false, data: Array("f\(sequence)".utf8))))
        }
        // Small steps: the whole flood lands well within one virtual second.
        #expect(CloudPeerTests.pump([a, b], step: 0.01) { Self.received(b, from: 3003).count >= 60 })
        CloudPeerTests.pump([a, b], step: 0.01, limit: 20) { false }
        #expect(Self.received(b, from: 3003).count == 60)
    }

    @Test func videoAndAudioMetadataCross() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (source, sink) = (CloudMetadataProbe(), CloudMetadataProbe())
        let (a, b) = Self.pair(scratch, a: { $0.setMediaMetadataDataSource(source, with: .video) },
                               b: { $0.setMediaMetadataDelegate(sink, with: .video) })
        defer { a.destroy(); b.destroy(); scratch.remove() }
        source.queue(Data("slide 7".utf8))
        #expect(CloudPeerTests.pump([a, b]) { !sink.received.isEmpty })
        #expect(sink.received.map(\.uid) == [1001] && sink.received.first?.data == Data("slide 7".utf8))

        let audioName = "rtcEngine(_:audioMetadataReceived:metadata:)"
        b.engine.setParameters(#"{"rtc.use_audio4":true}"#)
        #expect(a.engine.sendAudioMetadata(Data("cue".utf8)) == 0)
        #expect(a.engine.sendAudioMetadata(Data(count: 257)) == -114)
        #expect(CloudPeerTests.pump([a, b]) { b.trace.events.contains { $0.name == audioName } })
        CloudPeerTests.pump([a, b], limit: 10) { false }
        #expect(b.trace.events.filter { $0.name == audioName }.map(\.detail) == ["uid: 1001, metadata: <3 bytes>"])
    }

    /// The simulated users' chatter (data-stream texts, audio metadata, video metadata) is theirs alone: another
    /// instance's user, here the only user in the channel, says nothing it did not send.
    @Test func simulatedChatterNeverSpeaksForARealPeer() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let a = CloudPeerTests.instance(scratch)
        let b = SimHarness(seed: 7, remotes: 0) { settings in
            settings.cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
            settings.peerDataStreams = true
        }
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let sink = CloudMetadataProbe()
        b.engine.setMediaMetadataDelegate(sink, with: .video)
        b.engine.setParameters(#"{"rtc.use_audio4":true}"#)
        #expect(CloudPeerTests.meet(a, b))
        _ = Self.stream(b)
        #expect(b.engine.sendStreamMessage(1, data: Data("anyone?".utf8)) == 0)
        // Well past the simulated users' 2–5 s intervals and the answer's delay.
        CloudPeerTests.pump([a, b], step: 0.5, limit: 24) { false }
        #expect(Self.received(b, from: 1001).isEmpty)
        #expect(!b.trace.events.contains { $0.name == "rtcEngine(_:audioMetadataReceived:metadata:)" })
        #expect(sink.received.isEmpty)
    }

    @Test func withTheSameKeyPicturesAndMessagesArriveAndOnlySealedMediaCrosses() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (tap, heard) = Self.tap(scratch)
        defer { tap.stop() }
        let (a, b) = Self.pair(scratch, a: { $0.enableEncryption(true, encryptionConfig: Self.encryption("k1")) },
                               b: { $0.enableEncryption(true, encryptionConfig: Self.encryption("k1")) })
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let view = CloudPeerTests.bindViews(b, 1001)
        #expect(a.engine.sendStreamMessage(Self.stream(a), data: Data("secret".utf8)) == 0)
        #expect(CloudPeerTests.pump([a, b]) { view.latestFrame != nil && !Self.received(b, from: 1001).isEmpty })
        #expect(Self.received(b, from: 1001).first?.hasSuffix("\"secret\"") == true)
        #expect(!b.recorder.events.contains { $0.hasPrefix("error") || $0.hasPrefix("encryptionError") })
        func sealedSound() -> Bool {
            heard.withLock { $0.contains { if case .sealed(let envelope) = $0 { envelope.content == 6 } else { false } } }
        }
        #expect(CloudPeerTests.pump([a, b]) { sealedSound() }, "the sound is sealed too")
        let wire = heard.withLock { $0 }
        #expect(wire.contains { if case .sealed = $0 { true } else { false } })
        #expect(!wire.contains { message in
            switch message {
            case .videoFrame, .audioFrame, .streamMessage, .metadata: true
            default: false
            }
        }, "media crossed in the clear")
        #expect(wire.contains { if case .presence = $0 { true } else { false } }, "presence stays plain")
    }

    /// Another key, or another mode with the same key: error 120 for the pictures and 122 for the data stream,
    /// each once, and nothing of either arrives.
    @Test(arguments: [("k2", AgoraEncryptionMode.AES128GCM2), ("k1", AgoraEncryptionMode.AES256GCM)])
    func aReceiverWithOtherSettingsGetsTheDecryptionErrorsOnce(key: String, mode: AgoraEncryptionMode) throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = Self.pair(scratch, a: { $0.enableEncryption(true, encryptionConfig: Self.encryption("k1")) },
                               b: { $0.enableEncryption(true, encryptionConfig: Self.encryption(key, mode: mode)) })
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let view = CloudPeerTests.bindViews(b, 1001)
        let id = Self.stream(a)
        #expect(a.engine.sendStreamMessage(id, data: Data("one".utf8)) == 0)
        #expect(a.engine.sendStreamMessage(id, data: Data("two".utf8)) == 0)
        #expect(CloudPeerTests.pump([a, b]) {
            b.recorder.events.contains("error decryptionFailed") && b.recorder.events.contains("error datastreamDecryptionFailed")
        }, "\(b.recorder.events.filter { $0.contains("rror") })")
        CloudPeerTests.pump([a, b], limit: 30) { false }
        let errors = b.recorder.events.filter { $0.hasPrefix("error") || $0.hasPrefix("encryptionError") }
        #expect(errors.sorted() == ["encryptionError datastreamDecryptionFailure", "encryptionError decryptionFailure",
                                    "error datastreamDecryptionFailed", "error decryptionFailed"])
        #expect(view.latestFrame == nil && Self.received(b, from: 1001).isEmpty)
        #expect(!b.recorder.events.contains { $0.hasPrefix("firstRemoteFrame 1001") })
    }

    /// One side encrypted: the side that requires encryption cannot decrypt the other's plain pictures (120, once);
    /// the side without cannot read the sealed ones and, not knowing them for encrypted, says nothing.
    @Test func oneSideEncryptedAndTheOtherNot() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        let (a, b) = Self.pair(scratch, a: { $0.enableEncryption(true, encryptionConfig: Self.encryption("k1")) })
        defer { a.destroy(); b.destroy(); scratch.remove() }
        let (viewOfA, viewOfB) = (CloudPeerTests.bindViews(b, 1001), CloudPeerTests.bindViews(a, 2002))
        #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("error decryptionFailed") })
        CloudPeerTests.pump([a, b], limit: 30) { false }
        #expect(a.recorder.count("error decryptionFailed") == 1 && a.recorder.count("encryptionError decryptionFailure") == 1)
        #expect(viewOfB.latestFrame == nil && viewOfA.latestFrame == nil)
        #expect(!b.recorder.events.contains { $0.hasPrefix("error") || $0.hasPrefix("encryptionError") })
    }
}
