/// `AgoraRecorderStreamInfo`: whose stream `createMediaRecorder(withInfo:)` binds a recorder to. The SDK's is an
/// NSObject with these three properties; here it is a value.
public struct AgoraRecorderStreamInfo: Sendable, Equatable {
    /// The channel the stream is in (for `.preview`, only a label).
    public var channelId: String
    /// 0 or the local uid for the local user; a remote user's uid for theirs.
    public var uid: UInt
    public var type: AgoraRecorderStreamType

    public init(channelId: String = "", uid: UInt = 0, type: AgoraRecorderStreamType = .rtc) {
        self.channelId = channelId
        self.uid = uid
        self.type = type
    }
}
