/// `AgoraRtmpStreamingReason` (SDK 4.6; the 4.0 iOS name was `AgoraRtmpStreamingErrorCode`; C++
/// `RTMP_STREAM_PUBLISH_REASON`). The values are the SDK's; the Swift case spellings are a best guess at how the
/// ObjC names (`AgoraRtmpStreamingReasonOK`, `…InvalidParameters`, …) import.
public enum AgoraRtmpStreamingReason: Int, Sendable, CaseIterable {
    /// Not started, or ended.
    case OK = 0
    case invalidParameters = 1
    /// Built-in encryption is on: an encrypted stream cannot go to a CDN.
    case encryptedStreamNotAllowed = 2
    case connectionTimeout = 3
    /// Agora's streaming server failed.
    case internalServerError = 4
    /// The CDN failed.
    case rtmpServerError = 5
    case tooOften = 6
    /// The host already pushes to 10 URLs.
    case reachLimit = 7
    /// The host touched another host's URL, or the CDN refused the push.
    case notAuthorized = 8
    case streamNotFound = 9
    /// The URL's format is not one the CDN accepts.
    case formatNotSupported = 10
    /// Only hosts in live broadcasting may push.
    case notBroadcaster = 11
    /// updateRtmpTranscoding, but the stream was started without transcoding.
    case transcodingNoMixStream = 13
    case netDown = 14
    /// The App ID may not push streams.
    case invalidAppId = 15
    case invalidPrivilege = 16
    /// Stopped normally by stopRtmpStream.
    case unpublishOK = 100
}
