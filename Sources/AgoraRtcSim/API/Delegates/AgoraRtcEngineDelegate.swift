import Foundation

/// Callbacks from the engine. In wall-clock mode they arrive on the engine's background serial queue
/// (never the main queue); with `AgoraSimVirtualClock` they arrive synchronously inside `advance(by:)`.
/// None arrives after `AgoraRtcEngineKit.destroy()`. Every method has a no-op default.
public protocol AgoraRtcEngineDelegate: AnyObject, Sendable {
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason)
    func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                   reason: AgoraConnectionChangedReason)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode)
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats)
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                   sourceType: AgoraVideoSourceType)
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats)
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats)
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats)
    func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                   rxQuality: AgoraNetworkQuality)
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                   totalVolume: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                   newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?)
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                   sourceType: AgoraVideoSourceType)
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                   reason: AgoraVideoRemoteReason, elapsed: Int)
    /// Modelled for other instances' users (issue 18), whose sound really arrives.
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStateChangedOfUid uid: UInt, state: AgoraAudioRemoteState,
                   reason: AgoraAudioRemoteReason, elapsed: Int)
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                   reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType)
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                   reason: AgoraAudioLocalReason)
    func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                   currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo)
    /// 30 s before the token (or its joinChannel privilege) expires.
    func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String)
    /// The token has expired; call `renewToken(_:)` (or leave and join again with a new token).
    func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit)
    /// Asynchronous result of `renewToken(_:)`. The iOS spelling is unconfirmed; this mirrors C++
    /// `onRenewTokenResult(token, code)` from SDK 4.6.
    func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode)
    /// 10 s after the link was declared interrupted, still without the server (the SDK keeps retrying).
    func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt)
    func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt)
    /// A Media Push URL changed state (the first argument is the URL).
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String, state: AgoraRtmpStreamingState,
                   reason: AgoraRtmpStreamingReason)
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String, eventCode: AgoraRtmpStreamingEvent)
    /// updateRtmpTranscoding took effect (not sent for the layout a push starts with).
    func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit)
    func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                   reasonCode: AgoraAudioMixingReasonCode)
    /// A sound effect played all its loops (not sent for stopEffect).
    func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int)
    /// The virtual metronome's state changed (startRhythmPlayer, stopRhythmPlayer, or a sound it cannot open).
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRhythmPlayerStateChanged state: AgoraRhythmPlayerState,
                   reason: AgoraRhythmPlayerReason)
    /// Built-in encryption failed (`didOccurEncryptionError:` in Objective-C), e.g. a remote user's media does not
    /// decrypt with the local key.
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType)
    /// Audio metadata a remote user sent with `sendAudioMetadata(_:)` (C++ `onAudioMetadataReceived`).
    func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data)
    /// Outcome of `takeSnapshot(_:filePath:)` / `takeSnapshotEx(_:uid:filePath:)`: 0, or -1 (file not written),
    /// -2 (no frame of the user within 1 s), -3 (called too often). uid 0 is the local user.
    func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int, height: Int,
                   errCode: Int)
    /// The local playback route changed: when the audio device starts in a channel, and after
    /// `setEnableSpeakerphone(_:)` moved it.
    func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting)
    /// A video track of this connection started or stopped being published (modelled for a media player's track).
    func rtcEngine(_ engine: AgoraRtcEngineKit, didVideoPublishStateChange channelId: String, sourceType: AgoraVideoSourceType,
                   oldState: AgoraStreamPublishState, newState: AgoraStreamPublishState, elapseSinceLastState: Int32)
    /// The local video transcoder cannot compose `stream` (after `startLocalVideoTranscoder(_:)` or
    /// `updateLocalTranscoderConfiguration(_:)`); the other sources are composed.
    func rtcEngine(_ engine: AgoraRtcEngineKit, didLocalVideoTranscoderErrorWithStream stream: AgoraTranscodingVideoStream,
                   errorCode: AgoraVideoTranscoderError)
    // Pre-call tests (PrecallTest)
    /// About 2 s after `startLastmileProbeTest(_:)`: the last mile's quality as a score.
    func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileQuality quality: AgoraNetworkQuality)
    /// About 30 s after `startLastmileProbeTest(_:)`: what the probe measured; the probe is over.
    func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileProbeTest result: AgoraLastmileProbeResult)

    // Data streams
    /// A message a remote user sent with `sendStreamMessage(_:data:)` (C++ `onStreamMessage`).
    func rtcEngine(_ engine: AgoraRtcEngineKit, receiveStreamMessageFromUid uid: UInt, streamId: Int, data: Data)
    /// Messages of a remote user's stream were lost (`missed`) while later ones waited (`cached`); `error` is
    /// ERR_STREAM_MESSAGE_TIMEOUT (117) when the stream gave up waiting (C++ `onStreamMessageError`).
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurStreamMessageErrorFromUid uid: UInt, streamId: Int, error: Int,
                   missed: Int, cached: Int)

    // MARK: Channel media relay

    /// The relay's state changed: CONNECTING → RUNNING, FAILURE with the reason, IDLE after stopChannelMediaRelay.
    func rtcEngine(_ engine: AgoraRtcEngineKit, channelMediaRelayStateDidChange state: AgoraChannelMediaRelayState,
                   error: AgoraChannelMediaRelayError)
    /// The legacy relay events (deprecated in 4.x, still delivered).
    func rtcEngine(_ engine: AgoraRtcEngineKit, didReceive event: AgoraChannelMediaRelayEvent)

    // MARK: Multipath

    /// Every 2 s while multipath is on (`AgoraRtcChannelMediaOptions.enableMultipath`): the paths in use and their
    /// bitrates, and the bytes each kind of path carried since joining.
    func rtcEngine(_ engine: AgoraRtcEngineKit, multiPathStats stats: AgoraMultipathStats)
}

public extension AgoraRtcEngineDelegate {
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                   reason: AgoraConnectionChangedReason) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats,
                   sourceType: AgoraVideoSourceType) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, networkQuality uid: UInt, txQuality: AgoraNetworkQuality,
                   rxQuality: AgoraNetworkQuality) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                   totalVolume: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole,
                   newRole: AgoraClientRole, newRoleOptions: AgoraClientRoleOptions?) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int,
                   sourceType: AgoraVideoSourceType) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStateChangedOfUid uid: UInt, state: AgoraVideoRemoteState,
                   reason: AgoraVideoRemoteReason, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStateChangedOfUid uid: UInt, state: AgoraAudioRemoteState,
                   reason: AgoraAudioRemoteReason, elapsed: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStateChangedOf state: AgoraVideoLocalState,
                   reason: AgoraLocalVideoStreamReason, sourceType: AgoraVideoSourceType) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState,
                   reason: AgoraAudioLocalReason) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt,
                   currentEvent: AgoraMediaTraceEvent, tracingInfo: AgoraVideoRenderingTracingInfo) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {}
    func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {}
    func rtcEngineConnectionDidLost(_ engine: AgoraRtcEngineKit) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRegisteredLocalUser userAccount: String, withUid uid: UInt) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingChangedToState url: String, state: AgoraRtmpStreamingState,
                   reason: AgoraRtmpStreamingReason) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, rtmpStreamingEventWithUrl url: String, eventCode: AgoraRtmpStreamingEvent) {}
    func rtcEngineTranscodingUpdated(_ engine: AgoraRtcEngineKit) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                   reasonCode: AgoraAudioMixingReasonCode) {}
    func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didRhythmPlayerStateChanged state: AgoraRhythmPlayerState,
                   reason: AgoraRhythmPlayerReason) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccur errorType: AgoraEncryptionErrorType) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int, height: Int,
                   errCode: Int) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didAudioRouteChanged routing: AgoraAudioOutputRouting) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didVideoPublishStateChange channelId: String, sourceType: AgoraVideoSourceType,
                   oldState: AgoraStreamPublishState, newState: AgoraStreamPublishState, elapseSinceLastState: Int32) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didLocalVideoTranscoderErrorWithStream stream: AgoraTranscodingVideoStream,
                   errorCode: AgoraVideoTranscoderError) {}
    // Pre-call tests (PrecallTest)
    func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileQuality quality: AgoraNetworkQuality) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, lastmileProbeTest result: AgoraLastmileProbeResult) {}

    // Data streams
    func rtcEngine(_ engine: AgoraRtcEngineKit, receiveStreamMessageFromUid uid: UInt, streamId: Int, data: Data) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurStreamMessageErrorFromUid uid: UInt, streamId: Int, error: Int,
                   missed: Int, cached: Int) {}

    // MARK: Channel media relay

    func rtcEngine(_ engine: AgoraRtcEngineKit, channelMediaRelayStateDidChange state: AgoraChannelMediaRelayState,
                   error: AgoraChannelMediaRelayError) {}
    func rtcEngine(_ engine: AgoraRtcEngineKit, didReceive event: AgoraChannelMediaRelayEvent) {}

    // Multipath
    func rtcEngine(_ engine: AgoraRtcEngineKit, multiPathStats stats: AgoraMultipathStats) {}
}
