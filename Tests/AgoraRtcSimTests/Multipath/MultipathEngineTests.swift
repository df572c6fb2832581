import Foundation
import Testing
@testable import AgoraRtcSim

/// Multipath: the options chosen at join, updateChannel turning it off and on (the modes fixed), and
/// rtcEngine(_:multiPathStats:) every 2 s spreading the channel's traffic over Wi-Fi and mobile as the mode and the
/// network profile have it.
@Suite struct MultipathEngineTests {
    /// Gets every callback beside the delegate (the simulation's observer), keeping the multipath reports.
    final class Watcher: AgoraSimObserver, AgoraRtcEngineDelegate, @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [AgoraMultipathStats] = []

        func delegate(for connection: AgoraRtcConnection?) -> (any AgoraRtcEngineDelegate)? { self }

        func rtcEngine(_ engine: AgoraRtcEngineKit, multiPathStats stats: AgoraMultipathStats) {
            lock.withLock { stored.append(stats) }
        }

        var stats: [AgoraMultipathStats] { lock.withLock { stored } }
    }

    static func options(_ mode: AgoraMultipathMode?, enabled: Bool? = true) -> AgoraRtcChannelMediaOptions {
        var options = AgoraRtcChannelMediaOptions()
        options.enableMultipath = enabled
        options.uplinkMultipathMode = mode
        options.downlinkMultipathMode = mode
        return options
    }

    /// A host in "demo" with `options`, and what watches its multipath reports.
    static func joined(_ options: AgoraRtcChannelMediaOptions, network: AgoraSimNetworkProfile = .good,
                       paths: [AgoraMultipathType]? = nil) -> (SimHarness, Watcher) {
        let watcher = Watcher()
        let sim = SimHarness(remotes: 1, network: network) { settings in
            settings.observer = watcher
            if let paths { settings.multipathPaths = paths }
        }
        sim.engine.setClientRole(.broadcaster)
        sim.engine.enableVideo()
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        return (sim, watcher)
    }

    /// Each report with when it came (ms since the engine was created, from the trace).
    static func reports(_ sim: SimHarness, _ watcher: Watcher) -> [(ms: Int, stats: AgoraMultipathStats)] {
        let times = sim.trace.events.filter { $0.name == "rtcEngine(_:multiPathStats:)" }.map(\.timeMs)
        return Array(zip(times, watcher.stats)).map { (ms: $0.0, stats: $0.1) }
    }

    static func path(_ stats: AgoraMultipathStats, _ type: AgoraMultipathType) -> AgoraPathStats? {
        stats.pathStats.first { $0.type == type }
    }

    @Test func theSDKsRawValues() {
        #expect(AgoraMultipathMode.duplicate.rawValue == 0 && AgoraMultipathMode.dynamic.rawValue == 1)
        #expect(AgoraMultipathType.allCases.map(\.rawValue) == [0, 1, 2, 99])
        let options = AgoraRtcChannelMediaOptions()
        #expect(options.enableMultipath == nil && options.uplinkMultipathMode == nil && options.preferMultipathType == nil)
    }

    @Test func duplicateSendsEverythingOnEveryPath() throws {
        let (sim, watcher) = Self.joined(Self.options(.duplicate))
        #expect(sim.trace.events.contains {
            $0.name.hasPrefix("joinChannel(") && $0.detail.contains("enableMultipath: true, uplinkMultipathMode: .duplicate, "
                                                                   + "downlinkMultipathMode: .duplicate")
        })
        sim.advance(6.6)
        let reports = Self.reports(sim, watcher)
        let gaps = zip(reports.dropFirst(), reports).map { $0.ms - $1.ms }
        #expect(reports.count == 3 && gaps == [2000, 2000], "every 2 s, as the stats: \(reports.map(\.ms))")
        let last = try #require(reports.last?.stats)
        let channel = try #require(sim.recorder.rtcStats.last)
        #expect(last.activePathNum == 2 && last.pathStats.map(\.type) == [.WIFI, .mobile])
        #expect(last.pathStats.allSatisfy { $0.txKBitRate == channel.txKBitrate && $0.rxKBitRate == channel.rxKBitrate },
                "\(last.pathStats) vs \(channel.txKBitrate)/\(channel.rxKBitrate)")
        #expect(channel.txKBitrate > 300, "a host's camera and microphone: \(channel.txKBitrate)")
        // The byte counters add up from the join, the same on both paths.
        #expect(last.wifiTxBytes == last.mobileTxBytes && last.wifiTxBytes > 0 && last.lanTxBytes == 0)
        #expect(last.wifiTxBytes > (reports.first?.stats.wifiTxBytes ?? .max))
        sim.destroy()
    }

    @Test func dynamicKeepsItOnWiFiAndMovesItWhileWiFiIsDegraded() throws {
        let (good, goodWatcher) = Self.joined(Self.options(.dynamic))
        good.advance(4.6)
        let healthy = try #require(goodWatcher.stats.last)
        let wifi = try #require(Self.path(healthy, .WIFI)), mobile = try #require(Self.path(healthy, .mobile))
        #expect(wifi.txKBitRate > 10 * mobile.txKBitRate && mobile.txKBitRate > 0, "Wi-Fi carries, mobile probes: \(healthy.pathStats)")
        good.destroy()

        // Lossy: Wi-Fi degrades 14–24 s after the join, then recovers.
        let (lossy, watcher) = Self.joined(Self.options(.dynamic), network: .lossy)
        lossy.advance(30)
        func carrier(at ms: Int) throws -> AgoraMultipathType {
            // The join completes within the first second, so the report of second N after it comes in (N, N + 1).
            let stats = try #require(Self.reports(lossy, watcher).first { $0.ms > ms && $0.ms < ms + 1000 }?.stats, "none after \(ms)")
            return try #require(stats.pathStats.max { $0.txKBitRate < $1.txKBitRate }?.type)
        }
        #expect(try carrier(at: 12_000) == .WIFI)
        #expect(try carrier(at: 16_000) == .mobile && carrier(at: 22_000) == .mobile)
        #expect(try carrier(at: 26_000) == .WIFI)
        lossy.destroy()

        // Poor: Wi-Fi stays degraded, so mobile carries throughout.
        let (poor, poorWatcher) = Self.joined(Self.options(.dynamic), network: .poor)
        // A poor network's join takes longer: the first report may come a period later.
        poor.advance(8.6)
        #expect(poorWatcher.stats.count >= 3 && poorWatcher.stats.allSatisfy {
            (Self.path($0, .mobile)?.txKBitRate ?? 0) > (Self.path($0, .WIFI)?.txKBitRate ?? 0)
        }, "\(poorWatcher.stats.map(\.pathStats))")
        poor.destroy()
    }

    @Test func oneModeForBothDirections() throws {
        var options = Self.options(.dynamic)
        options.downlinkMultipathMode = .duplicate
        let (sim, watcher) = Self.joined(options)
        sim.advance(4.6)
        let stats = try #require(watcher.stats.last)
        let wifi = try #require(Self.path(stats, .WIFI)), mobile = try #require(Self.path(stats, .mobile))
        #expect(wifi.rxKBitRate == mobile.rxKBitRate, "duplicate downlink")
        #expect(wifi.txKBitRate > mobile.txKBitRate, "dynamic uplink")
        sim.destroy()
    }

    @Test func updateChannelTurnsItOffAndOnButCannotChangeTheMode() throws {
        let (sim, watcher) = Self.joined(Self.options(.dynamic))
        sim.advance(2.6)
        #expect(watcher.stats.count == 1)
        #expect(sim.engine.updateChannel(with: Self.options(.duplicate)) == -8, "the mode is fixed at join")
        var off = Self.options(.dynamic, enabled: false)
        #expect(sim.engine.updateChannel(with: off) == 0)
        sim.advance(4)
        #expect(watcher.stats.count == 1, "no reports while off")
        off.enableMultipath = true
        #expect(sim.engine.updateChannel(with: off) == 0)
        sim.advance(2)
        #expect(watcher.stats.count == 2)
        // Only the switch, without the modes, is accepted too.
        var bare = AgoraRtcChannelMediaOptions()
        bare.enableMultipath = false
        #expect(sim.engine.updateChannel(with: bare) == 0)
        sim.destroy()
    }

    @Test func offByDefaultAndOnlyWhereTheDeviceHasPaths() throws {
        let (plain, plainWatcher) = Self.joined(AgoraRtcChannelMediaOptions())
        plain.advance(4.6)
        #expect(plainWatcher.stats.isEmpty, "enableMultipath is off unless asked for")
        plain.destroy()

        let (laptop, watcher) = Self.joined(Self.options(nil), paths: [.LAN, .WIFI])
        laptop.advance(2.6)
        let stats = try #require(watcher.stats.last)
        #expect(stats.pathStats.map(\.type) == [.LAN, .WIFI] && stats.lanTxBytes > stats.wifiTxBytes && stats.mobileTxBytes == 0,
                "no mode given: dynamic, on the first path")
        laptop.destroy()
    }
}
