import AgoraRtcSim

extension BaseSession {
    /// What the asynchronous steps of a join snapshot and re-check on the main actor before continuing.
    struct JoinTicket: Equatable {
        let generation: Int
        let engine: ObjectIdentifier
        let channel: String
        let uid: UInt
        let userAccount: String?
    }

    /// Permission → token → join, each step asynchronous and guarded: if the user left, the engine was
    /// destroyed, or another join started in between, the pending step does nothing. `token` is the case's own
    /// token (JoinChannelVideoToken); otherwise one is requested from the token service.
    public func joinWhenPermitted(channel: String, uid: UInt, userAccount: String? = nil, token: String? = nil,
                                  options: AgoraRtcChannelMediaOptions) {
        guard let engine else { return }
        generation += 1
        status.channel = channel
        let ticket = JoinTicket(generation: generation, engine: ObjectIdentifier(engine), channel: channel, uid: uid,
                                userAccount: userAccount)
        pendingJoin = PendingJoin(ticket: ticket, token: token, options: options)
        switch context.settings.permission {
        case "denied":
            note("permission.log.denied")
            show(SessionNotice("permission.denied", severity: .error))
        case "ask":
            note("permission.log.asking")
            prompt = SessionPrompt("permission.ask", ticket: ticket.generation)
            changed()
        default:
            permissionAnswer = true
            note("permission.log.granted")
            context.hop { [weak self] in self?.requestToken(ticket) }
        }
    }

    /// The user's answer to the permission dialog: for the main join waiting on it, and for joinChannelEx
    /// connections waiting too.
    public func answerPrompt(granted: Bool) {
        guard let prompt else { return }
        if prompt.ticket == ExJoinBook.promptTicket {
            // Asked for a joinChannelEx connection alone.
            self.prompt = nil
            permissionAnswer = granted
            note(granted ? "permission.log.granted" : "permission.log.denied")
            if !granted { show(SessionNotice("permission.denied", severity: .error)) }
            answerExJoins(granted: granted)
            return changed()
        }
        guard let pending = pendingJoin, pending.ticket.generation == prompt.ticket else { return }
        self.prompt = nil
        permissionAnswer = granted
        defer { answerExJoins(granted: granted) }
        guard isCurrent(pending.ticket) else { return changed() }
        if granted {
            note("permission.log.granted")
            requestToken(pending.ticket)
        } else {
            note("permission.log.denied")
            show(SessionNotice("permission.denied", severity: .error))
        }
    }

    private func requestToken(_ ticket: JoinTicket) {
        guard isCurrent(ticket), let pending = pendingJoin else { return }
        if let token = pending.token, !token.isEmpty {
            status.tokenState = .supplied
            join(ticket, token: token)
            return
        }
        guard tokenProvider.issuesTokens, engineAppId == context.keyCenter.appId else {
            // No App Certificate (App-ID-only mode), or an App ID the token service does not sign for: join
            // without a token, which `join` refuses unless no certificate is configured at all.
            join(ticket, token: nil)
            return
        }
        status.tokenState = .requesting
        note("token.log.requesting")
        tokenProvider.generateToken(TokenRequest(channelName: ticket.channel, uid: ticket.uid, userAccount: ticket.userAccount)) {
            [weak self] result in
            guard let self, self.isCurrent(ticket) else { return }
            switch result {
            case .success(let token?):
                self.status.tokenState = .issued
                self.note("token.log.issued")
                self.join(ticket, token: token)
            case .success(nil):
                self.join(ticket, token: nil)
            case .failure(let error):
                self.status.tokenState = .failed
                self.note("token.log.failed", [error.messageKey], kind: .error)
                self.show(SessionNotice("token.failed", [error.messageKey], severity: .error))
            }
        }
    }

    private func join(_ ticket: JoinTicket, token: String?) {
        guard isCurrent(ticket), let engine, let options = pendingJoin?.options else { return }
        pendingJoin = nil
        if (token ?? "").isEmpty && context.keyCenter.hasCertificate {
            // The project has a certificate: the service would refuse a join without a token, so don't try.
            show(SessionNotice("token.required", severity: .error))
            return
        }
        let code: Int32
        if let account = ticket.userAccount {
            code = engine.joinChannel(byUserAccount: account, token: token, channelId: ticket.channel,
                                      mediaOptions: options, joinSuccess: nil)
        } else {
            code = engine.joinChannel(byToken: token, channelId: ticket.channel, uid: ticket.uid, mediaOptions: options,
                                      joinSuccess: nil)
        }
        joinedWith = token == nil ? nil : TokenRequest(channelName: ticket.channel, uid: ticket.uid, userAccount: ticket.userAccount)
        if code != 0 {
            show(SessionNotice("alert.joinFailed", [String(code), ErrorDescription.key(forReturnCode: code)], severity: .error))
        }
    }

    func isCurrent(_ ticket: JoinTicket) -> Bool {
        guard let engine, ObjectIdentifier(engine) == ticket.engine else { return false }
        return ticket.generation == generation && ticket.channel == status.channel
    }

    func simulationSettings() -> AgoraSimulationSettings {
        let settings = context.settings
        var simulation = AgoraSimulationSettings()
        simulation.seed = settings.seed
        simulation.remoteUserCount = settings.remoteUserCount
        simulation.remoteBehavior = AgoraSimRemoteBehavior(setting: settings.remoteBehavior)
        simulation.network = AgoraSimNetworkProfile(setting: settings.networkProfile)
        simulation.rtmpServer = AgoraSimRtmpServer(rawValue: settings.rtmpServer) ?? .accept
        simulation.clock = context.clock
        // The simulated cloud hosts one project: KeyCenter's App ID, signed with KeyCenter's certificate.
        simulation.projectAppId = context.keyCenter.appId
        simulation.appCertificate = context.keyCenter.appCertificate
        let hop = context.hop
        let startedAt = self.startedAt
        let clock = context.clock
        let log = self.log
        simulation.trace = { [weak self] event in
            let entry = TraceFormatter.entry(for: event, timeMs: Int(((clock.now - startedAt) * 1000).rounded()))
            // The log keeps what happened even after the engine and the session are gone (leave and destroy are
            // logged too), so the log viewer can show an ended session's log whole.
            hop { log.append(entry); self?.changed() }
        }
        return simulation
    }
}

extension AgoraSimRemoteBehavior {
    init(setting: String) {
        switch setting {
        case "churn": self = .churn
        case "mixed": self = .mixed
        default: self = .steady
        }
    }
}

extension AgoraSimNetworkProfile {
    init(setting: String) {
        switch setting {
        case "lossy": self = .lossy
        case "poor": self = .poor
        case "intermittent": self = .intermittent
        default: self = .good
        }
    }
}
