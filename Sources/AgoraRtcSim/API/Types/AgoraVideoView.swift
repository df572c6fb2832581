import Foundation

/// The terminal's stand-in for a UIView: the engine renders frames into it from its own queue;
/// the UI reads `latestFrame` whenever it repaints.
public final class AgoraVideoView: @unchecked Sendable {
    /// Called on the engine's queue after each frame (the engine may hold its lock: never call the engine from
    /// here): the terminal's stand-in for a view scheduling its own redraw, so the app repaints when a picture
    /// changed instead of polling.
    private let onFrame: (@Sendable () -> Void)?
    private let lock = NSLock()
    private var frame: AgoraSimVideoFrame?
    /// The newest frame when nobody has looked at it yet: painted on first read, so a view that is not on screen
    /// (a user beyond the tiles the grid shows) costs no painting at all.
    private var unpainted: (@Sendable () -> AgoraSimVideoFrame)?
    private var count = 0
    private var mode: AgoraVideoRenderMode = .hidden
    private var background: UInt32 = 0

    public init(onFrame: (@Sendable () -> Void)? = nil) {
        self.onFrame = onFrame
    }

    public var latestFrame: AgoraSimVideoFrame? {
        lock.lock(); defer { lock.unlock() }
        if let paint = unpainted {
            frame = paint()
            unpainted = nil
        }
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
        lock.lock()
        frame = newFrame
        unpainted = nil
        count += 1
        lock.unlock()
        onFrame?()
    }

    /// Drops the picture: the SDK no longer renders into this view.
    func clear() {
        lock.lock()
        frame = nil
        unpainted = nil
        lock.unlock()
        onFrame?()
    }

    /// Renders a frame whose pixels are a pure function of when it was taken, so painting can wait until the
    /// screen reads it; frames nobody reads in between are never painted.
    func render(painting paint: @escaping @Sendable () -> AgoraSimVideoFrame) {
        lock.lock()
        unpainted = paint
        count += 1
        lock.unlock()
        onFrame?()
    }
}
