/// How the simulated CDN answers Media Push (sim only): accept the stream, refuse it with one of the SDK's
/// reasons, or accept it and drop it a few seconds later (then recover, or fail after the SDK's 60 s).
public enum AgoraSimRtmpServer: String, Sendable, CaseIterable {
    case accept
    /// Refused: (failure, invalidAppId).
    case invalidAppId
    /// Refused: (failure, notAuthorized).
    case notAuthorized
    /// Refused: (failure, streamNotFound).
    case streamNotFound
    /// Running, dropped after `SimRtmpTimeline.dropAfter` (recovering, rtmpServerError), back to running after
    /// `SimRtmpTimeline.recoverAfter`.
    case dropRecover
    /// Running, dropped, never back: (failure, connectionTimeout) 60 s after the drop.
    case dropFail
}
