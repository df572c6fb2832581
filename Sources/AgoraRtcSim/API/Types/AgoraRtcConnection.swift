/// Names one connection of the engine: a channel and the local user's uid in it (`AgoraRtcConnection` in the
/// iOS SDK, a class there; a value here, compared by its two fields as the SDK does).
public struct AgoraRtcConnection: Sendable, Hashable, CustomStringConvertible {
    public var channelId: String
    public var localUid: UInt

    public init(channelId: String, localUid: UInt) {
        self.channelId = channelId
        self.localUid = localUid
    }

    public var description: String { "{channelId: \"\(channelId)\", localUid: \(localUid)}" }
}
