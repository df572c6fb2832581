/// `AUDIO_FRAME_POSITION`: where in the audio pipeline an `AgoraAudioFrameDelegate` observes frames.
public struct AgoraAudioFramePosition: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// What the remote users sound like, mixed: `onPlaybackAudioFrame(_:channelId:)`.
    public static let playback = AgoraAudioFramePosition(rawValue: 1 << 0)
    /// What the microphone captures: `onRecordAudioFrame(_:channelId:)`.
    public static let record = AgoraAudioFramePosition(rawValue: 1 << 1)
    /// Recording and playback mixed: `onMixedAudioFrame(_:channelId:)`.
    public static let mixed = AgoraAudioFramePosition(rawValue: 1 << 2)
    /// Each remote user before mixing: `onPlaybackAudioFrame(beforeMixing:channelId:uid:)`.
    public static let beforeMixing = AgoraAudioFramePosition(rawValue: 1 << 3)
    /// What in-ear monitoring plays: `onEarMonitoringAudioFrame(_:)`.
    public static let earMonitoring = AgoraAudioFramePosition(rawValue: 1 << 4)
}
