import Foundation
@testable import AgoraRtcSim

/// Records what the channel-feature tests look at: errors, encryption errors, remote video states, volume reports
/// and extension events.
final class FeatureRecorder: AgoraRtcEngineDelegate, AgoraMediaFilterEventDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [String] = []
    private var storedVolumes: [[AgoraRtcAudioVolumeInfo]] = []
    private var storedRemoteAudio: [AgoraRtcRemoteAudioStats] = []
    private var storedRemoteVideo: [AgoraRtcRemoteVideoStats] = []

    private func record(_ event: String, _ update: () -> Void = {}) {
        lock.lock(); defer { lock.unlock() }
        storedEvents.append(event)
        update()
    }

    var events: [String] { lock.lock(); defer { lock.unlock() }; return storedEvents }
    var volumeReports: [[AgoraRtcAudioVolumeInfo]] { lock.lock(); defer { lock.unlock() }; return storedVolumes }
    var remoteAudioStats: [AgoraRtcRemoteAudioStats] { lock.lock(); defer { lock.unlock() }; return storedRemoteAudio }
    var remoteVideoStats: [AgoraRtcRemoteVideoStats] { lock.lock(); defer { lock.unlock() }; return storedRemoteVideo }
    func count(_ prefix: String) -> Int { events.filter { $0.hasPrefix(prefix) }.count }

    /// The local user's reports (uid 0), in order.
    var localReports: [AgoraRtcAudioVolumeInfo] { volumeReports.compactMap { $0.count == 1 && $0[0].uid == 0 ? $0[0] : nil } }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) { record("join") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) { record("joined \(uid)") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) { record("error \(errorCode)") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) { record("encryptionError \(errorType)") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                   reason: AgoraVideoRemoteReason, elapsed: Int) {
        record("remoteVideo \(uid) \(state)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {
        record("firstRemoteFrame \(uid)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                   totalVolume: Int) {
        record("volume") { storedVolumes.append(speakers) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {
        record("remoteAudioStats \(stats.uid)") { storedRemoteAudio.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        record("remoteVideoStats \(stats.uid)") { storedRemoteVideo.append(stats) }
    }

    func onEvent(_ provider: String?, extension name: String?, key: String?, value: String?) {
        record("onEvent \(provider ?? "nil")/\(name ?? "nil") \(key ?? "nil")=\(value ?? "nil")")
    }
    func onExtensionStarted(_ provider: String?, extension name: String?) { record("started \(provider ?? "nil")/\(name ?? "nil")") }
    func onExtensionStopped(_ provider: String?, extension name: String?) { record("stopped \(provider ?? "nil")/\(name ?? "nil")") }
    func onExtensionError(_ provider: String?, extension name: String?, error: Int32, message: String?) {
        record("extensionError \(error) \(message ?? "")")
    }
}

/// One engine in its own registry slot on a virtual clock, with the simulation settings a test needs.
struct FeatureHarness {
    let registry = SimEngineRegistry()
    let clock = AgoraSimVirtualClock()
    let recorder = FeatureRecorder()
    let trace = TraceLog()
    let engine: AgoraRtcEngineKit

    init(remotes: Int = 2, seed: UInt64 = 7, adjust: (inout AgoraSimulationSettings) -> Void = { _ in }) {
        let log = trace
        var settings = AgoraSimulationSettings(seed: seed, remoteUserCount: remotes, clock: clock, trace: { log.append($0) })
        adjust(&settings)
        var config = AgoraRtcEngineConfig(appId: "sim-app", channelProfile: .liveBroadcasting, simulation: settings)
        config.eventDelegate = recorder
        engine = registry.obtain(config: config, delegate: recorder)
    }

    /// Joins "demo" as a video broadcaster; call `advance` afterwards.
    @discardableResult
    func join(video: Bool = true) -> Int32 {
        engine.setClientRole(.broadcaster)
        if video { engine.enableVideo() }
        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = video
        options.publishMicrophoneTrack = true
        options.clientRoleType = .broadcaster
        return engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
    }

    /// Binds a view to every remote user who joins from now on (like a case's didJoinedOfUid), runs for `seconds`
    /// and returns the views.
    func bindRemoteViews(after seconds: Double) -> [UInt: AgoraVideoView] {
        var views: [UInt: AgoraVideoView] = [:]
        let start = recorder.events.count
        var elapsed = 0.0
        while elapsed < seconds {
            advance(0.1)
            elapsed += 0.1
            for event in recorder.events.dropFirst(start) where event.hasPrefix("joined ") {
                guard let uid = UInt(event.dropFirst("joined ".count)), views[uid] == nil else { continue }
                let view = AgoraVideoView()
                views[uid] = view
                engine.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: view, renderMode: .hidden))
            }
        }
        return views
    }

    func advance(_ seconds: Double) { clock.advance(by: seconds) }

    /// The trace line of the last call to `name` (API calls only).
    func lastCall(_ name: String) -> AgoraSimTraceEvent? {
        trace.events.last { $0.kind == .apiCall && $0.name == name }
    }

    func destroy() { registry.destroy() }
}
