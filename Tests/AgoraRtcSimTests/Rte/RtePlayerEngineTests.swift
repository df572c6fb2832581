import Foundation
import Testing
@testable import AgoraRtcSim

/// The RTE player's rules the RtePlayer case cannot reach, on the shared engine an app creates (main actor, like the
/// case tests that use it too), in virtual time: the media engine first, a forged token, an open while playing, a
/// URL that is not one, and the trace's masking.
@MainActor
@Suite struct RtePlayerEngineTests {
    private static let appId = "0123456789abcdef0123456789abcdef"

    private final class States: AgoraRtePlayerObserver, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }

        override func onStateChanged(_ oldState: AgoraRtePlayerState, newState: AgoraRtePlayerState, error: AgoraRteError?) {
            lock.lock(); defer { lock.unlock() }
            stored.append("\(newState) \(error?.code ?? .ok)")
        }
    }

    private final class Trace: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []
        var lines: [String] { lock.lock(); defer { lock.unlock() }; return stored }
        func add(_ event: AgoraSimTraceEvent) { lock.lock(); stored.append(event.name + " " + event.detail); lock.unlock() }
    }

    private func engine(_ clock: AgoraSimVirtualClock, certificate: String? = nil, trace: Trace) -> AgoraRtcEngineKit {
        var config = AgoraRtcEngineConfig(appId: Self.appId)
        config.simulation = AgoraSimulationSettings(clock: clock, trace: { trace.add($0) }, appCertificate: certificate,
                                                    projectAppId: Self.appId)
        return AgoraRtcEngineKit.sharedEngine(with: config, delegate: nil)
    }

    private func player(_ rte: AgoraRte, _ observer: States) -> AgoraRtePlayer {
        let player = AgoraRtePlayer(rte: rte, initialConfig: nil)
        player.register(observer, error: nil)
        return player
    }

    @Test func openingNeedsTheMediaEngineAndAForgedTokenIsRefused() {
        let clock = AgoraSimVirtualClock(), trace = Trace(), states = States()
        _ = engine(clock, certificate: "5CFd2fd1755d40ecb72977518be15d3b", trace: trace)
        defer { AgoraRtcEngineKit.destroy() }
        let rte = AgoraRte(initialConfig: nil)
        let config = AgoraRteConfig()
        config.setAppId(Self.appId, error: nil)
        rte.setConfigs(config, error: nil)
        let player = player(rte, states)
        player.open(withUrl: "rte://\(Self.appId)/demo?token=", startTime: 0, cb: nil)
        clock.advance(by: 1)
        #expect(states.lines == ["opening ok", "failed errorInvalidOperation"], "no media engine yet")
        let error = AgoraRteError()
        #expect(player.play(error) == false && error.code == .errorInvalidOperation)
        rte.initMediaEngine(nil, error: nil)
        player.stop(nil)
        player.open(withUrl: "rte://\(Self.appId)/demo?token=007forged", startTime: 0, cb: nil)
        clock.advance(by: 1)
        #expect(states.lines.suffix(3) == ["stopped ok", "opening ok", "failed errorAuthenticationFailed"])
        #expect(trace.lines.contains { $0.hasPrefix("onStateChanged(_:newState:error:)") && $0.contains("\"invalid token\"") })
        #expect(!trace.lines.contains { $0.contains("007forged") }, "the token is masked in the trace")
    }

    @Test func anOpenWhilePlayingIsRefusedAndANonRteUrlFailsAtOnce() {
        let clock = AgoraSimVirtualClock(), trace = Trace(), states = States()
        _ = engine(clock, trace: trace)
        defer { AgoraRtcEngineKit.destroy() }
        let rte = AgoraRte(initialConfig: nil)
        let config = AgoraRteConfig()
        config.setAppId(Self.appId, error: nil)
        rte.setConfigs(config, error: nil)
        rte.initMediaEngine(nil, error: nil)
        let player = player(rte, states)
        player.open(withUrl: "rte://\(Self.appId)/demo?token=", startTime: 0, cb: nil)
        clock.advance(by: 2)
        #expect(player.state == .playing)
        let refusal = Trace()
        player.open(withUrl: "rte://\(Self.appId)/other", startTime: 0) { error in
            refusal.add(AgoraSimTraceEvent(timeMs: 0, kind: .callback, name: "cb", detail: "\(error?.code ?? .ok)",
                                           result: nil, isPeriodic: false))
        }
        clock.advance(by: 1)
        #expect(refusal.lines == ["cb errorInvalidOperation"] && player.state == .playing, "stop before opening another")
        player.stop(nil)
        player.open(withUrl: "https://example.com/live.m3u8", startTime: 0, cb: nil)
        clock.advance(by: 0)
        #expect(states.lines.suffix(2) == ["opening ok", "failed errorInvalidArgument"], "refused before asking any channel")
        #expect(trace.lines.contains { $0.hasPrefix("open(withUrl:startTime:cb:) url: \"rte://<appId>/demo?token=<token>\"") })
    }
}
