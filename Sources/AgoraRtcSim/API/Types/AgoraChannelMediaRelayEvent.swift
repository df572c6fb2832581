/// `AgoraChannelMediaRelayEvent` (C++ `CHANNEL_MEDIA_RELAY_EVENT`): the legacy relay events, deprecated in 4.x but
/// still declared on iOS and still reported through `rtcEngine(_:didReceive:)`.
public enum AgoraChannelMediaRelayEvent: Int, Sendable, CaseIterable {
    case disconnect = 0
    case connected = 1
    case joinedSourceChannel = 2
    case joinedDestinationChannel = 3
    case sentToDestinationChannel = 4
    case receivedVideoPacketFromSource = 5
    case receivedAudioPacketFromSource = 6
    case updateDestinationChannel = 7
    case updateDestinationChannelRefused = 8
    case updateDestinationChannelNotChange = 9
    case updateDestinationChannelIsNil = 10
    case videoProfileUpdate = 11
    case pauseSendPacketToDestChannelSuccess = 12
    case pauseSendPacketToDestChannelFailed = 13
    case resumeSendPacketToDestChannelSuccess = 14
    case resumeSendPacketToDestChannelFailed = 15
}
