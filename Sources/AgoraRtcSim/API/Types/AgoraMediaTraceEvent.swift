/// Which rendering milestone a `videoRenderingTracingResultOfUid` report describes.
public enum AgoraMediaTraceEvent: Int, Sendable, CaseIterable {
    case none = 0
    case firstFrameRendered = 1
    case firstFrameDecoded = 2
}
