import Foundation

extension AgoraRtcEngineKit {
    /// Joins with an int uid (0 lets the cloud pick one). The checks run in the SDK's documented order of
    /// precedence: channel name (-5 empty, -102 invalid), uid (-121), then state (-17 unless DISCONNECTED,
    /// which also covers CONNECTING, RECONNECTING and FAILED: in FAILED the app must leave first).
    @discardableResult
    public func joinChannel(byToken token: String?, channelId: String, uid: UInt,
                           mediaOptions: AgoraRtcChannelMediaOptions,
                           joinSuccess: (@Sendable (String, UInt, Int) -> Void)?) -> Int32 {
        let detail = "channelId: \(SimTraceText.quoted(channelId)), uid: \(uid), token: \(SimTraceText.token(token)), "
            + "mediaOptions: \(SimTraceText.options(mediaOptions))"
        return api("joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", detail) { s in
            if let error = SimChannelNameRules.validate(channelId) { return error.returnCode }
            guard SimChannelNameRules.isValidUid(uid) else { return AgoraErrorCode.invalidUserId.returnCode }
            // The echo test holds the engine until stopEchoTest.
            guard s.services.precall.echo == nil else { return AgoraErrorCode.invalidState.returnCode }
            guard s[.main].connection == .disconnected, s[.main].session == nil else {
                return AgoraErrorCode.joinChannelRejected.returnCode
            }
            // ERR_REFUSED: "the channel name is already in use" by a joinChannelEx connection of this engine.
            guard !s.links.contains(where: { $0.ex?.connection.channelId == channelId }) else {
                return AgoraErrorCode.refused.returnCode
            }
            // A player's track with no live player named: the documented -2 for invalid media options.
            if s.refusesPlayerOptions(mediaOptions, on: nil) { return AgoraErrorCode.invalidArgument.returnCode }
            let localUid = uid != 0 ? uid : s.drawLocalUid()
            beginJoin(&s, .main, channelId: channelId, uid: localUid, account: nil, token: token ?? mediaOptions.token,
                      options: mediaOptions, joinSuccess: joinSuccess)
            return 0
        }
    }

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

    /// Leaves the channel (also from FAILED, which is the only way out of it), and every joinChannelEx
    /// connection with it, each reporting to its own delegate first. The docs say it "can be called whether or
    /// not a call is currently in progress" and list only -1/-2/-7, so outside a channel it returns 0 and
    /// reports nothing (there is no session to leave).
    @discardableResult
    public func leaveChannel(_ leaveChannelBlock: (@Sendable (AgoraChannelStats) -> Void)? = nil) -> Int32 {
        api("leaveChannel(_:)", leaveChannelBlock == nil ? "block: nil" : "block: <block>") { s in
            let exLinks = s.exLinkIndices
            guard s[.main].session != nil || !exLinks.isEmpty else { return 0 }
            // The default leave options stop the microphone.
            s.localAudio.keepMicrophoneOn(false)
            for link in exLinks { leaveLink(&s, link, block: nil) }
            s.links.removeSubrange(1...)
            leaveLink(&s, .main, block: leaveChannelBlock)
            return 0
        }
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
        // Recordings of the channel's streams end with it (before the session, which they read, is gone).
        let recordings = s.recorders.channelLeft(link, of: s, at: now)
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

    /// Changes publish/subscribe options or the role while in a channel; -8 when not in one.
    @discardableResult
    public func updateChannel(with mediaOptions: AgoraRtcChannelMediaOptions) -> Int32 {
        api("updateChannel(with:)", SimTraceText.options(mediaOptions)) { s in
            guard s[.main].session != nil else { return AgoraErrorCode.invalidState.returnCode }
            if s.refusesPlayerOptions(mediaOptions, on: .main) { return AgoraErrorCode.invalidArgument.returnCode }
            // The multipath modes are chosen at join (the SDK documents no code; -8 is the simulation's choice).
            if s[.main].session?.multipath.refuses(mediaOptions) == true { return AgoraErrorCode.invalidState.returnCode }
            s[.main].session?.apply(mediaOptions)
            if let latency = mediaOptions.audienceLatencyLevel { s.channel.setAudienceLatency(latency) }
            var callbacks: [SimCallback] = []
            if let role = mediaOptions.clientRoleType { callbacks += changeRole(&s, .main, to: role) }
            callbacks += reconcileLocalMedia(&s)
            post(callbacks, to: .main)
            return 0
        }
    }

    @discardableResult
    public func preloadChannel(byToken token: String?, channelId: String, uid: UInt) -> Int32 {
        let detail = "channelId: \(SimTraceText.quoted(channelId)), uid: \(uid), token: \(SimTraceText.token(token))"
        return api("preloadChannel(byToken:channelId:uid:)", detail) { s in
            if let error = SimChannelNameRules.validate(channelId) { return error.returnCode }
            guard SimChannelNameRules.isValidUid(uid) else { return AgoraErrorCode.invalidUserId.returnCode }
            s.channel.preload(channelId)
            return 0
        }
    }

    /// The docs: set it before joining, it "cannot be set again after joining the channel", and the only failures
    /// are -2 and -7. So in a channel the call returns 0 and the channel keeps its profile; the new one is kept
    /// for the next join (the simulation's choice of what "cannot be set" does).
    @discardableResult
    public func setChannelProfile(_ profile: AgoraChannelProfile) -> Int32 {
        api("setChannelProfile(_:)", ".\(profile)") { s in
            s.channel.setProfile(profile, inChannel: s[.main].session != nil)
            return 0
        }
    }

    @discardableResult
    public func setClientRole(_ role: AgoraClientRole) -> Int32 {
        api("setClientRole(_:)", ".\(role)") { s in
            post(changeRole(&s, .main, to: role), to: .main)
            return 0
        }
    }

    @discardableResult
    public func setClientRole(_ role: AgoraClientRole, options: AgoraClientRoleOptions?) -> Int32 {
        let detail = ".\(role), options: " + (options.map { "{audienceLatencyLevel: .\($0.audienceLatencyLevel)}" } ?? "nil")
        return api("setClientRole(_:options:)", detail) { s in
            if let options { s.channel.setAudienceLatency(options.audienceLatencyLevel) }
            post(changeRole(&s, .main, to: role), to: .main)
            return 0
        }
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
