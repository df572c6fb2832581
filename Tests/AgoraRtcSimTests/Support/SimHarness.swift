import Foundation
import TestSupport
@testable import AgoraRtcSim

/// Collects trace events from any thread.
final class TraceLog: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [AgoraSimTraceEvent] = []

    func append(_ event: AgoraSimTraceEvent) {
        lock.lock(); defer { lock.unlock() }
        stored.append(event)
    }

    var events: [AgoraSimTraceEvent] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }
}

/// One engine in its own registry slot (so tests can run in parallel), on a virtual clock; `adjust` changes any other
/// simulation setting. The recorder gets the engine's callbacks and its extensions' events.
struct SimHarness {
    let registry = SimEngineRegistry()
    let clock: AgoraSimVirtualClock
    let recorder = EventRecorder()
    let trace = TraceLog()
    let engine: AgoraRtcEngineKit

    init(seed: UInt64 = 7, remotes: Int = 2, behavior: AgoraSimRemoteBehavior = .steady,
         network: AgoraSimNetworkProfile = .good, profile: AgoraChannelProfile = .liveBroadcasting,
         certificate: String? = nil, appId: String = "sim-app", projectAppId: String? = nil,
         unixOrigin: Double? = nil, rtmpServer: AgoraSimRtmpServer = .accept,
         adjust: (inout AgoraSimulationSettings) -> Void = { _ in }) {
        clock = unixOrigin.map { AgoraSimVirtualClock(unixOrigin: $0) } ?? AgoraSimVirtualClock()
        let log = trace
        var settings = AgoraSimulationSettings(seed: seed, remoteUserCount: remotes, remoteBehavior: behavior,
                                               network: network, clock: clock, trace: { log.append($0) },
                                               appCertificate: certificate)
        settings.projectAppId = projectAppId
        settings.rtmpServer = rtmpServer
        adjust(&settings)
        var config = AgoraRtcEngineConfig(appId: appId, channelProfile: profile, simulation: settings)
        config.eventDelegate = recorder
        engine = registry.obtain(config: config, delegate: recorder)
    }

    /// Broadcaster with video, joined to "demo" and past the join handshake.
    @discardableResult
    func joinAsBroadcaster(channel: String = "demo", uid: UInt = 0, video: Bool = true) -> Int32 {
        let code = join(channel: channel, uid: uid, video: video)
        clock.advance(by: 0.5)
        return code
    }

    func advance(_ seconds: Double) { clock.advance(by: seconds) }

    func destroy() { registry.destroy() }
}
