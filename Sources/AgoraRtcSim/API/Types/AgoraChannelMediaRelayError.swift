/// `AgoraChannelMediaRelayError` (C++ `CHANNEL_MEDIA_RELAY_ERROR`): why the relay is where it is.
public enum AgoraChannelMediaRelayError: Int, Sendable, CaseIterable {
    case none = 0
    case serverErrorResponse = 1
    /// Also what the SDK reports when the project has not enabled the relay service.
    case serverNoResponse = 2
    case noResourceAvailable = 3
    case failedJoinSourceChannel = 4
    case failedJoinDestinationChannel = 5
    case failedPacketReceivedFromSource = 6
    case failedPacketSentToDestination = 7
    case serverConnectionLost = 8
    case internalError = 9
    case sourceTokenExpired = 10
    case destinationTokenExpired = 11
}
