import DesktopSound
import Foundation
import Testing
import TestSupport

/// A server that is not there, or never answers, is given up on off the caller's thread and in time.
@Suite struct SoundLinkUnavailableTests {
    @Test func aServerThatNeverAnswersIsGivenUpOnWithinTheTimeout() throws {
        let silent = try SilentSoundServer()
        let log = StateLog()
        let started = Date()
        let link = SoundLink(server: silent.server, connectTimeout: 2, retryInterval: 10) { log.record($0) }
        defer { link.close() }
        #expect(Date().timeIntervalSince(started) < 0.1, "init waited")
        let given = try #require(log.wait(for: \.isUnavailable, timeout: 3), "states: \(log.states)")
        #expect(given.at >= 1.8 && given.at <= 2.5, "given up on after \(given.at) s")
        #expect(given.state.why?.contains("did not answer") == true, "\(given.state)")
        #expect(given.state.why?.contains("/") == false, "\(given.state)")
        #expect(log.states.first == .connecting)
    }

    @Test func noServerAtAllIsUnavailableAtOnce() throws {
        PulseClientCookie.keepAwayFromUserConfig()
        let scratch = try ScratchDirectory(prefix: "pa-none")
        let log = StateLog()
        let link = SoundLink(server: "unix:" + scratch.file("native")) { log.record($0) }
        defer { link.close() }
        let given = try #require(log.wait(for: \.isUnavailable, timeout: 2), "states: \(log.states)")
        #expect(given.at < 0.5, "after \(given.at) s")
        #expect(given.state.why?.contains("/") == false, "\(given.state)")
    }

    @Test func closingWhileConnectingReturnsAtOnceAndSaysNothingMore() throws {
        let silent = try SilentSoundServer()
        let log = StateLog()
        let link = SoundLink(server: silent.server, connectTimeout: 2) { log.record($0) }
        _ = log.wait(for: { $0 == .connecting }, timeout: 1)
        usleep(100_000)
        let started = Date()
        link.close()
        #expect(Date().timeIntervalSince(started) < 0.1)
        let told = log.count
        usleep(2_500_000)
        #expect(log.count == told, "states after close: \(log.states.dropFirst(told))")
    }

    @Test func probeGivesUpOnASilentServerWithinItsTimeout() throws {
        let silent = try SilentSoundServer()
        let log = StateLog()
        SoundLink.probe(server: silent.server, timeout: 1) { log.record($0) }
        let answer = try #require(log.wait(for: { _ in true }, timeout: 1.5), "no answer in time")
        #expect(answer.state.isUnavailable)
        #expect(answer.at >= 0.9)
    }
}
