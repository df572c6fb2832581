import Foundation
@testable import AgoraRtcSim

/// A delegate that records every callback as a compact string plus the typed payloads tests inspect.
final class EventRecorder: AgoraRtcEngineDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var storedEvents: [String] = []
    private var storedRtcStats: [AgoraChannelStats] = []
    private var storedLocalVideo: [AgoraRtcLocalVideoStats] = []
    private var storedLocalAudio: [AgoraRtcLocalAudioStats] = []
    private var storedRemoteVideo: [AgoraRtcRemoteVideoStats] = []
    private var storedVolumes: [[AgoraRtcAudioVolumeInfo]] = []
    private var storedTracing: [AgoraVideoRenderingTracingInfo] = []
    private var storedTokens: [String] = []
    private var storedRemoteAudio: [AgoraRtcRemoteAudioStats] = []
    private var storedQualities: [(uid: UInt, tx: AgoraNetworkQuality, rx: AgoraNetworkQuality)] = []
    private var mainThreadCallbacks = 0

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

    var events: [String] { read { storedEvents } }
    var rtcStats: [AgoraChannelStats] { read { storedRtcStats } }
    var localVideoStats: [AgoraRtcLocalVideoStats] { read { storedLocalVideo } }
    var localAudioStats: [AgoraRtcLocalAudioStats] { read { storedLocalAudio } }
    var remoteVideoStats: [AgoraRtcRemoteVideoStats] { read { storedRemoteVideo } }
    var volumeReports: [[AgoraRtcAudioVolumeInfo]] { read { storedVolumes } }
    var tracing: [AgoraVideoRenderingTracingInfo] { read { storedTracing } }
    /// Tokens handed to tokenPrivilegeWillExpire and renewTokenResult, in order.
    var tokens: [String] { read { storedTokens } }
    var remoteAudioStats: [AgoraRtcRemoteAudioStats] { read { storedRemoteAudio } }
    var qualities: [(uid: UInt, tx: AgoraNetworkQuality, rx: AgoraNetworkQuality)] { read { storedQualities } }
    var callbacksOnMainThread: Int { read { mainThreadCallbacks } }

    func count(_ prefix: String) -> Int { events.filter { $0.hasPrefix(prefix) }.count }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        record("join \(channel) \(uid) \(elapsed)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        record("rejoin \(channel) \(uid)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        record("leave \(stats.duration)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) { record("joined \(uid)") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        record("offline \(uid) \(reason)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                   reason: AgoraConnectionChangedReason) {
        record("connection \(state) \(reason)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) { record("error \(errorCode)") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        record("rtcStats") { storedRtcStats.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                   sourceType: AgoraVideoSourceType) {
        record("localVideoStats") { storedLocalVideo.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {
        record("localAudioStats") { storedLocalAudio.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        record("remoteVideoStats \(stats.uid)") { storedRemoteVideo.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {
        record("remoteAudioStats \(stats.uid)") { storedRemoteAudio.append(stats) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                   rxQuality: AgoraNetworkQuality) {
        record("networkQuality \(uid)") { storedQualities.append((uid, txQuality, rxQuality)) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                   totalVolume: Int) {
        record("volume") { storedVolumes.append(speakers) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                   newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?) {
        record("role \(oldRole) \(newRole)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                   sourceType: AgoraVideoSourceType) {
        record("firstLocalFrame \(Int(size.width))x\(Int(size.height))")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {
        record("firstRemoteFrame \(uid) \(Int(size.width))x\(Int(size.height))")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                   reason: AgoraVideoRemoteReason, elapsed: Int) {
        record("remoteVideo \(uid) \(state) \(reason)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                   reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {
        record("localVideo \(state)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                   reason: AgoraAudioLocalReason) {
        record("localAudio \(state)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                   currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {
        record("tracing \(uid) \(currentEvent)") { storedTracing.append(tracingInfo) }
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {
        record("willExpire") { storedTokens.append(token) }
    }
    func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) { record("requestToken") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {
        record("renewResult \(code)") { storedTokens.append(token) }
    }
    func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit) { record("lost") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {
        record("registered \(userAccount) \(uid)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {
        record("userInfo \(uid) \(userInfo.userAccount ?? "nil") \(userInfo.uid)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String, state: AgoraRtmpStreamingState,
                   reason: AgoraRtmpStreamingReason) {
        record("rtmp \(url) \(state) \(reason)")
    }
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String, eventCode: AgoraRtmpStreamingEvent) {
        record("rtmpEvent \(url) \(eventCode)")
    }
    func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) { record("transcodingUpdated") }
    func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                   reasonCode: AgoraAudioMixingReasonCode) {
        record("mixing \(state) \(reasonCode)")
    }
    func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) { record("effectFinished \(soundId)") }
}
