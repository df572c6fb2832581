/// The delegate a joinChannelEx connection reports to, weakly held like the engine's own delegate.
final class SimDelegateBox: Sendable {
    weak let delegate: (any AgoraRtcEngineDelegate)?

    init(_ delegate: (any AgoraRtcEngineDelegate)?) {
        self.delegate = delegate
    }
}
