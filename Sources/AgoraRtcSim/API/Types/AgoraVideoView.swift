import Foundation

/// The terminal's stand-in for a UIView: the engine renders frames into it from its own queue;
/// the UI reads `latestFrame` whenever it repaints.
public final class AgoraVideoView: @unchecked Sendable {
    private let lock = NSLock()
    private var frame: AgoraSimVideoFrame?
    private var count = 0
    private var mode: AgoraVideoRenderMode = .hidden
    private var background: UInt32 = 0

    public init() {}

    public var latestFrame: AgoraSimVideoFrame? {
        lock.lock(); defer { lock.unlock() }
        return frame
    }

    public var renderedFrames: Int {
        lock.lock(); defer { lock.unlock() }
        return count
    }

    /// Render mode of the canvas that last bound this view.
    public var renderMode: AgoraVideoRenderMode {
        lock.lock(); defer { lock.unlock() }
        return mode
    }

    /// Background colour (0xRRGGBBAA) of the canvas that last bound this view.
    public var backgroundColor: UInt32 {
        lock.lock(); defer { lock.unlock() }
        return background
    }

    func bind(renderMode: AgoraVideoRenderMode, backgroundColor: UInt32) {
        lock.lock(); defer { lock.unlock() }
        mode = renderMode
        background = backgroundColor
    }

    func render(_ newFrame: AgoraSimVideoFrame) {
        lock.lock(); defer { lock.unlock() }
        frame = newFrame
        count += 1
    }
}
