/// A player's callbacks: subclass it and override what you need (the SDK's observer is a class too), then
/// `AgoraRtePlayer.register(_:error:)`. Called on the engine's queue (inside `advance` with a virtual clock), with
/// no lock held.
open class AgoraRtePlayerObserver: @unchecked Sendable {
    public init() {}

    /// `error` says why when `newState` is `.failed`.
    open func onStateChanged(_ oldState: AgoraRtePlayerState, newState: AgoraRtePlayerState, error: AgoraRteError?) {}

    /// Milliseconds played and the stream's UTC time. Not reported for an rte:// live stream in this simulation.
    open func onPositionChanged(_ currentTime: UInt64, utcTime: UInt64) {}

    /// The stream's picture size, with its first picture and whenever it changes.
    open func onResolutionChanged(_ width: Int32, height: Int32) {}

    open func onEvent(_ event: AgoraRtePlayerEvent) {}

    open func onAudioVolumeIndication(_ volume: Int32) {}
}
