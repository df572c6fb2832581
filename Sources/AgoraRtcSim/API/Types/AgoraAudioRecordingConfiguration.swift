/// `AgoraAudioRecordingConfiguration` for `startAudioRecording(_:)`, with the iOS SDK 4.x names and defaults
/// (the C++ header calls `codec` `encode` and `fileRecordOption` `fileRecordingType`).
public struct AgoraAudioRecordingConfiguration: Sendable, Equatable {
    /// Absolute path of the file, name and extension included; its directory must exist and be writable.
    public var filePath: String
    /// true: AAC (the container the extension names: `.aac`, `.m4a`, `.mp4`); false: 16-bit PCM WAV (`.wav`). Any
    /// other extension is refused (-2).
    public var codec: Bool
    /// 16 000, 32 000, 44 100 or 48 000 Hz.
    public var sampleRate: Int
    public var fileRecordOption: AgoraAudioFileRecordingType
    /// AAC only.
    public var quality: AgoraAudioRecordingQuality
    /// 1 (mono) or 2 (the mono mix copied to both channels when the source is mono).
    public var recordingChannel: Int

    public static let sampleRates: Set<Int> = [16_000, 32_000, 44_100, 48_000]
    public static let channelCounts: ClosedRange<Int> = 1...2

    public init(filePath: String = "", codec: Bool = false, sampleRate: Int = 32_000,
                fileRecordOption: AgoraAudioFileRecordingType = .mixed, quality: AgoraAudioRecordingQuality = .medium,
                recordingChannel: Int = 1) {
        self.filePath = filePath
        self.codec = codec
        self.sampleRate = sampleRate
        self.fileRecordOption = fileRecordOption
        self.quality = quality
        self.recordingChannel = recordingChannel
    }
}
