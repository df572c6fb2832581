/// Watches every delegate callback beside the app's delegates. Not part of the SDK's API: see
/// `AgoraSimulationSettings.observer`.
public protocol AgoraSimObserver: AnyObject, Sendable {
    /// Who watches the callbacks of `connection` (nil: the main connection and engine-wide events).
    func delegate(for connection: AgoraRtcConnection?) -> (any AgoraRtcEngineDelegate)?
}
