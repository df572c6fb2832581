import Foundation
import Testing
@testable import AgoraRtcSim

/// `AgoraSimulationSettings.observer`: the app's views see every delegate callback of every connection, whatever
/// delegates the app's code set, just before those delegates do, and nothing once the engine is destroyed.
@Suite struct ObserverTests {
    static let second = AgoraRtcConnection(channelId: "demo-2", localUid: 2345)

    /// One log for observers and delegates alike, so the order between them shows. NSLock rather than Mutex, which
    /// ThreadSanitizer cannot see in debug builds (see APIExample's Locked).
    final class Log: @unchecked Sendable {
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var stored: [String] = []

        func append(_ entry: String) { lock.withLock { stored.append(entry) } }

        var entries: [String] { lock.withLock { stored } }
    }

    /// Logs a few callbacks as "<who> <event>".
    final class Watcher: AgoraRtcEngineDelegate {
        let who: String
        let log: Log

        init(_ who: String, _ log: Log) {
            self.who = who
            self.log = log
        }

        func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
            log.append("\(who) join \(channel) \(uid)")
        }
        func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                       reason: AgoraConnectionChangedReason) {
            log.append("\(who) connection \(state)")
        }
        func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
            log.append("\(who) joined \(uid)")
        }
        func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
            log.append("\(who) stats")
        }
    }

    /// Implements nothing.
    final class Silent: AgoraRtcEngineDelegate {}

    /// Hands out one watcher for the main connection and one for `second`, and remembers what it was asked.
    final class Observer: AgoraSimObserver, @unchecked Sendable {
        let main: Watcher
        let ex: Watcher
        private let lock = NSLock()
        /// Guarded by `lock`.
        private var asked: Set<String> = []

        init(_ log: Log) {
            main = Watcher("observer", log)
            ex = Watcher("observerEx", log)
        }

        var connectionsAsked: Set<String> { lock.withLock { asked } }

        func delegate(for connection: AgoraRtcConnection?) -> (any AgoraRtcEngineDelegate)? {
            lock.withLock { _ = asked.insert(connection.map(\.description) ?? "main") }
            if connection == nil { return main }
            return connection == ObserverTests.second ? ex : nil
        }
    }

    /// An engine in its own registry slot on a virtual clock, with `observer` in its settings.
    private func engine(_ observer: Observer, delegate: (any AgoraRtcEngineDelegate)?, registry: SimEngineRegistry,
                        clock: AgoraSimVirtualClock) -> AgoraRtcEngineKit {
        var settings = AgoraSimulationSettings(seed: 7, remoteUserCount: 1, clock: clock)
        settings.observer = observer
        let config = AgoraRtcEngineConfig(appId: "sim-app", channelProfile: .liveBroadcasting, simulation: settings)
        return registry.obtain(config: config, delegate: delegate)
    }

    private func joinBoth(_ engine: AgoraRtcEngineKit, exDelegate: (any AgoraRtcEngineDelegate)?) {
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        engine.joinChannel(byToken: nil, channelId: "demo", uid: 1234, mediaOptions: options, joinSuccess: nil)
        engine.joinChannelEx(byToken: nil, connection: Self.second, delegate: exDelegate, mediaOptions: options,
                             joinSuccess: nil)
    }

    @Test func observerGetsEachCallbackJustBeforeTheDelegate() {
        let log = Log()
        let observer = Observer(log)
        let app = Watcher("app", log), appEx = Watcher("appEx", log)
        let clock = AgoraSimVirtualClock()
        let engine = engine(observer, delegate: app, registry: SimEngineRegistry(), clock: clock)
        joinBoth(engine, exDelegate: appEx)
        clock.advance(by: 6)
        let entries = log.entries
        #expect(entries.contains("observer join demo 1234"))
        #expect(entries.contains("observerEx join demo-2 2345"))
        #expect(!entries.contains { $0.hasPrefix("observer join demo-2") }, "the ex connection's callbacks go to its own watcher")
        #expect(entries.contains { $0.hasPrefix("observer joined ") } && entries.contains { $0.hasPrefix("observerEx joined ") })
        // Every delegate entry comes straight after the observer's entry for the same callback.
        let observed = entries.filter { $0.hasPrefix("observer") }
        let delegated = entries.filter { $0.hasPrefix("app") }
        #expect(observed.count == delegated.count)
        for (index, entry) in entries.enumerated() where entry.hasPrefix("app") {
            let expected = entry.hasPrefix("appEx ") ? "observerEx " + entry.dropFirst(6) : "observer " + entry.dropFirst(4)
            #expect(index > 0 && entries[index - 1] == expected, "\(entry) follows \(expected)")
        }
        #expect(observer.connectionsAsked == ["main", Self.second.description])
    }

    @Test func observerGetsCallbacksWhateverDelegatesTheAppSet() {
        let log = Log()
        let observer = Observer(log)
        let silent = Silent()
        let clock = AgoraSimVirtualClock()
        let engine = engine(observer, delegate: nil, registry: SimEngineRegistry(), clock: clock)
        joinBoth(engine, exDelegate: silent)
        clock.advance(by: 3)
        let entries = log.entries
        #expect(entries.starts(with: ["observer connection connecting", "observerEx connection connecting"]))
        #expect(entries.contains("observer join demo 1234"))
        #expect(entries.contains("observerEx join demo-2 2345"))
        #expect(entries.contains("observer stats") && entries.contains("observerEx stats"))
    }

    @Test func nothingReachesTheObserverAfterDestroy() {
        let log = Log()
        let observer = Observer(log)
        let registry = SimEngineRegistry()
        let clock = AgoraSimVirtualClock()
        let engine = engine(observer, delegate: nil, registry: registry, clock: clock)
        joinBoth(engine, exDelegate: nil)
        clock.advance(by: 3)
        let before = log.entries.count
        #expect(before > 0)
        engine.enableVideo()
        registry.destroy()
        clock.advance(by: 10)
        #expect(log.entries.count == before)
    }
}
