/// Every option is optional: nil means "leave the SDK default / current value".
public struct AgoraRtcChannelMediaOptions: Sendable, Equatable {
    public var publishCameraTrack: Bool?
    public var publishMicrophoneTrack: Bool?
    /// The frames pushed with `pushExternalVideoFrame` (needs `setExternalVideoSource(true, …)`).
    public var publishCustomVideoTrack: Bool?
    public var publishCustomAudioTrack: Bool?
    public var autoSubscribeAudio: Bool?
    public var autoSubscribeVideo: Bool?
    public var clientRoleType: AgoraClientRole?
    public var audienceLatencyLevel: AgoraAudienceLatencyLevelType?
    public var channelProfile: AgoraChannelProfile?
    public var token: String?

    public init() {}
}
