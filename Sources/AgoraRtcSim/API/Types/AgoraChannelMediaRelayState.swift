/// `AgoraChannelMediaRelayState` (C++ `CHANNEL_MEDIA_RELAY_STATE`): where the channel media relay stands.
public enum AgoraChannelMediaRelayState: Int, Sendable, CaseIterable {
    case idle = 0
    case connecting = 1
    case running = 2
    case failure = 3
}
