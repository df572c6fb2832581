/// The app's stand-in for what the SDK draws itself (video views, stats overlays): it sees every delegate callback
/// of the engine, on every connection, whatever delegates the app's code has set. Not part of the SDK's API.
public protocol AgoraSimObserver: AnyObject, Sendable {
    /// Who watches the callbacks of `connection` (nil: the main connection and engine-wide events).
    func delegate(for connection: AgoraRtcConnection?) -> (any AgoraRtcEngineDelegate)?
}
