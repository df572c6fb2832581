import Foundation

extension AgoraRtcEngineKit {
    /// The SDK warns this long before the token (or its joinChannel privilege) expires.
    static let tokenWarningLead = 30.0

    /// Replaces any earlier token timers (cancelling their scope silences them) with: tokenPrivilegeWillExpire 30 s before
    /// `expiresAt` (at once if that is already past), and the kick at `expiresAt`. nil schedules nothing.
    func scheduleTokenTimers(_ connection: inout SimLink, expiresAt: UInt64?) {
        connection.expiryScope.cancel()
        guard let expiresAt, let token = connection.session?.token else { return }
        let expiry = connection.expiryScope.token, sessionToken = connection.sessionScope.token
        let remaining = Double(expiresAt) - clock.unixNow
        inSession(sessionToken, after: max(0, remaining - Self.tokenWarningLead)) { engine, s, link in
            guard s[link].expiryScope.isCurrent(expiry), s[link].connection != .failed else { return [] }
            return [.delegate("rtcEngine(_:tokenPrivilegeWillExpire:)", "token: \(SimTraceText.token(token))") {
                $1.rtcEngine($0, tokenPrivilegeWillExpire: token)
            }]
        }
        inSession(sessionToken, after: max(0, remaining)) { engine, s, link in
            guard s[link].expiryScope.isCurrent(expiry), s[link].connection != .failed else { return [] }
            // At expiry the cloud kicks the user: (failed, tokenExpired), then rtcEngineRequestToken asking for a
            // new one, with media stopped and the remote users gone. (Older SDKs also raised error 109 here; 4.6
            // does not say so, so the simulation does not.)
            var callbacks = engine.failConnection(&s, link, .tokenExpired)
            callbacks.insert(.delegate("rtcEngineRequestToken(_:)", "") { $1.rtcEngineRequestToken($0) }, at: 1)
            return callbacks
        }
    }

    /// A valid token after the kick: (reconnecting, renewToken), and after the cloud's usual rejoin latency
    /// (connected, rejoinSuccess) + didRejoinChannel, local publishing resumed and the remote users announced.
    /// Until then `failure` stays set, so the user counts as out of the channel. Call after scheduling the new
    /// token's timers: a later renewal or expiry (which cancels their scope) overrides this rejoin.
    func rejoinAfterRenewal(_ connection: inout SimLink, _ rng: inout SimRandom) -> [SimCallback] {
        let wasFailed = connection.connection == .failed
        connection.connection = .reconnecting
        let expiry = connection.expiryScope.token
        let startedAt = now
        inSession(connection.sessionScope.token, after: rng.double(SimConnectionTimeline.rejoinLatency)) { engine, s, link in
            guard s[link].expiryScope.isCurrent(expiry), s[link].connection == .reconnecting,
                  let session = s[link].session else { return [] }
            s[link].connection = .connected
            s[link].session?.failure = nil
            var callbacks = engine.rejoinedCallbacks(session, elapsed: Self.ms(engine.now - startedAt))
            callbacks += engine.reconcileLocalMedia(&s)
            for index in s[link].remotes.indices {
                callbacks += engine.announceJoin(&s.links[link.position], index, session, s.video, profile: s.channelProfile,
                                                 &s.rng)
            }
            return callbacks
        }
        return wasFailed ? [connectionCallback(.reconnecting, .renewToken)] : []
    }
}
