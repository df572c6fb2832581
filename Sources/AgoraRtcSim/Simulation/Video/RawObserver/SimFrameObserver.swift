/// The registered raw video data observer and the preferences it gave when it was registered.
struct SimFrameObserver: Sendable {
    /// Weakly held, like the engine's delegate.
    weak var delegate: (any AgoraVideoFrameDelegate)?
    /// `SimEngineState.frameObserverScope`'s token when it was registered.
    let registration: SimScope.Token
    let format: AgoraVideoFormat
    let positions: AgoraVideoFramePosition
    let processMode: AgoraVideoFrameProcessMode

    func observes(_ position: AgoraVideoFramePosition) -> Bool { positions.contains(position) }
}
