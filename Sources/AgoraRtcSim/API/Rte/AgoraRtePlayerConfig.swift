import Foundation

/// A player's settings, applied with `AgoraRtePlayer.setConfigs(_:error:)`.
public final class AgoraRtePlayerConfig: @unchecked Sendable {
    private let lock = NSLock()
    private var storedAutoPlay = true

    public init() {}

    /// Whether a successful open goes on to PLAYING by itself (the SDK's default: YES); with NO, `play(_:)` does.
    public func setAutoPlay(_ autoPlay: Bool, error: AgoraRteError?) {
        lock.lock(); defer { lock.unlock() }
        storedAutoPlay = autoPlay
        error.report(.ok)
    }

    public func autoPlay(_ error: AgoraRteError?) -> Bool {
        lock.lock(); defer { lock.unlock() }
        error.report(.ok)
        return storedAutoPlay
    }
}
