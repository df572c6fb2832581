import Foundation

// What joining, leaving and changing role do to a connection once the SDK's calls (API/Engine/
// AgoraRtcEngineKit+Channel.swift, +MultiChannel.swift, +UserAccount.swift) have accepted the arguments.
extension AgoraRtcEngineKit {
    /// Shared by the uid, user-account and Ex joins once the arguments and the state have been accepted.
    func beginJoin(_ s: inout SimEngineState, _ link: SimLinkIndex, channelId: String, uid: UInt, account: String?,
                   token: String?, options: AgoraRtcChannelMediaOptions,
                   joinSuccess: (@Sendable (String, UInt, Int) -> Void)?) {
        s.channel.join(with: options)
        if let role = options.clientRoleType { s[link].clientRole = role }
        s[link].sessionScope.cancel()
        s[link].session = SimSession(channelId: channelId, uid: uid, account: account, token: token,
                                     joinCalledAt: now, options: options)
        let defaultStreamType = s.channel.remoteDefaultStreamType
        s[link].session?.defaultStreamType = defaultStreamType
        s[link].remotes = []
        s[link].connection = .connecting
        let preloaded = s.channel.takePreload(channelId)
        let delay = (preloaded ? s.rng.double(0.06...0.12) : s.rng.double(0.2...0.4)) + network.joinPenalty(&s.rng)
        post([connectionCallback(.connecting, .connecting)], to: s[link].route)
        inSession(s[link].sessionScope.token, after: delay) { engine, s, link in engine.completeJoin(&s, link, joinSuccess) }
    }

    /// One connection leaves: its session, remote users and views go, the connection is DISCONNECTED, and its
    /// delegate hears (disconnected, leaveChannel) and didLeaveChannelWith with the session's totals.
    func leaveLink(_ s: inout SimEngineState, _ link: SimLinkIndex, block: (@Sendable (AgoraChannelStats) -> Void)?) {
        guard let session = s[link].session else { return }
        var finalStats = session.lastStats
        finalStats.duration = session.joinedAt.map { Self.wholeSeconds(now - $0) } ?? 0
        finalStats.cpuAppUsage = 0
        finalStats.cpuTotalUsage = 0
        let stats = finalStats
        // Recordings of the channel's streams end with it, written up to now as this connection sees them (before the
        // session, which they read, is gone).
        let seen = s
        let recordings = s.recorders.channelLeft(session.channelId, stream: { seen.recordedStream(link, $0) }, at: now)
        // So does the audio file recording (of the main connection's audio).
        let audioFile = link.isMain ? finishAudioRecording(&s) : []
        stopCloud(&s, link)
        s[link].sessionScope.cancel()
        s[link].session = nil
        s[link].remotes = []
        s[link].remoteCanvases = [:]
        s[link].pendingSnapshots = []
        s[link].connection = .disconnected
        if link.isMain {
            // A profile set during the session applies from now on.
            s.channel.mainChannelLeft()
        }
        var callbacks = recordings + audioFile
        if link.isMain {
            // What belongs to the main connection's channel ends with it (Media Push, the media relay, data streams,
            // built-in encryption, the speakerphone choice), reported in the components' order.
            var leaver = SimMainChannelLeaver(now: now)
            s.walkComponents(&leaver)
            callbacks += leaver.callbacks
        } else if let connection = s[link].ex?.connection {
            // Its enableEncryptionEx goes with it, as the main connection's encryption does.
            s.protection.exChannelLeft(connection)
        }
        callbacks += reconcileLocalMedia(&s)
        callbacks.append(connectionCallback(.disconnected, .leaveChannel))
        callbacks.append(.delegate("rtcEngine(_:didLeaveChannelWith:)", "duration: \(stats.duration)") {
            $1.rtcEngine($0, didLeaveChannelWith: stats)
        })
        if let block {
            callbacks.append(.block("leaveChannelBlock", "duration: \(stats.duration)") { block(stats) })
        }
        post(callbacks, to: s[link].route)
    }

    /// In a channel a real change is reported; before joining, switching to audience is reported too (SDK rule).
    func changeRole(_ s: inout SimEngineState, _ link: SimLinkIndex, to role: AgoraClientRole) -> [SimCallback] {
        let old = s[link].clientRole
        s[link].clientRole = role
        let inChannel = s[link].session != nil
        guard inChannel ? old != role : role == .audience else { return [] }
        let options = AgoraClientRoleOptions(audienceLatencyLevel: role == .broadcaster ? .ultraLowLatency : s.channel.audienceLatency)
        var callbacks = inChannel ? reconcileLocalMedia(&s) : []
        if inChannel && role == .audience { callbacks += s.mediaPush.roleLost() }
        callbacks.append(.delegate("rtcEngine(_:didClientRoleChanged:newRole:newRoleOptions:)",
                                   "oldRole: .\(old), newRole: .\(role)") {
            $1.rtcEngine($0, didClientRoleChanged: old, newRole: role, newRoleOptions: options)
        })
        return callbacks
    }

    func connectionCallback(_ state: AgoraConnectionState, _ reason: AgoraConnectionChangedReason) -> SimCallback {
        .delegate("rtcEngine(_:connectionChangedTo:reason:)", "state: .\(state), reason: .\(reason)") {
            $1.rtcEngine($0, connectionChangedTo: state, reason: reason)
        }
    }
}
