import AgoraRtcSim
import Foundation

/// Where a session's pictures live: the views the engine (or the case) draws frames into, which the screen reads
/// when it repaints. It tells the app that a picture changed, once until the app has repainted, so a session with
/// moving video repaints at the frames' pace and a still one not at all.
public final class FrameStore: @unchecked Sendable {
    private let lock = NSLock()
    private var pending = false
    private var listener: (@Sendable () -> Void)?

    public init() {}

    /// `listener` is called (on any thread) when a picture changed since the last `takeChanges()`.
    public func listen(_ listener: @escaping @Sendable () -> Void) {
        lock.lock(); defer { lock.unlock() }
        self.listener = listener
    }

    /// A view for a canvas, which reports its frames here.
    public func makeView() -> AgoraVideoView {
        AgoraVideoView { [weak self] in self?.frameArrived() }
    }

    /// Starts reporting the frames the case draws into `view`.
    public func watch(_ view: AppVideoView) {
        view.notifyFrames { [weak self] in self?.frameArrived() }
    }

    /// Whether a picture changed since the last call; the next change is reported again.
    @discardableResult
    public func takeChanges() -> Bool {
        lock.lock(); defer { lock.unlock() }
        let changed = pending
        pending = false
        return changed
    }

    private func frameArrived() {
        lock.lock()
        let notify = pending ? nil : listener
        pending = true
        lock.unlock()
        notify?()
    }
}
