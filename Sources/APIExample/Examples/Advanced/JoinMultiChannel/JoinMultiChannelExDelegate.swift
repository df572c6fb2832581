import AgoraRtcSim

/// The delegate of the second connection (`joinChannelEx(…, delegate:)`): the SDK reports everything about that
/// connection here, while the engine's own delegate (the Main) keeps hearing about the first channel only. Like
/// every delegate it is called on the SDK's queue; it hands each event to the Main on the main actor.
final class JoinMultiChannelExDelegate: AgoraRtcEngineDelegate {
    let connection: AgoraRtcConnection
    /// Weak: the Main owns this object (the SDK holds it weakly too).
    private weak let main: JoinMultiChannelMain?

    init(connection: AgoraRtcConnection, main: JoinMultiChannelMain) {
        self.connection = connection
        self.main = main
    }

    /// Runs `work` with the Main on the main actor; dropped once the session has ended.
    private func toMain(_ work: @escaping @MainActor @Sendable (JoinMultiChannelMain) -> Void) {
        guard let main else { return }
        main.onMain { work(main) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        toMain { $0.channel2Joined() }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        toMain { $0.channel2Joined() }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState,
                   reason: AgoraConnectionChangedReason) {
        toMain { $0.channel2Connection(state) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        toMain { $0.channel2Left() }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        toMain { $0.channel2RemoteJoined(uid) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        toMain { $0.channel2RemoteLeft(uid) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) {
        toMain { $0.channel2Error(errorCode) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStateChanged state: AgoraAudioLocalState, reason: AgoraAudioLocalReason) {
        toMain { $0.microphoneChanged(state) }
    }

    // This connection's token: renewed through updateChannelEx.
    func rtcEngine(_ engine: AgoraRtcEngineKit, tokenPrivilegeWillExpire token: String) {
        let connection = self.connection
        toMain { $0.renewToken(for: connection, expired: false) }
    }

    func rtcEngineRequestToken(_ engine: AgoraRtcEngineKit) {
        let connection = self.connection
        toMain { $0.renewToken(for: connection, expired: true) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, snapshotTaken uid: UInt, filePath: String, width: Int, height: Int,
                   errCode: Int) {
        toMain { $0.snapshotTaken(uid: uid, path: filePath, width: width, height: height, errCode: errCode) }
    }
}
