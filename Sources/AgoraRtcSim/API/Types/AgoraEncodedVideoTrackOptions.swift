/// How a custom encoded video track (`createCustomEncodedVideoTrack(_:)`) is set up: the codec of the frames the
/// app will push (H.264 by default), its congestion control and target bitrate.
public struct AgoraEncodedVideoTrackOptions: Sendable, Equatable {
    public var ccMode: AgoraTCcMode = .enabled
    public var codecType: AgoraVideoCodecType = .H264
    /// Kilobits per second.
    public var targetBitrate = 6500

    public init() {}
}
