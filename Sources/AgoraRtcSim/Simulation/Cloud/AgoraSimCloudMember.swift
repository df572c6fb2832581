/// One connection's membership of a room. `start` and `send` return at once (the work happens on the member's
/// queue); `stop` may wait briefly for `farewell` to go out, and nothing is called back after it returns.
public protocol AgoraSimCloudMember: AnyObject, Sendable {
    func start()
    func send(_ message: AgoraSimPeerMessage)
    func stop(saying farewell: AgoraSimPeerMessage?)
}

extension AgoraSimCloudMember {
    /// Leaves without a word, as a killed instance does.
    public func stop() { stop(saying: nil) }
}
