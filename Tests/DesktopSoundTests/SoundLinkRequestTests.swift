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

    init(_ samples: [Int16]) {
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
            // Two blocks ahead, as the engine's first request finds them.
            let reached = min(blocks.count, Int(Date().timeIntervalSince(started) / 0.01) + 2)
            defer { given = max(given, reached) }
            return (given < reached ? Array(blocks[given..<reached]) : [], self.link)
        }
        for block in due { link?.play(block) }
    }
}
