/// `AgoraMediaRecorderConfiguration`, with the SDK's defaults (MP4, audio and video, 120 000 ms, no info updates).
/// The 4.x header's optional width/height/fps/sample-rate fields (for custom sources) are not modelled.
public struct AgoraMediaRecorderConfiguration: Sendable, Equatable {
    /// Absolute path of the recording, file name and extension included; its directory must exist and be writable.
    public var storagePath: String
    public var containerFormat: AgoraMediaRecorderContainerFormat
    public var streamType: AgoraMediaRecorderStreamType
    /// The SDK stops recording at this length and reports `.overMaxDuration`. The SDK documents 120 000 ms as the
    /// default and no upper cap, so any positive value is taken.
    public var maxDurationMs: UInt
    /// How often `mediaRecorder(_:informationDidUpdated:uid:info:)` reports: 1000…10 000 ms, or 0 for never.
    public var recorderInfoUpdateInterval: UInt

    public static let defaultMaxDurationMs: UInt = 120_000
    public static let infoUpdateIntervalRange: ClosedRange<UInt> = 1000...10_000

    public init(storagePath: String = "", containerFormat: AgoraMediaRecorderContainerFormat = .MP4,
                streamType: AgoraMediaRecorderStreamType = .both, maxDurationMs: UInt = defaultMaxDurationMs,
                recorderInfoUpdateInterval: UInt = 0) {
        self.storagePath = storagePath
        self.containerFormat = containerFormat
        self.streamType = streamType
        self.maxDurationMs = maxDurationMs
        self.recorderInfoUpdateInterval = recorderInfoUpdateInterval
    }
}
