import Foundation
import Testing
@testable import AgoraRtcSim

/// A data source that sends each queued payload once, and a delegate that records what arrives.
private final class MetadataProbe: AgoraMediaMetadataDataSource, AgoraMediaMetadataDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var queued: [Data] = []
    private var asked = 0
    private var storedReceived: [(data: Data, uid: Int, timestamp: TimeInterval)] = []
    let maxSize: Int

    init(maxSize: Int = 1024) { self.maxSize = maxSize }

    func queue(_ data: Data) { lock.lock(); queued.append(data); lock.unlock() }
    var timesAsked: Int { lock.lock(); defer { lock.unlock() }; return asked }
    var received: [(data: Data, uid: Int, timestamp: TimeInterval)] { lock.lock(); defer { lock.unlock() }; return storedReceived }

    func metadataMaxSize() -> Int { maxSize }

    func readyToSendMetadata(atTimestamp timestamp: TimeInterval, sourceType: AgoraVideoSourceType) -> Data? {
        lock.lock(); defer { lock.unlock() }
        asked += 1
        return queued.isEmpty ? nil : queued.removeFirst()
    }

    func receiveMetadata(_ data: Data, fromUser uid: Int, atTimestamp timestamp: TimeInterval) {
        lock.lock(); storedReceived.append((data, uid, timestamp)); lock.unlock()
    }
}

/// Video metadata (§8.7): pulled with each sent frame, capped at the declared size (≤ 1024), received from the
/// remote hosts whose video this user decodes.
@Suite struct VideoMetadataTests {
    private func sentLines(_ sim: SimHarness) -> [String] {
        sim.trace.events.filter { $0.name == "readyToSendMetadata(atTimestamp:sourceType:)" }.map(\.detail)
    }

    @Test func aPayloadGoesOutWithTheNextFrameOnce() {
        let sim = SimHarness(remotes: 0)
        let probe = MetadataProbe()
        #expect(sim.engine.setMediaMetadataDataSource(probe, with: .video))
        #expect(!sim.engine.setMediaMetadataDataSource(probe, with: .unknown))
        #expect(sim.engine.setMediaMetadataDataSource(probe, with: .video))
        sim.joinAsBroadcaster()
        sim.advance(1)
        let framesSoFar = probe.timesAsked
        #expect(framesSoFar >= 10, "asked with every sent frame (15 fps)")
        probe.queue(Data("2026-02-12 07:06:57 +0000".utf8))
        sim.advance(0.1)
        #expect(sentLines(sim).count == 1)
        #expect(sentLines(sim).first?.hasSuffix("→ 25 bytes: sent with this frame") == true)
        sim.advance(1)
        #expect(sentLines(sim).count == 1, "one payload, one frame")
        #expect(sim.trace.events.filter { $0.name == "metadataMaxSize()" }.map(\.detail) == ["→ 1024"])
    }

    @Test func aPayloadOverTheDeclaredSizeIsDiscarded() {
        let sim = SimHarness(remotes: 0)
        let probe = MetadataProbe(maxSize: 4096)
        sim.engine.setMediaMetadataDataSource(probe, with: .video)
        sim.joinAsBroadcaster()
        probe.queue(Data(repeating: 0x41, count: 1025))
        probe.queue(Data(repeating: 0x41, count: 1024))
        sim.advance(0.5)
        #expect(sentLines(sim).count == 2)
        #expect(sentLines(sim).first?.hasSuffix("→ 1025 bytes, over metadataMaxSize 1024: discarded") == true)
        #expect(sentLines(sim).last?.hasSuffix("→ 1024 bytes: sent with this frame") == true)
        #expect(sim.trace.events.first { $0.name == "metadataMaxSize()" }?.detail == "→ 4096 (the engine uses 1024)")
        #expect(SimMetadataTimeline.effectiveMaxSize(-1) == 512)
        #expect(SimMetadataTimeline.effectiveMaxSize(100) == 100)
    }

    @Test func nothingIsAskedForWithoutSendingVideo() {
        let sim = SimHarness(remotes: 0)
        let probe = MetadataProbe()
        sim.engine.setMediaMetadataDataSource(probe, with: .video)
        sim.engine.enableVideo()
        sim.engine.startPreview()
        sim.advance(1)
        #expect(probe.timesAsked == 0, "previewing is not sending")
        sim.engine.setClientRole(.audience)
        _ = sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: .init(), joinSuccess: nil)
        sim.advance(2)
        #expect(probe.timesAsked == 0, "an audience member sends no video, so no metadata")
    }

    @Test func remoteHostsSendMetadataWithTheirVideo() {
        let sim = SimHarness(remotes: 2)
        let probe = MetadataProbe()
        #expect(sim.engine.setMediaMetadataDelegate(probe, with: .video))
        sim.joinAsBroadcaster()
        sim.advance(SimMetadataTimeline.remotePeriod * 3)
        let received = probe.received
        #expect(received.count == 3)
        #expect(received.map { String(decoding: $0.data, as: UTF8.self) } == ["hello #1", "score 2:1 #2", "slide 5 #3"])
        let uids = Set(received.map(\.uid))
        #expect(uids.count == 2, "hosts take turns")
        #expect(received.allSatisfy { $0.data.count <= 16 && $0.timestamp > 0 && $0.timestamp < sim.clock.now * 1000 })
        sim.engine.setMediaMetadataDelegate(nil, with: .video)
        sim.advance(SimMetadataTimeline.remotePeriod * 2)
        #expect(probe.received.count == 3, "removing the delegate stops delivery")
    }

    @Test func noMetadataWithoutRemoteVideo() {
        let sim = SimHarness(remotes: 2)
        let probe = MetadataProbe()
        sim.engine.setMediaMetadataDelegate(probe, with: .video)
        sim.joinAsBroadcaster(video: false)
        sim.engine.disableVideo()
        sim.advance(SimMetadataTimeline.remotePeriod * 2 + 0.1)
        #expect(probe.received.isEmpty, "metadata rides on video this user does not receive")
        sim.engine.leaveChannel(nil)
        sim.advance(20)
        #expect(probe.received.isEmpty)
    }
}
