/// One RTE player's state, behind its lock.
struct SimRtePlayback: Sendable {
    var state = AgoraRtePlayerState.idle
    var autoPlay = true
    /// Cancelled by stop and by every open, so nothing an earlier open scheduled fires after it.
    var scope = SimScope()
    var canvas: AgoraRteCanvas?
    /// The host being played, once the channel answered.
    var host: SimRteHost?
    /// Whether this open has shown its first picture (resolution and FIRST_DISPLAYED come with it).
    var shownFirstFrame = false
    var observers: [SimWeakRteObserver] = []
}

/// Observers are held weakly: the app owns them.
struct SimWeakRteObserver: @unchecked Sendable {
    weak var observer: AgoraRtePlayerObserver?
}
