import AgoraRtcSim

/// Where a tile's picture comes from: a view the engine renders into, or one the case draws into itself. Compared
/// by identity, so tile state stays a value while the frames themselves live in the views (the frame store).
public enum VideoSurface: Equatable, Sendable {
    case sdk(AgoraVideoView)
    case app(AppVideoView)

    public static func == (lhs: VideoSurface, rhs: VideoSurface) -> Bool {
        switch (lhs, rhs) {
        case (.sdk(let a), .sdk(let b)): a === b
        case (.app(let a), .app(let b)): a === b
        default: false
        }
    }

    public var latestFrame: AgoraSimVideoFrame? {
        switch self {
        case .sdk(let view): view.latestFrame
        case .app(let view): view.latestFrame
        }
    }

    /// The case's own text rendering, for a view it draws itself with a renderer.
    public var appView: AppVideoView? { if case .app(let view) = self { view } else { nil } }
}
