import Foundation
import AgoraRtcSim

/// An engine delegate (and extension event delegate) that records every callback as a compact string plus the typed
/// payloads tests inspect. Callbacks come from the simulation's queues, so everything goes through one lock.
public final class EventRecorder: AgoraRtcEngineDelegate, AgoraMediaFilterEventDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [String] = []
    private var storedRtcStats: [AgoraChannelStats] = []
    private var storedLocalVideo: [AgoraRtcLocalVideoStats] = []
    private var storedLocalVideoSources: [AgoraVideoSourceType] = []
    private var storedLocalAudio: [AgoraRtcLocalAudioStats] = []
    private var storedRemoteVideo: [AgoraRtcRemoteVideoStats] = []
    private var storedVolumes: [[AgoraRtcAudioVolumeInfo]] = []
    private var storedTracing: [AgoraVideoRenderingTracingInfo] = []
    private var storedTokens: [String] = []
    private var storedRemoteAudio: [AgoraRtcRemoteAudioStats] = []
    private var storedQualities: [(uid: UInt, tx: AgoraNetworkQuality, rx: AgoraNetworkQuality)] = []
    private var storedSnapshots: [Snapshot] = []
    private var mainThreadCallbacks = 0

    /// What `snapshotTaken` reported.
    public typealias Snapshot = (uid: UInt, path: String, width: Int, height: Int, errCode: Int)

    public init() {}

    private func record(_ event: String, _ update: () -> Void = {}) {
        let onMain = Thread.isMainThread
        lock.lock(); defer { lock.unlock() }
        storedEvents.append(event)
        if onMain { mainThreadCallbacks += 1 }
        update()
    }

    private func read<T>(_ body: () -> T) -> T {
        lock.lock(); defer { lock.unlock() }
        return body()
    }

    public var events: [String] { read { storedEvents } }
    public var rtcStats: [AgoraChannelStats] { read { storedRtcStats } }
    public var localVideoStats: [AgoraRtcLocalVideoStats] { read { storedLocalVideo } }
    /// The local video stats of one source.
    public func localVideoStats(of source: AgoraVideoSourceType) -> [AgoraRtcLocalVideoStats] {
        read { zip(storedLocalVideo, storedLocalVideoSources).filter { $0.1 == source }.map(\.0) }
    }
    public var localAudioStats: [AgoraRtcLocalAudioStats] { read { storedLocalAudio } }
    public var remoteVideoStats: [AgoraRtcRemoteVideoStats] { read { storedRemoteVideo } }
    public var volumeReports: [[AgoraRtcAudioVolumeInfo]] { read { storedVolumes } }
    public var tracing: [AgoraVideoRenderingTracingInfo] { read { storedTracing } }
    /// Tokens handed to tokenPrivilegeWillExpire and renewTokenResult, in order.
    public var tokens: [String] { read { storedTokens } }
    public var remoteAudioStats: [AgoraRtcRemoteAudioStats] { read { storedRemoteAudio } }
    public var qualities: [(uid: UInt, tx: AgoraNetworkQuality, rx: AgoraNetworkQuality)] { read { storedQualities } }
    public var callbacksOnMainThread: Int { read { mainThreadCallbacks } }
    public var snapshots: [Snapshot] { read { storedSnapshots } }

    /// The local user's reports (uid 0), in order.
    public var localReports: [AgoraRtcAudioVolumeInfo] { volumeReports.compactMap { $0.count == 1 && $0[0].uid == 0 ? $0[0] : nil } }

    public func count(_ prefix: String) -> Int { events.filter { $0.hasPrefix(prefix) }.count }

    public func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        record("join \(channel) \(uid) \(elapsed)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        record("rejoin \(channel) \(uid)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        record("leave \(stats.duration)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) { record("joined \(uid)") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        record("offline \(uid) \(reason)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                          reason: AgoraConnectionChangedReason) {
        record("connection \(state) \(reason)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) { record("error \(errorCode)") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        record("rtcStats") { storedRtcStats.append(stats) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                          sourceType: AgoraVideoSourceType) {
        record("localVideoStats") {
            storedLocalVideo.append(stats)
            storedLocalVideoSources.append(sourceType)
        }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {
        record("localAudioStats") { storedLocalAudio.append(stats) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        record("remoteVideoStats \(stats.uid)") { storedRemoteVideo.append(stats) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {
        record("remoteAudioStats \(stats.uid)") { storedRemoteAudio.append(stats) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                          rxQuality: AgoraNetworkQuality) {
        record("networkQuality \(uid)") { storedQualities.append((uid, txQuality, rxQuality)) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                          totalVolume: Int) {
        record("volume") { storedVolumes.append(speakers) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                          newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?) {
        record("role \(oldRole) \(newRole)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                          sourceType: AgoraVideoSourceType) {
        record("firstLocalFrame \(Int(size.width))x\(Int(size.height))")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {
        record("firstRemoteFrame \(uid) \(Int(size.width))x\(Int(size.height))")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                          reason: AgoraVideoRemoteReason, elapsed: Int) {
        record("remoteVideo \(uid) \(state) \(reason)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStateChangedOfUid uid: UInt, state: AgoraAudioRemoteState,
                          reason: AgoraAudioRemoteReason, elapsed: Int) {
        record("remoteAudio \(uid) \(state) \(reason)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                          reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {
        record("localVideo \(state)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                          reason: AgoraAudioLocalReason) {
        record("localAudio \(state)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                          currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {
        record("tracing \(uid) \(currentEvent)") { storedTracing.append(tracingInfo) }
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {
        record("willExpire") { storedTokens.append(token) }
    }
    public func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) { record("requestToken") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didVideoPublishStateChange channelId: String,
                          sourceType: AgoraVideoSourceType, oldState: AgoraStreamPublishState,
                          newState: AgoraStreamPublishState, elapseSinceLastState: Int32) {
        record("videoPublish \(channelId) \(sourceType) \(oldState) \(newState)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {
        record("renewResult \(code)") { storedTokens.append(token) }
    }
    public func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit) { record("lost") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {
        record("registered \(userAccount) \(uid)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {
        record("userInfo \(uid) \(userInfo.userAccount ?? "nil") \(userInfo.uid)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String, state: AgoraRtmpStreamingState,
                          reason: AgoraRtmpStreamingReason) {
        record("rtmp \(url) \(state) \(reason)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String, eventCode: AgoraRtmpStreamingEvent) {
        record("rtmpEvent \(url) \(eventCode)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, channelMediaRelayStateDidChange state: AgoraChannelMediaRelayState,
                          error: AgoraChannelMediaRelayError) {
        record("relay \(state) \(error)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didReceive event: AgoraChannelMediaRelayEvent) {
        record("relayEvent \(event)")
    }
    public func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) { record("transcodingUpdated") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                          reasonCode: AgoraAudioMixingReasonCode) {
        record("mixing \(state) \(reasonCode)")
    }
    public func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) { record("effectFinished \(soundId)") }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting) {
        record("audioRoute \(routing)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didLocalVideoTranscoderErrorWithStream stream: AgoraTranscodingVideoStream,
                          errorCode: AgoraVideoTranscoderError) {
        record("transcoderError \(stream.sourceType) \(errorCode)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) {
        record("encryptionError \(errorType)")
    }
    public func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int, height: Int,
                          errCode: Int) {
        record("snapshot \(uid) \(errCode)") { storedSnapshots.append((uid, filePath, width, height, errCode)) }
    }

    public func onEvent(_ provider: String?, extension name: String?, key: String?, value: String?) {
        record("onEvent \(provider ?? "nil")/\(name ?? "nil") \(key ?? "nil")=\(value ?? "nil")")
    }
    public func onExtensionStarted(_ provider: String?, extension name: String?) {
        record("started \(provider ?? "nil")/\(name ?? "nil")")
    }
    public func onExtensionStopped(_ provider: String?, extension name: String?) {
        record("stopped \(provider ?? "nil")/\(name ?? "nil")")
    }
    public func onExtensionError(_ provider: String?, extension name: String?, error: Int32, message: String?) {
        record("extensionError \(error) \(message ?? "")")
    }
}
