import DesktopSound
import Foundation
import Testing
import TestSupport

/// What a link plays is what the sound server's output carries, measured from a recording of its monitor; what is
/// played into its microphone comes out of `captured`. Each against a private PulseAudio daemon, a second or two of
/// real time.
@Suite(.serialized, .enabled(if: PrivateSoundServer.isAvailable, "pulseaudio or pulseaudio-utils is not installed"))
struct SoundLinkPlaybackTests {
    static func connected(_ server: PrivateSoundServer, capture: Bool = false) throws -> (SoundLink, StateLog) {
        let log = StateLog()
        let link = SoundLink(server: server.server, capture: capture, retryInterval: 0.2) { log.record($0) }
        let connected = log.wait(for: { $0 == .connected }, timeout: 3)
        #expect(connected != nil, "states: \(log.states)")
        return (link, log)
    }

    @Test func aToneAndItsHalfAreHeardAtTheirFrequencyAndLevel() throws {
        let server = try PrivateSoundServer.start()
        let (link, _) = try Self.connected(server)
        defer { link.close() }
        #expect(SoundLink.isLibraryLoaded)
        let full = TestAudio.sine(amplitude: 8_000, seconds: 0.8, rate: 48_000, channels: 2)
        let half = TestAudio.sine(amplitude: 4_000, seconds: 0.8, rate: 48_000, channels: 2)
        let recorder = try server.startRecording()
        usleep(100_000)
        RealTimeFeeder.feed(link, full + half)
        usleep(200_000)
        let heard = HeardSound(recorder.stop())
        let loud = try #require(heard.measure(from: 0.1, seconds: 0.6), "nothing was heard")
        let soft = try #require(heard.measure(from: 0.9, seconds: 0.6), "the recording stops early")
        #expect(abs(loud.dominantFrequency() - 440) <= 5)
        #expect(abs(soft.dominantFrequency() - 440) <= 5)
        #expect(abs(loud.amplitude(at: 440) - 8_000) <= 800, "full: \(loud.amplitude(at: 440))")
        let ratio = soft.amplitude(at: 440) / loud.amplitude(at: 440)
        #expect(abs(ratio - 0.5) <= 0.05, "half / full: \(ratio)")
    }

    @Test func aTonePlayedIntoTheMicrophoneIsCaptured() throws {
        let server = try PrivateSoundServer.start()
        let (link, _) = try Self.connected(server, capture: true)
        defer { link.close() }
        try server.playIntoMicrophone(TestAudio.sine(amplitude: 6_000, frequency: 660, seconds: 1, rate: 48_000, channels: 2))
        var captured: [Int16] = []
        let deadline = Date().addingTimeInterval(2)
        while Date() < deadline {
            if let block = link.captured(frames: 480) { captured += block } else { usleep(2_000) }
        }
        let heard = HeardSound(captured)
        let tone = try #require(heard.measure(from: 0.1, seconds: 0.6), "the microphone heard nothing")
        #expect(abs(tone.dominantFrequency() - 660) <= 5)
        #expect(abs(tone.amplitude(at: 660) - 6_000) <= 600, "captured: \(tone.amplitude(at: 660))")
        #expect(link.captured(frames: 48_000) == nil, "more was captured than played")
    }

    @Test func aServerThatDiesIsLostAndWhenBackIsHeardAgain() throws {
        let server = try PrivateSoundServer.start()
        let (link, log) = try Self.connected(server)
        defer { link.close() }
        let before = log.count
        server.stop()
        let lost = try #require(log.wait(for: \.isLost, after: before, timeout: 2), "states: \(log.states)")
        #expect(lost.state.why?.contains("/") == false, "\(lost.state)")
        link.play(TestAudio.sine(amplitude: 8_000, seconds: 0.1, rate: 48_000, channels: 2))
        let whileLost = log.count
        try server.restart()
        #expect(log.wait(for: { $0 == .connected }, after: whileLost, timeout: 3) != nil, "states: \(log.states)")
        #expect(log.states.dropFirst(before).filter(\.isUnavailable).isEmpty, "states: \(log.states)")
        let recorder = try server.startRecording()
        usleep(100_000)
        RealTimeFeeder.feed(link, TestAudio.sine(amplitude: 8_000, seconds: 0.5, rate: 48_000, channels: 2))
        usleep(200_000)
        let tone = try #require(HeardSound(recorder.stop()).measure(from: 0.1, seconds: 0.3), "nothing heard after the restart")
        #expect(abs(tone.dominantFrequency() - 440) <= 5)
    }

    @Test func closeWithTheServerGoneReturnsAtOnceAndSaysNothingMore() throws {
        let server = try PrivateSoundServer.start()
        let (link, log) = try Self.connected(server)
        server.stop()
        _ = log.wait(for: \.isLost, timeout: 2)
        let started = Date()
        link.close()
        #expect(Date().timeIntervalSince(started) < 0.1)
        let told = log.count
        try server.restart()
        usleep(600_000)
        #expect(log.count == told, "states after close: \(log.states.dropFirst(told))")
        link.play([0, 0])
        #expect(link.captured(frames: 1) == nil)
    }

    @Test func probeFindsTheServer() throws {
        let server = try PrivateSoundServer.start()
        let log = StateLog()
        SoundLink.probe(server: server.server, timeout: 2) { log.record($0) }
        #expect(log.wait(for: { _ in true }, timeout: 2.5)?.state == .connected)
    }
}
