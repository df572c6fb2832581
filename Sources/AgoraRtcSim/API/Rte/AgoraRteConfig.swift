import Foundation

/// The RTE object's settings: the App ID, set before `initMediaEngine(_:error:)`.
public final class AgoraRteConfig: @unchecked Sendable {
    private let lock = NSLock()
    private var storedAppId = ""

    public init() {}

    public func setAppId(_ appId: String, error: AgoraRteError?) {
        lock.lock(); defer { lock.unlock() }
        storedAppId = appId
        error.report(.ok)
    }

    public func appId(_ error: AgoraRteError?) -> String {
        lock.lock(); defer { lock.unlock() }
        error.report(.ok)
        return storedAppId
    }
}
