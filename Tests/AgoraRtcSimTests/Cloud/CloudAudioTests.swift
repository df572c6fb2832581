import Foundation
import Testing
import MediaFormats
import TestSupport
@testable import AgoraRtcSim

/// Sound between two instances (issue 18): what one engine sends is what the other plays, meters and measures. The
/// pair of `CloudPeerTests` (users 1001 = a and 2002 = b on a scratch rendezvous), clocks pumped together.
@Suite struct CloudAudioTests {
    static let toneHz = 1_000.0
    static let toneLevel = 200

    /// a sends only a known tone: a looping music file of a 1 kHz sine, its microphone turned down to nothing.
    static func sendTone(_ a: SimHarness, in scratch: ScratchDirectory) throws {
        let path = try TestAudio.writeWAV(TestAudio.tone(level: toneLevel, seconds: 2, rate: 48_000, channels: 1,
                                                          frequency: toneHz), rate: 48_000, to: scratch.file("tone.wav"))
        #expect(a.engine.adjustRecordingSignalVolume(0) == 0)
        #expect(a.engine.startAudioMixing(path, loopback: false, cycle: -1, startPos: 0) == 0)
    }

    /// Frequency of a mono signal from its rising zero crossings.
    static func frequency(_ samples: [Int16], rate: Int) -> Double {
        let rising = zip(samples, samples.dropFirst()).filter { $0.0 < 0 && $0.1 >= 0 }.count
        return Double(rising) * Double(rate) / Double(max(1, samples.count))
    }

    static func remoteAudio(_ sim: SimHarness) -> [String] { sim.recorder.events.filter { $0.hasPrefix("remoteAudio ") } }

    @Test func theOtherInstanceHearsTheToneSentAndMetersItUnderTheSendersUid() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        try Self.sendTone(a, in: pair.scratch)
        let observer = AudioFrameRecorder(positions: [.playback, .beforeMixing])
        #expect(b.engine.setAudioFrameDelegate(observer))
        b.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        #expect(CloudPeerTests.pump([a, b]) { observer.frames("playback").suffix(20).contains { $0.level > 150 } },
                "\(Self.remoteAudio(b))")
        CloudPeerTests.pump([a, b], limit: 30) { false }
        #expect(Array(Self.remoteAudio(b).prefix(2)) == ["remoteAudio 1001 starting remoteUnmuted",
                                                          "remoteAudio 1001 decoding remoteUnmuted"])
        // b has no simulated users: everything it plays is a's tone, at its pitch and level (its frames are the
        // SDK's native 10 ms, 48 kHz for the default profile).
        // (A frame late on a loaded machine leaves a 10 ms block of silence: those are left out.)
        let heard = observer.frames("beforeMixing").filter { $0.uid == 1001 }.suffix(30).filter { $0.level > 0 }
        #expect(heard.count >= 20)
        let samples = heard.flatMap(\.samples)
        let first = try #require(heard.first)
        let mono = stride(from: 0, to: samples.count, by: first.frame.channels).map { samples[$0] }
        #expect(abs(Self.frequency(mono, rate: first.frame.samplesPerSec) - Self.toneHz) < 30)
        #expect(abs(PCMLevel.level(samples) - Self.toneLevel) <= 6)
        // Volume indication names a's uid with the level of what arrived.
        let reports = b.recorder.volumeReports.suffix(4).filter { $0.contains { $0.uid == 1001 } }
        let volume = try #require(reports.last?.first { $0.uid == 1001 })
        #expect(abs(volume.volume - Self.toneLevel) <= 6 && volume.vad == 1, "\(reports)")
    }

    @Test func statsAreOfWhatArrived() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.remoteAudioStats.contains { $0.uid == 1001 && $0.receivedBitrate > 0 } })
        // The first period may have begun before the first frame: the next whole one is measured.
        let reports = b.recorder.remoteAudioStats.count
        CloudPeerTests.pump([a, b]) { b.recorder.remoteAudioStats.count > reports + 1 }
        let stats = try #require(b.recorder.remoteAudioStats.last { $0.uid == 1001 })
        #expect(stats.receivedSampleRate == 16_000 && stats.numChannels == 1)
        // 50 frames a second of 320 samples and a 22-byte header: about 265 kbit/s (fewer on a loaded machine).
        let kbps = 50.0 * Double(22 + 640) * 8 / 1000
        #expect(Double(stats.receivedBitrate) > kbps * 0.6 && Double(stats.receivedBitrate) < kbps * 1.15, "\(stats)")
        #expect(stats.audioLossRate == 0 && stats.quality != .down && stats.quality != .unknown, "\(stats)")
        #expect(stats.jitterBufferDelay <= SimCloudAudioReceiver.maxBufferedMs)
        // The clocks run together, so what crosses the socket takes well under a pump step.
        #expect(stats.networkTransportDelay < 200)
        let channel = try #require(b.recorder.rtcStats.last)
        #expect(channel.rxAudioKBitrate >= stats.receivedBitrate)
    }

    /// Pumps until b reports `event` for a's sound after what it had reported so far. (A loaded machine may slip a
    /// freeze and its recovery in between: the pump runs virtual time five times faster than real time.)
    @discardableResult
    static func next(_ event: String, _ a: SimHarness, _ b: SimHarness, after action: () -> Void) -> Bool {
        let seen = remoteAudio(b).count
        action()
        return CloudPeerTests.pump([a, b]) { remoteAudio(b).dropFirst(seen).contains("remoteAudio 1001 " + event) }
    }

    @Test func muteStopsTheSoundWithTheReasonAndUnmuteResumesIt() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        #expect(CloudPeerTests.pump([a, b]) { Self.remoteAudio(b).contains("remoteAudio 1001 decoding remoteUnmuted") })
        #expect(Self.next("stopped remoteMuted", a, b) { a.engine.muteLocalAudioStream(true) })
        // Muted, a sends nothing: no stats of its sound, no level.
        let sent = a.engine.lock.locked { a.engine.state[.main].cloud.audioOut.sequence }
        CloudPeerTests.pump([a, b], step: 0.1, limit: 30) { false }
        #expect(a.engine.lock.locked { a.engine.state[.main].cloud.audioOut.sequence } == sent)
        let quiet = b.recorder.remoteAudioStats.count
        CloudPeerTests.pump([a, b], step: 0.1, limit: 25) { false }
        #expect(!b.recorder.remoteAudioStats.dropFirst(quiet).contains { $0.uid == 1001 })
        #expect(Self.next("decoding remoteUnmuted", a, b) { a.engine.muteLocalAudioStream(false) })

        // The local side: b stops receiving a, then takes it again.
        #expect(Self.next("stopped localMuted", a, b) { b.engine.muteRemoteAudioStream(1001, mute: true) })
        #expect(Self.next("decoding localUnmuted", a, b) { b.engine.muteRemoteAudioStream(1001, mute: false) })
        #expect(Self.next("stopped remoteOffline", a, b) { a.engine.leaveChannel() })
        #expect(Self.remoteAudio(b).filter { $0.contains("starting") }.count == 1, "\(Self.remoteAudio(b))")
    }

    @Test func aVanishedPeersSoundFreezesThenStopsWhenItIsDropped() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(CloudPeerTests.pump([a, b]) { Self.remoteAudio(b).contains("remoteAudio 1001 decoding remoteUnmuted") })
        // What kill -9 leaves: no more frames, no leave.
        a.engine.lock.locked { a.engine.state[.main].cloud.member }?.stop()
        let vanishedAt = b.clock.now, seen = Self.remoteAudio(b).count
        #expect(CloudPeerTests.pump([b], step: 0.25, limit: 40) {
            Self.remoteAudio(b).dropFirst(seen).contains("remoteAudio 1001 frozen networkCongestion")
        })
        #expect(b.clock.now - vanishedAt <= AgoraRtcEngineKit.cloudAudioFreeze + AgoraRtcEngineKit.cloudHeartbeat + 0.5)
        #expect(CloudPeerTests.pump([b], step: 0.5, limit: 200) { b.recorder.events.contains("offline 1001 dropped") })
        #expect(Array(Self.remoteAudio(b).dropFirst(seen)) == ["remoteAudio 1001 frozen networkCongestion",
                                                               "remoteAudio 1001 stopped remoteOffline"])
    }

    @Test func aLocallyMutedPeerIsNotPlayedNorMetered() throws {
        let pair = try CloudPeerTests.Pair()
        defer { pair.end() }
        let (a, b) = (pair.a, pair.b)
        #expect(pair.met)
        try Self.sendTone(a, in: pair.scratch)
        let observer = AudioFrameRecorder(positions: [.playback, .beforeMixing])
        b.engine.setAudioFrameDelegate(observer)
        b.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        b.engine.muteRemoteAudioStream(1001, mute: true)
        CloudPeerTests.pump([a, b], limit: 80) { false }
        #expect(!observer.frames("playback").isEmpty)
        #expect(observer.frames("playback").allSatisfy { $0.level == 0 })
        #expect(!observer.frames("beforeMixing").contains { $0.uid == 1001 })
        #expect(!b.recorder.volumeReports.contains { $0.contains { $0.uid == 1001 } })
        // Whatever a's sound did before the mute, it ended there.
        #expect(Self.remoteAudio(b).last.map { $0 == "remoteAudio 1001 stopped localMuted" } ?? true, "\(Self.remoteAudio(b))")
    }

    @Test func nothingIsSentWithNobodyThere() throws {
        let scratch = try ScratchDirectory(prefix: "cloud")
        defer { scratch.remove() }
        let a = CloudPeerTests.instance(scratch)
        defer { a.destroy() }
        a.joinAsBroadcaster(uid: 1001)
        CloudPeerTests.pump([a], limit: 40) { false }
        let (running, sequence) = a.engine.lock.locked { (a.engine.state.audio.running, a.engine.state[.main].cloud.audioOut.sequence) }
        #expect(!running && sequence == 0, "alone, the audio pipeline does not run for the cloud")

        // A second instance comes and goes: sound flows while it is there only.
        let b = CloudPeerTests.instance(scratch)
        b.joinAsBroadcaster(uid: 2002)
        #expect(CloudPeerTests.pump([a, b]) { b.recorder.events.contains("remoteAudio 1001 decoding remoteUnmuted") })
        b.engine.leaveChannel()
        #expect(CloudPeerTests.pump([a, b]) { a.recorder.events.contains("offline 2002 quit") })
        CloudPeerTests.pump([a], limit: 5) { false }
        let after = a.engine.lock.locked { a.engine.state[.main].cloud.audioOut.sequence }
        CloudPeerTests.pump([a], limit: 20) { false }
        let (stillRunning, last) = a.engine.lock.locked { (a.engine.state.audio.running, a.engine.state[.main].cloud.audioOut.sequence) }
        #expect(!stillRunning && last == after)
        b.destroy()
    }
}
