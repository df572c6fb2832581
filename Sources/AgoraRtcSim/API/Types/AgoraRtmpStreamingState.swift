/// `AgoraRtmpStreamingState` (C++ `RTMP_STREAM_PUBLISH_STATE`): where one Media Push URL stands.
public enum AgoraRtmpStreamingState: Int, Sendable, CaseIterable {
    case idle = 0
    case connecting = 1
    case running = 2
    /// Retrying after the CDN or the network dropped the stream: back to running, or failure after 60 s.
    case recovering = 3
    case failure = 4
    case disconnecting = 5
}
