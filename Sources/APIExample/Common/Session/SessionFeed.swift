import AgoraRtcSim
import Foundation

/// Turns the engine's callbacks into session events: what the SDK itself would show in the app's views and stats
/// overlays. It watches beside the case's delegate (`AgoraSimulationSettings.observer`), so a case that overrides
/// a delegate method, with or without `super`, never changes what the screen shows.
final class SessionFeed: AgoraRtcEngineDelegate, AgoraSimObserver, @unchecked Sendable {
    private weak let session: BaseSession?
    /// The joinChannelEx connection this feed watches (nil: the main one).
    private let connection: AgoraRtcConnection?
    private let lock = NSLock()
    private var connectionFeeds: [AgoraRtcConnection: SessionFeed] = [:]
    /// A joinChannelEx connection that plays the main connection's part, for a case that joins only that way.
    private var mainEx: AgoraRtcConnection?

    init(session: BaseSession, connection: AgoraRtcConnection? = nil) {
        self.session = session
        self.connection = connection
    }

    func delegate(for connection: AgoraRtcConnection?) -> (any AgoraRtcEngineDelegate)? {
        guard let connection else { return self }
        lock.lock(); defer { lock.unlock() }
        if connection == mainEx { return self }
        if let feed = connectionFeeds[connection] { return feed }
        guard let session else { return nil }
        let feed = SessionFeed(session: session, connection: connection)
        connectionFeeds[connection] = feed
        return feed
    }

    private var isMain: Bool { connection == nil }

    /// From now on `connection`'s callbacks are shown as the main connection's: the status line, the local uid, the
    /// errors, the remote users' tiles.
    func treatAsMain(_ connection: AgoraRtcConnection) {
        lock.lock(); defer { lock.unlock() }
        mainEx = connection
    }

    /// On the main actor, while the session runs.
    private func send(_ event: SessionEvent) {
        session?.onMain { [weak session] in session?.emit(event) }
    }

    // The status line, the local uid and the error notices are the main connection's; a joinChannelEx connection
    // adds its remote users' figures (and the local ones when the camera goes out there).

    func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        if isMain { session?.onMain { [weak session] in session?.joinedChannel(channel, uid: uid) } }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didRejoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        if isMain { session?.onMain { [weak session] in session?.joinedChannel(channel, uid: uid) } }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didLeaveChannelWith stats: AgoraChannelStats) {
        if isMain { session?.onMain { [weak session] in session?.leftChannel() } }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, connectionChangedTo state: AgoraConnectionState, reason: AgoraConnectionChangedReason) {
        if isMain { send(.connectionChanged(state, reason)) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurError errorCode: AgoraErrorCode) {
        guard isMain else { return }
        let arguments = [String(errorCode.rawValue), ErrorDescription.key(for: errorCode)]
        session?.onMain { [weak session] in
            session?.note("log.engineError", arguments, kind: .error)
            session?.show(SessionNotice("alert.engineError", arguments, severity: .error))
        }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, reportRtcStats stats: AgoraChannelStats) {
        if isMain { session?.onMain { [weak session] in session?.channelStatsArrived(stats) } }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, localVideoStats stats: AgoraRtcLocalVideoStats, sourceType: AgoraVideoSourceType) {
        sendLocal(.localVideoStats(stats))
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, localAudioStats stats: AgoraRtcLocalAudioStats) {
        sendLocal(.localAudioStats(stats))
    }

    /// Local figures come from one connection, the main one unless the session names the one its camera and
    /// microphone go out on: every connection reports local stats (zero when it publishes nothing, the mix's when it
    /// relays one), and two sources would take turns in the tile.
    private func sendLocal(_ event: SessionEvent) {
        let connection = self.connection
        session?.onMain { [weak session] in
            guard let session, session.localStatsConnection == connection else { return }
            session.emit(event)
        }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteVideoStats stats: AgoraRtcRemoteVideoStats) {
        send(.remoteVideoStats(stats, channel: connection?.channelId))
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, remoteAudioStats stats: AgoraRtcRemoteAudioStats) {
        send(.remoteAudioStats(stats, channel: connection?.channelId))
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                   totalVolume: Int) {
        if isMain { send(.volumes(speakers)) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didClientRoleChanged oldRole: AgoraClientRole, newRole: AgoraClientRole,
                   newRoleOptions: AgoraClientRoleOptions?) {
        if isMain { session?.onMain { [weak session] in session?.roleChanged(newRole) } }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, firstLocalVideoFrameWith size: CGSize, elapsed: Int, sourceType: AgoraVideoSourceType) {
        // The local tile is the camera's; a second camera has a view of its own (MutliCamera).
        if isMain && sourceType != .cameraSecondary { send(.firstFrame(uid: 0, elapsed: elapsed, channel: nil)) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, firstRemoteVideoFrameOfUid uid: UInt, size: CGSize, elapsed: Int) {
        send(.firstFrame(uid: uid, elapsed: elapsed, channel: connection?.channelId))
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, videoRenderingTracingResultOfUid uid: UInt, currentEvent: AgoraMediaTraceEvent,
                   tracingInfo: AgoraVideoRenderingTracingInfo) {
        if isMain { send(.renderingTraced(uid: uid, tracingInfo)) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, didUpdatedUserInfo userInfo: AgoraUserInfo, withUid uid: UInt) {
        if isMain { send(.userInfo(uid: uid, account: userInfo.userAccount ?? "")) }
    }

    func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {
        let connection = self.connection
        session?.onMain { [weak session] in session?.renewFinished(code, for: connection) }
    }
}
