/// The raw video data observer (`setVideoFrameDelegate`), and the scope its frames travel under.
struct SimRawVideoObserver: SimComponent {
    /// The observer registered last (nil: none, or unregistered).
    var registered: SimFrameObserver?
    /// Cancelled by every `setVideoFrameDelegate`, so frames already on their way to an old observer stop.
    var scope = SimScope()

    /// `setVideoFrameDelegate`: frames already on their way to the old observer stop reaching it.
    mutating func register(_ delegate: (any AgoraVideoFrameDelegate)?, format: AgoraVideoFormat,
                           positions: AgoraVideoFramePosition, processMode: AgoraVideoFrameProcessMode) {
        scope.cancel()
        registered = delegate.map {
            SimFrameObserver(delegate: $0, registration: scope.token, format: format, positions: positions,
                             processMode: processMode)
        }
    }

    /// The observer, when it watches `position`.
    func observer(at position: AgoraVideoFramePosition) -> SimFrameObserver? {
        guard let registered, registered.observes(position) else { return nil }
        return registered
    }

    mutating func destroy() {
        scope.cancel()
        registered = nil
    }
}
