/// Every option is optional: nil means "leave the SDK default / current value".
public struct AgoraRtcChannelMediaOptions: Sendable, Equatable {
    public var publishCameraTrack: Bool?
    public var publishMicrophoneTrack: Bool?
    /// The second camera's video (`startCameraCapture(.cameraSecondary, config:)`, after `enableMultiCamera`).
    public var publishSecondaryCameraTrack: Bool?
    /// The frames pushed with `pushExternalVideoFrame` (needs `setExternalVideoSource(true, …)`).
    public var publishCustomVideoTrack: Bool?
    /// The custom video track the connection publishes: 0 (the default) is `setExternalVideoSource`'s, other ids come
    /// from `createCustomVideoTrack()` (with `publishCustomVideoTrack`) or `createCustomEncodedVideoTrack(_:)` (with
    /// `publishEncodedVideoTrack`).
    public var customVideoTrackId: Int?
    /// Publish the encoded frames pushed to custom encoded track `customVideoTrackId`.
    public var publishEncodedVideoTrack: Bool?
    /// Publish the custom audio track `publishCustomAudioTrackId` (from `createCustomAudioTrack(_:config:)`).
    public var publishCustomAudioTrack: Bool?
    public var publishCustomAudioTrackId: Int?
    /// Publish the virtual metronome's beats (`startRhythmPlayer(_:sound2:config:)`); off by default, when only
    /// the local user hears them.
    public var publishRhythmPlayerTrack: Bool?
    /// Publish the local audio mixer's mix (`startLocalAudioMixer(_:)`).
    public var publishMixedAudioTrack: Bool?
    /// Publish the pictures / the sound of media player `publishMediaPlayerId` (`getMediaPlayerId()`) while it plays.
    public var publishMediaPlayerVideoTrack: Bool?
    public var publishMediaPlayerAudioTrack: Bool?
    public var publishMediaPlayerId: Int?
    /// Publish the screen being captured (`startScreenCapture(_:)`): its pictures / its sound. One video track per
    /// connection: the screen goes out instead of the camera.
    public var publishScreenCaptureVideo: Bool?
    public var publishScreenCaptureAudio: Bool?
    /// Publish the local video transcoder's composed picture (`startLocalVideoTranscoder(_:)`). One video track per
    /// connection: the composed picture goes out instead of the camera, whose own flag may stay set.
    public var publishTranscodedVideoTrack: Bool?
    /// false: this connection neither records nor plays audio (it only forwards, e.g. a mix).
    public var enableAudioRecordingOrPlayout: Bool?
    public var autoSubscribeAudio: Bool?
    public var autoSubscribeVideo: Bool?
    public var clientRoleType: AgoraClientRole?
    public var audienceLatencyLevel: AgoraAudienceLatencyLevelType?
    public var channelProfile: AgoraChannelProfile?
    public var token: String?
    /// Send and receive over several network paths at once (off by default), in these modes, which are fixed at join.
    public var enableMultipath: Bool?
    public var uplinkMultipathMode: AgoraMultipathMode?
    public var downlinkMultipathMode: AgoraMultipathMode?
    /// The path preferred for the traffic (not modelled: the device's first path is preferred).
    public var preferMultipathType: AgoraMultipathType?

    public init() {}
}
