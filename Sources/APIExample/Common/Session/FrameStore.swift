import AgoraRtcSim
import Foundation

/// Where a session's pictures live: the views the engine (or the case) draws frames into, which the screen reads
/// when it repaints. While the app repaints on a frame timer it asks the store at each tick whether a picture
/// changed; once a tick finds none it stops the timer and the store calls it back at the next new picture. So a
/// session with moving video repaints at the timer's pace with no extra wake-ups, and a still one not at all.
public final class FrameStore: @unchecked Sendable {
    private let lock = NSLock()
    /// A picture changed since the last tick asked.
    private var pending = false
    /// The app has no timer running and waits to be told.
    private var armed = true
    private var listener: (@Sendable () -> Void)?

    public init() {}

    /// `listener` is called (on any thread) at the first new picture after `takeChangesOrArm()` found none.
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

    /// Whether a picture changed since the last call. When none did, the next one calls the listener (in the same
    /// step, so none can slip in between).
    public func takeChangesOrArm() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard pending else {
            armed = true
            return false
        }
        pending = false
        return true
    }

    private func frameArrived() {
        lock.lock()
        pending = true
        let notify = armed ? listener : nil
        armed = false
        lock.unlock()
        notify?()
    }
}
