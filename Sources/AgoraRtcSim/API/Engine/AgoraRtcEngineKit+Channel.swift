import Foundation

extension AgoraRtcEngineKit {
    /// Joins with an int uid (0 lets the cloud pick one). The checks run in the SDK's documented order of
    /// precedence: channel name (-5 empty, -102 invalid), uid (-121), then state (-17 unless DISCONNECTED,
    /// which also covers CONNECTING, RECONNECTING and FAILED: in FAILED the app must leave first).
    @discardableResult
    public func joinChannel(byToken token: String?, channelId: String, uid: UInt,
                           mediaOptions: AgoraRtcChannelMediaOptions,
                           joinSuccess: (@Sendable (String, UInt, Int) -> Void)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "channelId: \(SimTraceText.quoted(channelId)), uid: \(uid), token: \(SimTraceText.token(token)), "
            + "mediaOptions: \(SimTraceText.options(mediaOptions))"
        return api("joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
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

    /// Leaves the channel (also from FAILED, which is the only way out of it), and every joinChannelEx
    /// connection with it, each reporting to its own delegate first. The docs say it "can be called whether or
    /// not a call is currently in progress" and list only -1/-2/-7, so outside a channel it returns 0 and
    /// reports nothing (there is no session to leave).
    @discardableResult
    public func leaveChannel(_ leaveChannelBlock: (@Sendable (AgoraChannelStats) -> Void)? = nil, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("leaveChannel(_:)", leaveChannelBlock == nil ? "block: nil" : "block: <block>", at: AgoraSimCallSite(file: file, line: line)) { s in
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

    /// Changes publish/subscribe options or the role while in a channel; -8 when not in one.
    @discardableResult
    public func updateChannel(with mediaOptions: AgoraRtcChannelMediaOptions, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("updateChannel(with:)", SimTraceText.options(mediaOptions), at: AgoraSimCallSite(file: file, line: line)) { s in
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
    public func preloadChannel(byToken token: String?, channelId: String, uid: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "channelId: \(SimTraceText.quoted(channelId)), uid: \(uid), token: \(SimTraceText.token(token))"
        return api("preloadChannel(byToken:channelId:uid:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
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
    public func setChannelProfile(_ profile: AgoraChannelProfile, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setChannelProfile(_:)", ".\(profile)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.channel.setProfile(profile, inChannel: s[.main].session != nil)
            return 0
        }
    }

    @discardableResult
    public func setClientRole(_ role: AgoraClientRole, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setClientRole(_:)", ".\(role)", at: AgoraSimCallSite(file: file, line: line)) { s in
            post(changeRole(&s, .main, to: role), to: .main)
            return 0
        }
    }

    @discardableResult
    public func setClientRole(_ role: AgoraClientRole, options: AgoraClientRoleOptions?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = ".\(role), options: " + (options.map { "{audienceLatencyLevel: .\($0.audienceLatencyLevel)}" } ?? "nil")
        return api("setClientRole(_:options:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if let options { s.channel.setAudienceLatency(options.audienceLatencyLevel) }
            post(changeRole(&s, .main, to: role), to: .main)
            return 0
        }
    }
}
