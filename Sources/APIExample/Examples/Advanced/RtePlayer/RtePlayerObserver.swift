import AgoraRtcSim

/// The sample's PlayerObserver: forwards the player's callbacks, which arrive on the SDK's thread, to the Main on the
/// main actor.
final class RtePlayerObserver: AgoraRtePlayerObserver, @unchecked Sendable {
    private weak var main: RtePlayerMain?

    init(main: RtePlayerMain) {
        self.main = main
        super.init()
    }

    override func onStateChanged(_ oldState: AgoraRtePlayerState, newState: AgoraRtePlayerState, error: AgoraRteError?) {
        let code = error?.code ?? .ok
        main?.onMain { [weak main] in main?.playerStateChanged(newState, code) }
    }

    override func onResolutionChanged(_ width: Int32, height: Int32) {
        main?.onMain { [weak main] in main?.resolutionChanged(Int(width), Int(height)) }
    }
}
