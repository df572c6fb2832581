import AgoraRtcSim

// Token renewal, which the original never did: `tokenPrivilegeWillExpire` (30 s ahead) and `rtcEngineRequestToken`
// (at expiry) both ask the token service again and hand the result to `renewToken` (the main connection) or
// `updateChannelEx` (a joinChannelEx connection).
extension BaseSession {
    /// Fetches a new token for `connection` (nil: the main one) and hands it to the SDK. Call from the delegate's
    /// `tokenPrivilegeWillExpire` / `rtcEngineRequestToken`, on the main actor.
    public func renewToken(for exConnection: AgoraRtcConnection?, expired: Bool) {
        guard let engine else { return }
        let isMain = exConnection == nil
        let connection = exConnection ?? joins.mainConnection
        if let exConnection {
            note(expired ? "tokenEx.log.expired" : "tokenEx.log.willExpire", [exConnection.channelId])
        } else {
            note(expired ? "token.log.expired" : "token.log.willExpire")
        }
        // Only tokens the app requested itself, from a service that signs for the engine's App ID, can be renewed.
        guard let connection, let request = joins.tokenRequests[connection], tokenProvider.issuesTokens,
              engineAppId == context.keyCenter.appId else {
            note("token.log.cannotRenew", kind: .error)
            if expired { show(SessionNotice("token.expiredNoRenew", severity: .error)) }
            return
        }
        if isMain { emit(.tokenState(.renewing)) }
        let ticket = JoinTicket(connection: connection, engine: ObjectIdentifier(engine), generation: joins.generations[connection] ?? 0)
        tokenProvider.generateToken(request) { [weak self] result in
            // The user may have left, or the engine been destroyed, while the request was out.
            guard let self, self.joins.isCurrent(ticket, engine: self.engine), let engine = self.engine else { return }
            switch result {
            case .success(let token?):
                let code: Int32
                if isMain && !self.joins.mainConnectionIsEx {
                    code = engine.renewToken(token)
                } else {
                    var options = AgoraRtcChannelMediaOptions()
                    options.token = token
                    code = engine.updateChannelEx(with: options, connection: connection)
                }
                if code != 0 {
                    if isMain { self.emit(.tokenState(.failed)) }
                    self.note("token.log.renewRefused", [String(code)], kind: .error)
                }
            case .success(nil):
                break
            case .failure(let error):
                if isMain {
                    self.emit(.tokenState(.failed))
                    self.note("token.log.failed", [error.messageKey], kind: .error)
                    // Before expiry there is still time: rtcEngineRequestToken will ask again. After, say so.
                    if expired { self.show(SessionNotice("token.failed", [error.messageKey], severity: .error)) }
                } else {
                    self.note("tokenEx.log.failed", [connection.channelId, error.messageKey], kind: .error)
                    if expired { self.show(SessionNotice("tokenEx.failed", [connection.channelId, error.messageKey], severity: .error)) }
                }
            }
        }
    }

    /// The SDK's answer to a renewal (`renewTokenResult`), for the main connection or a joinChannelEx one.
    func renewFinished(_ code: AgoraRenewTokenErrorCode, for exConnection: AgoraRtcConnection?) {
        let success = code == .success
        if let exConnection {
            if success {
                note("tokenEx.log.renewed", [exConnection.channelId])
            } else {
                note("tokenEx.log.renewRejected", [exConnection.channelId, ".\(code)"], kind: .error)
            }
            return
        }
        emit(.tokenState(success ? .renewed : .failed))
        if success { note("token.log.renewed") } else { note("token.log.renewRejected", [".\(code)"], kind: .error) }
    }
}
