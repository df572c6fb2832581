/// How a data stream delivers (SDK 4.x `AgoraDataStreamConfig`, C++ `DataStreamConfig`). Both default to false:
/// packets then arrive in any order and are dropped when they are more than 5 s late.
public struct AgoraDataStreamConfig: Sendable, Equatable {
    /// Each message is played out with the audio packet sent at the same moment.
    public var syncWithAudio: Bool
    /// The receiver gets the messages in the order they were sent; a gap is waited on for up to 5 s (later
    /// messages are held meanwhile), then reported with `didOccurStreamMessageErrorFromUid`.
    public var ordered: Bool

    public init(syncWithAudio: Bool = false, ordered: Bool = false) {
        self.syncWithAudio = syncWithAudio
        self.ordered = ordered
    }
}
