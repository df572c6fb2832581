/// `AgoraChannelMediaRelayConfiguration`: the source and up to six destinations of `startOrUpdateChannelMediaRelay`.
/// (A class in the iOS SDK; a value here, so a configuration handed to the engine cannot change behind its back.)
public struct AgoraChannelMediaRelayConfiguration: Sendable, Equatable {
    public var sourceInfo: AgoraChannelMediaRelayInfo?
    /// By channel name.
    public private(set) var destinationInfos: [String: AgoraChannelMediaRelayInfo] = [:]

    public init() {}

    /// Adds or replaces the destination `channelName`; false (nothing changed) for an empty name.
    @discardableResult
    public mutating func setDestinationInfo(_ destinationInfo: AgoraChannelMediaRelayInfo, forChannelName channelName: String) -> Bool {
        guard !channelName.isEmpty else { return false }
        var info = destinationInfo
        info.channelName = channelName
        destinationInfos[channelName] = info
        return true
    }

    /// false when `channelName` is not a destination.
    @discardableResult
    public mutating func removeDestinationInfo(forChannelName channelName: String) -> Bool {
        destinationInfos.removeValue(forKey: channelName) != nil
    }
}
