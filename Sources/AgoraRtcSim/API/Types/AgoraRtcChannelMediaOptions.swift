/// Every option is optional: nil means "leave the SDK default / current value".
public struct AgoraRtcChannelMediaOptions: Sendable, Equatable {
    public var publishCameraTrack: Bool?
    public var publishMicrophoneTrack: Bool?
    /// The frames pushed with `pushExternalVideoFrame` (needs `setExternalVideoSource(true, …)`).
    public var publishCustomVideoTrack: Bool?
    /// Publish the custom audio track `publishCustomAudioTrackId` (from `createCustomAudioTrack(_:config:)`).
    public var publishCustomAudioTrack: Bool?
    public var publishCustomAudioTrackId: Int?
    public var autoSubscribeAudio: Bool?
    public var autoSubscribeVideo: Bool?
    public var clientRoleType: AgoraClientRole?
    public var audienceLatencyLevel: AgoraAudienceLatencyLevelType?
    public var channelProfile: AgoraChannelProfile?
    public var token: String?

    public init() {}
}
