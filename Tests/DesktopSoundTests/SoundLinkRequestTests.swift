import DesktopSound
import Foundation
import Testing
import TestSupport

/// A caller that plays only when the server asks (the engine's way, issue 33's CPU budget): the link calls it at each
/// of the server's requests, a few tens of ms apart, and what it plays from there is heard whole. Against a private
/// PulseAudio daemon, about two seconds of real time.
@Suite(.serialized, .enabled(if: PrivateSoundServer.isAvailable, "pulseaudio or pulseaudio-utils is not installed"))
struct SoundLinkRequestTests {
    @Test func aTonePlayedOnlyFromTheServersRequestsIsHeardWhole() throws {
        let server = try PrivateSoundServer.start()
        let tone = TestAudio.sine(amplitude: 8_000, seconds: 1.5, rate: 48_000, channels: 2)
        let producer = PacedProducer(tone)
        let log = StateLog()
        let link = SoundLink(server: server.server, onRequest: { producer.requested() }) { log.record($0) }
        defer { link.close() }
        producer.attach(link)
        #expect(log.wait(for: { $0 == .connected }, timeout: 3) != nil, "states: \(log.states)")
        let recorder = try server.startRecording()
        usleep(100_000)
        producer.start()
        usleep(1_700_000)
        let requests = producer.requestTimes
        let heard = HeardSound(recorder.stop())
        let part = try #require(heard.measure(from: 0.1, seconds: 1.2), "nothing was heard")
        #expect(abs(part.dominantFrequency() - 440) <= 5)
        #expect(abs(part.amplitude(at: 440) - 8_000) <= 800, "amplitude \(part.amplitude(at: 440))")
        // Over the tone's 1.5 s: one request per half of the 40 ms buffer, give or take a loaded machine's wake-ups.
        let during = requests.filter { $0 > 0.2 && $0 < 1.2 }.count
        #expect((20...120).contains(during), "\(during) requests in one second")
    }

    /// A caller paced by the requests hands over what came due just before each one, so what it keeps ahead is
    /// only latency: the link trims it to one 10 ms block (with 40 ms allowed it stood at 30 ms, a third of what was
    /// heard after the engine's block).
    @Test func whatAPacedCallerKeepsAheadIsTrimmedToOneBlock() throws {
        let server = try PrivateSoundServer.start()
        let tone = TestAudio.sine(amplitude: 8_000, seconds: 2.5, rate: 48_000, channels: 2)
        let producer = PacedProducer(tone, ahead: 6)
        let log = StateLog()
        let link = SoundLink(server: server.server, onRequest: { producer.requested() }) { log.record($0) }
        defer { link.close() }
        producer.attach(link)
        #expect(log.wait(for: { $0 == .connected }, timeout: 3) != nil, "states: \(log.states)")
        producer.start()
        // Past the link's first two half-second checks.
        usleep(1_200_000)
        var queued: [Double] = []
        for _ in 0..<40 {
            if let waiting = link.queuedPlayback { queued.append(waiting) }
            usleep(5_000)
        }
        try #require(queued.count >= 20, "the link was not connected")
        // Between requests the ring holds what stayed after the last one: 10–20 ms as a request falls in a block.
        let median = queued.sorted()[queued.count / 2]
        #expect(median <= 0.03, "waiting in the link: \(queued.map { Int($0 * 1_000) }) ms")
    }
}

/// Plays its samples in 10 ms blocks as the clock makes them due, but only when the link asks: nothing of its own
/// runs in between.
private final class PacedProducer: @unchecked Sendable {
    private let lock = NSLock()
    private let blocks: [[Int16]]
    private weak var link: SoundLink?
    private var started: Date?
    private var given = 0
    private var times: [Double] = []
    private let created = Date()

    /// Blocks handed over beyond those due: two, as the engine's first request finds them.
    private let ahead: Int

    init(_ samples: [Int16], ahead: Int = 2) {
        self.ahead = ahead
        blocks = stride(from: 0, to: samples.count, by: 960).map { Array(samples[$0..<min($0 + 960, samples.count)]) }
    }

    func attach(_ link: SoundLink) { lock.withLock { self.link = link } }
    func start() { lock.withLock { started = Date() } }

    /// Seconds since creation of each request.
    var requestTimes: [Double] {
        lock.withLock {
            guard let started else { return [] }
            let offset = started.timeIntervalSince(created)
            return times.map { $0 - offset }
        }
    }

    func requested() {
        let (due, link): ([[Int16]], SoundLink?) = lock.withLock {
            times.append(Date().timeIntervalSince(created))
            guard let started else { return ([], nil) }
            let reached = min(blocks.count, Int(Date().timeIntervalSince(started) / 0.01) + ahead)
            defer { given = max(given, reached) }
            return (given < reached ? Array(blocks[given..<reached]) : [], self.link)
        }
        for block in due { link?.play(block) }
    }
}
