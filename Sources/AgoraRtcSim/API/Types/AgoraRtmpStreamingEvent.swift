/// `AgoraRtmpStreamingEvent` (C++ `RTMP_STREAMING_EVENT`), reported by `rtcEngine(_:rtmpStreamingEventWithUrl:eventCode:)`.
public enum AgoraRtmpStreamingEvent: Int, Sendable, CaseIterable {
    case failedLoadImage = 1
    /// startRtmpStream… on a URL that is already being pushed (the call returns -19).
    case urlAlreadyInUse = 2
    case advancedFeatureNotSupport = 3
    case requestTooOften = 4
}
