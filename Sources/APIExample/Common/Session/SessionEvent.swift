import AgoraRtcSim

/// Everything that changes what a session shows. The engine's callbacks become events in `SessionFeed`, the
/// session's own steps (join pipeline, tiles, notices, controls) in `BaseSession`; `SessionReducer` applies them.
public enum SessionEvent: Sendable {
    // What the engine reported (SessionFeed).
    case joined(channel: String, uid: UInt)
    case left
    case connectionChanged(AgoraConnectionState, AgoraConnectionChangedReason)
    case roleChanged(AgoraClientRole)
    case channelStats(AgoraChannelStats)
    case localVideoStats(AgoraRtcLocalVideoStats)
    case localAudioStats(AgoraRtcLocalAudioStats)
    /// `channel` names the joinChannelEx connection the stats came from (nil: the main one).
    case remoteVideoStats(AgoraRtcRemoteVideoStats, channel: String?)
    case remoteAudioStats(AgoraRtcRemoteAudioStats, channel: String?)
    case volumes([AgoraRtcAudioVolumeInfo])
    case firstFrame(uid: UInt, elapsed: Int, channel: String?)
    case renderingTraced(uid: UInt, AgoraVideoRenderingTracingInfo)
    case userInfo(uid: UInt, account: String)

    // What the session did.
    case log(LogEntry)
    /// Whole seconds since the join, for the status line's clock until the first rtcStats report gives its duration.
    case timeInChannel(Int)
    case channel(String)
    case tokenState(TokenState)
    case notice(SessionNotice?)
    /// Takes `notice` down if it is still the one shown: a toast's timer must not close what came after it.
    case noticeExpired(SessionNotice)
    case prompt(SessionPrompt?)
    case tile(TileEvent)
    case controlsDeclared([SessionControl])
    /// A new value and/or enabled state for the control `id`.
    case controlChanged(id: String, value: ControlValue?, isEnabled: Bool?)
    case controlReshaped(id: String, kind: SessionControl.Kind)
    /// A new label for the control `id`: a button whose title says what it does next (Join / Leave).
    case controlRelabeled(id: String, labelKey: String)
    case panel(SessionPanel?)
    case pictureInPicture(PictureInPictureState)
    case textSelection(Bool)
}
