import AgoraRtcSim

// One join pipeline for the main connection and every joinChannelEx connection: permission (asked once per
// session) → token → join, each asynchronous step guarded by a `JoinTicket`.
extension BaseSession {
    /// Permission → token → `joinChannel`, guarded: if the user left, the engine was destroyed, or another join
    /// started in between, the pending step does nothing. `token` is the case's own token (JoinChannelVideoToken);
    /// otherwise one is requested from the token service. `beforeJoin` gets the token the join will use, right before
    /// `joinChannel` (the original fetched the token, then preloaded with it, then joined); `afterJoin` runs right
    /// after a `joinChannel` the SDK took (the original's next calls in the same token callback). The trace names the
    /// case's line that called this (`file`, `line`) for the join it makes.
    public func joinWhenPermitted(channel: String, uid: UInt, userAccount: String? = nil, token: String? = nil,
                                  options: AgoraRtcChannelMediaOptions,
                                  beforeJoin: (@MainActor (AgoraRtcEngineKit, String?) -> Void)? = nil,
                                  afterJoin: (@MainActor (AgoraRtcEngineKit) -> Void)? = nil,
                                  file: StaticString = #filePath, line: UInt = #line) {
        if let previous = joins.mainConnection { _ = joins.bump(previous) }
        let connection = AgoraRtcConnection(channelId: channel, localUid: uid)
        joins.mainConnection = connection
        emit(.channel(channel))
        requestJoin(connection, userAccount: userAccount, token: token, options: options, ex: nil, beforeJoin: beforeJoin,
                    afterJoin: afterJoin, site: (file, line))
    }

    /// Permission → token (for this connection's channel and uid) → `joinChannelEx`, guarded the same way.
    /// `delegate` receives the connection's callbacks; `joinSuccess` is the SDK's success block.
    public func joinExWhenPermitted(_ connection: AgoraRtcConnection, delegate: (any AgoraRtcEngineDelegate)?,
                                    options: AgoraRtcChannelMediaOptions,
                                    joinSuccess: (@Sendable (String, UInt, Int) -> Void)? = nil,
                                    file: StaticString = #filePath, line: UInt = #line) {
        requestJoin(connection, userAccount: nil, token: nil, options: options, ex: (delegate, joinSuccess), site: (file, line))
    }

    /// For a case whose only main connection is a `joinChannelEx` one (the original never calls `joinChannel`): the
    /// screen shows that connection as the main one (status line, local uid, errors, remote tiles), then it joins
    /// like any other.
    public func joinAsMainExWhenPermitted(_ connection: AgoraRtcConnection, delegate: (any AgoraRtcEngineDelegate)?,
                                          options: AgoraRtcChannelMediaOptions,
                                          file: StaticString = #filePath, line: UInt = #line) {
        if let previous = joins.mainConnection { _ = joins.bump(previous) }
        joins.mainConnection = connection
        joins.mainConnectionIsEx = true
        screenFeed.treatAsMain(connection)
        emit(.channel(connection.channelId))
        // The SDK reports no role change for the role a connection joins with; the status line shows it from the start.
        if let role = options.clientRoleType { roleChanged(role) }
        requestJoin(connection, userAccount: nil, token: nil, options: options, ex: (delegate, nil), playsMain: true,
                    site: (file, line))
    }

    /// Call before `leaveChannelEx`: a permission answer or token still on its way for `connection` is dropped, and
    /// its token is no longer renewed.
    public func forgetJoin(_ connection: AgoraRtcConnection) {
        _ = joins.bump(connection)
        joins.tokenRequests[connection] = nil
    }

    /// Asks the user `prompt`, a case's question: the answer goes to `prompt.control`'s `apply` as `.bool`.
    public func ask(_ prompt: SessionPrompt) {
        guard let control = prompt.control, !joins.isAsking, askedControl == nil else { return }
        askedControl = control
        emit(.prompt(prompt))
    }

    /// The user's answer: to the case's question, or to the permission dialog for every join waiting on it.
    public func answerPrompt(granted: Bool) {
        if let control = askedControl {
            askedControl = nil
            emit(.prompt(nil))
            handleControl(id: control, .bool(granted))
            if joins.isAsking { emit(.prompt(SessionPrompt("permission.ask"))) }
            return
        }
        guard joins.isAsking else { return }
        joins.isAsking = false
        permissionAnswered(granted)
        emit(.prompt(nil))
        note(granted ? "permission.log.granted" : "permission.log.denied")
        if !granted { show(SessionNotice("permission.denied", severity: .error)) }
        let waiting = joins.permissionQueue
        joins.permissionQueue = []
        for connection in waiting {
            guard let pending = joins.pending[connection], pending.awaitingPermission else { continue }
            if granted {
                joins.pending[connection]?.awaitingPermission = false
                requestToken(pending.ticket)
            } else {
                joins.pending[connection] = nil
                if pending.isMain { mainJoinFailed(channel: connection.channelId) }
            }
        }
    }

    private func requestJoin(_ connection: AgoraRtcConnection, userAccount: String?, token: String?,
                             options: AgoraRtcChannelMediaOptions,
                             ex: (delegate: (any AgoraRtcEngineDelegate)?, joinSuccess: (@Sendable (String, UInt, Int) -> Void)?)?,
                             beforeJoin: (@MainActor (AgoraRtcEngineKit, String?) -> Void)? = nil,
                             afterJoin: (@MainActor (AgoraRtcEngineKit) -> Void)? = nil, playsMain: Bool = false,
                             site: (file: StaticString, line: UInt)) {
        guard let engine else { return }
        let ticket = JoinTicket(connection: connection, engine: ObjectIdentifier(engine), generation: joins.bump(connection))
        var pending = PendingJoin(ticket: ticket, userAccount: userAccount, token: token, options: options, isEx: ex != nil,
                                  exDelegate: ex?.delegate, exJoinSuccess: ex?.joinSuccess)
        pending.beforeJoin = beforeJoin
        pending.afterJoin = afterJoin
        pending.playsMain = playsMain
        pending.site = site
        if joins.permission == nil {
            switch context.settings.permission {
            case "denied":
                joins.permission = false
            case "ask":
                pending.awaitingPermission = true
                joins.pending[connection] = pending
                joins.permissionQueue.append(connection)
                guard !joins.isAsking else { return }
                joins.isAsking = true
                note("permission.log.asking")
                // A case's own question is up (LocalCompositeGraph's screen-capture sheet at start): the permission
                // dialog comes after its answer, not over it.
                if askedControl == nil { emit(.prompt(SessionPrompt("permission.ask"))) }
                return
            default:
                permissionAnswered(true)
                note("permission.log.granted")
            }
        }
        guard joins.permission == true else {
            note("permission.log.denied")
            show(SessionNotice("permission.denied", severity: .error))
            if ex == nil { mainJoinFailed(channel: connection.channelId) }
            return
        }
        joins.pending[connection] = pending
        context.hop { [weak self] in self?.requestToken(ticket) }
    }

    private func requestToken(_ ticket: JoinTicket) {
        guard joins.isCurrent(ticket, engine: engine), let pending = joins.pending[ticket.connection] else { return }
        if let token = pending.token, !token.isEmpty {
            emit(.tokenState(.supplied))
            return join(ticket, token: token)
        }
        guard tokenProvider.issuesTokens, engineAppId == context.keyCenter.appId else {
            // No App Certificate (App-ID-only mode), or an App ID the token service does not sign for: join
            // without a token, which `join` refuses unless no certificate is configured at all.
            return join(ticket, token: nil)
        }
        let channel = ticket.connection.channelId
        if pending.isMain {
            emit(.tokenState(.requesting))
            note("token.log.requesting")
        } else {
            note("tokenEx.log.requesting", [channel])
        }
        let request = TokenRequest(channelName: channel, uid: ticket.connection.localUid, userAccount: pending.userAccount)
        tokenProvider.generateToken(request) { [weak self] result in
            guard let self, self.joins.isCurrent(ticket, engine: self.engine) else { return }
            switch result {
            case .success(let token?):
                if pending.isMain {
                    self.emit(.tokenState(.issued))
                    self.note("token.log.issued")
                } else {
                    self.note("tokenEx.log.issued", [channel])
                }
                self.join(ticket, token: token)
            case .success(nil):
                self.join(ticket, token: nil)
            case .failure(let error):
                self.joins.pending[ticket.connection] = nil
                if pending.isMain {
                    self.emit(.tokenState(.failed))
                    self.note("token.log.failed", [error.messageKey], kind: .error)
                    self.show(SessionNotice("token.failed", [error.messageKey], severity: .error))
                    self.mainJoinFailed(channel: channel)
                } else {
                    self.note("tokenEx.log.failed", [channel, error.messageKey], kind: .error)
                    self.show(SessionNotice("tokenEx.failed", [channel, error.messageKey], severity: .error))
                }
            }
        }
    }

    private func join(_ ticket: JoinTicket, token: String?) {
        let connection = ticket.connection
        guard joins.isCurrent(ticket, engine: engine), let engine, let pending = joins.pending[connection] else { return }
        joins.pending[connection] = nil
        if (token ?? "").isEmpty && context.keyCenter.hasCertificate {
            // The project has a certificate: the service would refuse a join without a token, so don't try.
            show(SessionNotice("token.required", severity: .error))
            if pending.isMain { mainJoinFailed(channel: connection.channelId) }
            return
        }
        pending.beforeJoin?(engine, token)
        let code: Int32
        if pending.isEx {
            code = engine.joinChannelEx(byToken: token, connection: connection, delegate: pending.exDelegate,
                                        mediaOptions: pending.options, joinSuccess: pending.exJoinSuccess,
                                        file: pending.site.file, line: pending.site.line)
        } else if let account = pending.userAccount {
            code = engine.joinChannel(byUserAccount: account, token: token, channelId: connection.channelId,
                                      mediaOptions: pending.options, joinSuccess: nil, file: pending.site.file,
                                      line: pending.site.line)
        } else {
            code = engine.joinChannel(byToken: token, channelId: connection.channelId, uid: connection.localUid,
                                      mediaOptions: pending.options, joinSuccess: nil, file: pending.site.file,
                                      line: pending.site.line)
        }
        joins.tokenRequests[connection] = token == nil ? nil
            : TokenRequest(channelName: connection.channelId, uid: connection.localUid, userAccount: pending.userAccount)
        guard code != 0 else {
            pending.afterJoin?(engine)
            return
        }
        let reason = ErrorDescription.key(forReturnCode: code)
        if pending.isMain {
            show(SessionNotice("alert.joinFailed", [String(code), reason], severity: .error))
            mainJoinFailed(channel: connection.channelId)
        } else {
            show(SessionNotice("alert.joinExFailed", [connection.channelId, String(code), reason], severity: .error))
        }
    }
}
