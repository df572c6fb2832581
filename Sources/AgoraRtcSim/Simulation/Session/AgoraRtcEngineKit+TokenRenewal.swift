import Foundation

// renewToken / updateChannelEx with a token: the new token is checked 100–300 ms later, and the verdict
// replaces the session's token and expiry timers (or only reports), cancelling a pending check.
extension AgoraRtcEngineKit {
    /// Starts checking `token` for one connection (renewToken, or updateChannelEx with a token).
    func renew(_ s: inout SimEngineState, _ link: SimLinkIndex, _ token: String) -> Int32 {
        guard !token.isEmpty else { return AgoraErrorCode.invalidArgument.returnCode }
        guard s[link].session != nil else { return AgoraErrorCode.invalidState.returnCode }
        if let pending = s[link].session?.pendingRenewToken {
            post([renewResultCallback(pending, .canceledByNewRequest)], to: s[link].route)
        }
        s[link].renewScope.cancel()
        s[link].session?.pendingRenewToken = token
        let renewal = s[link].renewScope.token
        inSession(s[link].sessionScope.token, after: s.rng.double(0.1...0.3)) { engine, s, link in
            guard s[link].renewScope.isCurrent(renewal) else { return [] }
            s[link].session?.pendingRenewToken = nil
            return engine.completeRenew(&s, link, token)
        }
        return 0
    }

    /// A rejected token changes nothing but the result. An accepted one replaces the session's token and its
    /// expiry timers, and if the user had been kicked for an expired token, takes them back into the channel.
    private func completeRenew(_ s: inout SimEngineState, _ link: SimLinkIndex, _ token: String) -> [SimCallback] {
        guard let session = s[link].session else { return [] }
        let verdict = tokenVerdict(token, for: session)
        var callbacks = [renewResultCallback(token, verdict.renewCode)]
        guard case .accepted(let expiresAt) = verdict else { return callbacks }
        s[link].session?.token = token
        // Kicked for an expired token (FAILED, or already reconnecting on an earlier renewal): this token rejoins.
        let rejoining = session.failure == .tokenExpired
        // While still connecting, completeJoin checks the new token and schedules its timers itself.
        if s[link].isJoined || rejoining { scheduleTokenTimers(&s[link], expiresAt: expiresAt) }
        if rejoining { callbacks += rejoinAfterRenewal(&s.links[link.position], &s.rng) }
        return callbacks
    }

    func renewResultCallback(_ token: String, _ code: AgoraRenewTokenErrorCode) -> SimCallback {
        .delegate("rtcEngine(_:renewTokenResult:code:)", "token: \(SimTraceText.token(token)), code: .\(code)") {
            $1.rtcEngine($0, renewTokenResult: token, code: code)
        }
    }
}
