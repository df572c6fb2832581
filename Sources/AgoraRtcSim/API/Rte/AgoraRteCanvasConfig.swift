import Foundation

/// A canvas's settings, applied with `AgoraRteCanvas.setConfigs(_:error:)`.
public final class AgoraRteCanvasConfig: @unchecked Sendable {
    private let lock = NSLock()
    private var storedMode = AgoraRteVideoRenderMode.hidden

    public init() {}

    public func setVideoRenderMode(_ mode: AgoraRteVideoRenderMode, error: AgoraRteError?) {
        lock.lock(); defer { lock.unlock() }
        storedMode = mode
        error.report(.ok)
    }

    public func videoRenderMode(_ error: AgoraRteError?) -> AgoraRteVideoRenderMode {
        lock.lock(); defer { lock.unlock() }
        error.report(.ok)
        return storedMode
    }
}
