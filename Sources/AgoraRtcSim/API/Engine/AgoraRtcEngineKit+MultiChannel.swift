import Foundation

// Multiple channels on one engine (AgoraRtcEngineKit(Ex) in the iOS SDK): every joinChannelEx connection has its
// own session, connection state machine, token, role, remote users, stats and views, and reports to the delegate
// it was joined with. The camera and microphone stay the engine's. Calls that name a connection also accept the
// main connection (its channel and the uid it joined with), as the SDK does.
extension AgoraRtcEngineKit {
    /// Joins `connection`'s channel as `connection.localUid`, with `delegate` receiving everything about this
    /// connection. The checks run in the order of `joinChannel`: channel name (-5 empty, -102 invalid), then the
    /// uid (-121: the docs require a unique, non-zero uid per connection), then -17 when the engine already has
    /// this connection (the main one included: a connection joins only from DISCONNECTED, so leave it first).
    /// The same channel with another uid is allowed (as a second user, like a screen share).
    @discardableResult
    public func joinChannelEx(byToken token: String?, connection: AgoraRtcConnection,
                              delegate: (any AgoraRtcEngineDelegate)?, mediaOptions: AgoraRtcChannelMediaOptions,
                              joinSuccess: (@Sendable (String, UInt, Int) -> Void)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "token: \(SimTraceText.token(token)), connection: \(connection), "
            + "delegate: \(delegate == nil ? "nil" : "<delegate>"), mediaOptions: \(SimTraceText.options(mediaOptions))"
        return api("joinChannelEx(byToken:connection:delegate:mediaOptions:joinSuccess:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if let error = SimChannelNameRules.validate(connection.channelId) { return error.returnCode }
            guard connection.localUid != 0, SimChannelNameRules.isValidUid(connection.localUid) else {
                return AgoraErrorCode.invalidUserId.returnCode
            }
            guard s.link(of: connection) == nil else { return AgoraErrorCode.joinChannelRejected.returnCode }
            if s.refusesPlayerOptions(mediaOptions, on: nil) { return AgoraErrorCode.invalidArgument.returnCode }
            var added = SimLink(ex: SimExLink(connection: connection, delegate: SimDelegateBox(delegate)))
            // Without a role in the options the connection takes the engine's (setClientRole).
            added.clientRole = s[.main].clientRole
            s.links.append(added)
            beginJoin(&s, SimLinkIndex(position: s.links.count - 1), channelId: connection.channelId,
                      uid: connection.localUid, account: nil, token: token ?? mediaOptions.token, options: mediaOptions,
                      joinSuccess: joinSuccess)
            return 0
        }
    }

    /// Leaves one connection; the others stay. -18 when the engine has no such connection (never joined, or
    /// already left). `options.stopMicrophoneRecording` false keeps the microphone recording afterwards.
    @discardableResult
    public func leaveChannelEx(_ connection: AgoraRtcConnection, options: AgoraLeaveChannelOptions?,
                               leaveChannelBlock: (@Sendable (AgoraChannelStats) -> Void)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(connection), options: "
            + (options.map { "{stopMicrophoneRecording: \($0.stopMicrophoneRecording)}" } ?? "nil")
            + ", leaveChannelBlock: " + (leaveChannelBlock == nil ? "nil" : "<block>")
        return api("leaveChannelEx(_:options:leaveChannelBlock:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.leaveChannelRejected.returnCode }
            let micWasOn = s.localAudio.state != .stopped
            s.localAudio.keepMicrophoneOn(!(options?.stopMicrophoneRecording ?? true) && micWasOn)
            leaveLink(&s, link, block: leaveChannelBlock)
            if !link.isMain { s.links.remove(at: link.position) }
            return 0
        }
    }

    @discardableResult
    public func leaveChannelEx(_ connection: AgoraRtcConnection,
                               leaveChannelBlock: (@Sendable (AgoraChannelStats) -> Void)?, file: StaticString = #filePath,
                               line: UInt = #line) -> Int32 {
        leaveChannelEx(connection, options: nil, leaveChannelBlock: leaveChannelBlock, file: file, line: line)
    }

    /// `updateChannelMediaOptionsEx`: publish/subscribe flags, the role and the token of one connection. A token
    /// here is how an Ex connection renews (the SDK has no renewTokenEx); the verdict arrives in the connection's
    /// `rtcEngine(_:renewTokenResult:code:)` (the simulation reuses that callback; the SDK documents none for this
    /// path). -8 when the engine has no such connection; -2 for an empty token.
    @discardableResult
    public func updateChannelEx(with mediaOptions: AgoraRtcChannelMediaOptions, connection: AgoraRtcConnection, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("updateChannelEx(with:connection:)", "\(SimTraceText.options(mediaOptions)), connection: \(connection)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            if let token = mediaOptions.token, token.isEmpty { return AgoraErrorCode.invalidArgument.returnCode }
            if s.refusesPlayerOptions(mediaOptions, on: link) { return AgoraErrorCode.invalidArgument.returnCode }
            s[link].session?.apply(mediaOptions)
            var callbacks: [SimCallback] = []
            if let role = mediaOptions.clientRoleType { callbacks += changeRole(&s, link, to: role) }
            callbacks += reconcileLocalMedia(&s)
            post(callbacks, to: s[link].route)
            if let token = mediaOptions.token { return renew(&s, link, token) }
            return 0
        }
    }

    /// Binds (or with a nil view, unbinds) a remote user's view on one connection. -8 when the engine has no
    /// such connection (the simulation's choice), -2 for uid 0.
    @discardableResult
    public func setupRemoteVideoEx(_ remote: AgoraRtcVideoCanvas, connection: AgoraRtcConnection, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setupRemoteVideoEx(_:connection:)", "\(SimTraceText.canvas(remote)), connection: \(connection)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let link = s.link(of: connection) else { return AgoraErrorCode.invalidState.returnCode }
            return bindRemoteVideo(&s.links[link.position], remote, &s.video, alive: s.alive)
        }
    }

    /// The connection's state; DISCONNECTED for a connection the engine does not have.
    public func getConnectionStateEx(_ connection: AgoraRtcConnection, file: StaticString = #filePath, line: UInt = #line) -> AgoraConnectionState {
        let value = lock.locked { state.link(of: connection).map { state[$0].connection } ?? .disconnected }
        trace(.apiCall, "getConnectionStateEx(_:)", "\(connection) → \(value)", at: AgoraSimCallSite(file: file, line: line))
        return value
    }
}
