import AgoraRtcSim

// joinChannelEx connections go through the same guarded permission → token → join as the main one
// (BaseSession+Join.swift), with a ticket per connection, and renew their tokens through updateChannelEx.
extension BaseSession {
    /// What the asynchronous steps of a joinChannelEx snapshot and re-check on the main actor.
    struct ExJoinTicket: Equatable {
        let generation: Int
        let engine: ObjectIdentifier
        let connection: AgoraRtcConnection
    }

    /// Permission → token (for this connection's channel and uid) → `joinChannelEx`, each step guarded: if the
    /// user left this connection (`forgetExJoin`), the session ended, or the engine changed in between, the
    /// pending step does nothing. `delegate` receives the connection's callbacks.
    public func joinExWhenPermitted(_ connection: AgoraRtcConnection, delegate: any AgoraRtcEngineDelegate,
                                    options: AgoraRtcChannelMediaOptions) {
        guard let engine else { return }
        let ticket = ExJoinTicket(generation: exJoins.bump(connection), engine: ObjectIdentifier(engine), connection: connection)
        var pending = PendingExJoin(ticket: ticket, delegate: delegate, options: options)
        switch context.settings.permission {
        case _ where permissionAnswer == false, "denied":
            note("permission.log.denied")
            show(SessionNotice("permission.denied", severity: .error))
        case "ask" where permissionAnswer == nil:
            // One dialog for the whole session: wait for the one already up, or raise it.
            pending.awaitingPermission = true
            exJoins.pending[connection] = pending
            if prompt == nil {
                note("permission.log.asking")
                prompt = SessionPrompt("permission.ask", ticket: ExJoinBook.promptTicket)
            }
            changed()
        default:
            exJoins.pending[connection] = pending
            context.hop { [weak self] in self?.requestExToken(ticket) }
        }
    }

    /// Call before `leaveChannelEx`: a permission answer or token still on its way for `connection` is dropped, and
    /// its token is no longer renewed.
    public func forgetExJoin(_ connection: AgoraRtcConnection) {
        _ = exJoins.bump(connection)
        exJoins.tokenRequests[connection] = nil
    }

    /// The permission dialog was answered: the joinChannelEx connections waiting on it go on, or stop.
    func answerExJoins(granted: Bool) {
        for (connection, pending) in exJoins.pending where pending.awaitingPermission {
            guard granted else {
                exJoins.pending[connection] = nil
                continue
            }
            exJoins.pending[connection]?.awaitingPermission = false
            requestExToken(pending.ticket)
        }
    }

    private func isCurrent(_ ticket: ExJoinTicket) -> Bool {
        guard let engine, ObjectIdentifier(engine) == ticket.engine else { return false }
        return exJoins.generation(of: ticket.connection) == ticket.generation
    }

    private func requestExToken(_ ticket: ExJoinTicket) {
        guard isCurrent(ticket), exJoins.pending[ticket.connection] != nil else { return }
        let connection = ticket.connection
        guard tokenProvider.issuesTokens, engineAppId == context.keyCenter.appId else {
            joinEx(ticket, token: nil)
            return
        }
        note("tokenEx.log.requesting", [connection.channelId])
        tokenProvider.generateToken(TokenRequest(channelName: connection.channelId, uid: connection.localUid)) { [weak self] result in
            guard let self, self.isCurrent(ticket) else { return }
            switch result {
            case .success(let token?):
                self.note("tokenEx.log.issued", [connection.channelId])
                self.joinEx(ticket, token: token)
            case .success(nil):
                self.joinEx(ticket, token: nil)
            case .failure(let error):
                self.exJoins.pending[connection] = nil
                self.note("tokenEx.log.failed", [connection.channelId, error.messageKey], kind: .error)
                self.show(SessionNotice("tokenEx.failed", [connection.channelId, error.messageKey], severity: .error))
            }
        }
    }

    private func joinEx(_ ticket: ExJoinTicket, token: String?) {
        let connection = ticket.connection
        guard isCurrent(ticket), let engine, let pending = exJoins.pending[connection] else { return }
        exJoins.pending[connection] = nil
        if (token ?? "").isEmpty && context.keyCenter.hasCertificate {
            show(SessionNotice("token.required", severity: .error))
            return
        }
        let code = engine.joinChannelEx(byToken: token, connection: connection, delegate: pending.delegate,
                                        mediaOptions: pending.options, joinSuccess: nil)
        exJoins.tokenRequests[connection] = token == nil ? nil
            : TokenRequest(channelName: connection.channelId, uid: connection.localUid)
        if code != 0 {
            show(SessionNotice("alert.joinExFailed", [connection.channelId, String(code), ErrorDescription.key(forReturnCode: code)],
                               severity: .error))
        }
        changed()
    }

    /// The connection's token expires soon (`tokenPrivilegeWillExpire`) or has (`rtcEngineRequestToken`): ask the
    /// token service again and hand the new one to `updateChannelEx(with:connection:)`. Call from the connection's
    /// delegate, on the main actor.
    public func renewExToken(_ connection: AgoraRtcConnection, expired: Bool) {
        guard let engine else { return }
        note(expired ? "tokenEx.log.expired" : "tokenEx.log.willExpire", [connection.channelId])
        guard let request = exJoins.tokenRequests[connection], tokenProvider.issuesTokens,
              engineAppId == context.keyCenter.appId else {
            note("token.log.cannotRenew", kind: .error)
            if expired { show(SessionNotice("token.expiredNoRenew", severity: .error)) }
            return
        }
        let generation = exJoins.generation(of: connection), engineId = ObjectIdentifier(engine)
        tokenProvider.generateToken(request) { [weak self] result in
            // The user may have left the connection, or the session ended, while the request was out.
            guard let self, let engine = self.engine, ObjectIdentifier(engine) == engineId,
                  self.exJoins.generation(of: connection) == generation else { return }
            switch result {
            case .success(let token?):
                var options = AgoraRtcChannelMediaOptions()
                options.token = token
                let code = engine.updateChannelEx(with: options, connection: connection)
                if code != 0 { self.note("token.log.renewRefused", [String(code)], kind: .error) }
            case .success(nil):
                break
            case .failure(let error):
                self.note("tokenEx.log.failed", [connection.channelId, error.messageKey], kind: .error)
                if expired {
                    self.show(SessionNotice("tokenEx.failed", [connection.channelId, error.messageKey], severity: .error))
                }
            }
            self.changed()
        }
    }

    /// The outcome of a renewal handed to `updateChannelEx` (the connection's `renewTokenResult`).
    public func exRenewFinished(_ connection: AgoraRtcConnection, _ code: AgoraRenewTokenErrorCode) {
        if code == .success {
            note("tokenEx.log.renewed", [connection.channelId])
        } else {
            note("tokenEx.log.renewRejected", [connection.channelId, ".\(code)"], kind: .error)
        }
    }
}
