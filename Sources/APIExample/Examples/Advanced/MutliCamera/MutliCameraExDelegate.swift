import AgoraRtcSim

/// The delegate of the second camera's connection (`joinChannelEx(…, delegate:)`), so its join, leave and errors
/// are told apart from the main connection's, which the engine's delegate (the Main) hears. Called on the SDK's
/// queue; it hands each event to the Main on the main actor.
final class MutliCameraExDelegate: AgoraRtcEngineDelegate {
    /// Weak: the Main owns this object.
    private weak let main: MutliCameraMain?

    init(main: MutliCameraMain) {
        self.main = main
    }

    private func toMain(_ work: @escaping @MainActor @Sendable (MutliCameraMain) -> Void) {
        guard let main else { return }
        main.onMain { work(main) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        toMain { $0.secondJoined(uid: uid) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        toMain { $0.secondLeft() }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) {
        toMain { $0.secondError(errorCode) }
    }
}
