import AgoraRtcSim

extension BaseSession {
    /// What the asynchronous steps of a join snapshot and re-check on the main actor before continuing.
    struct JoinTicket {
        let generation: Int
        let engine: ObjectIdentifier
        let channel: String
        let uid: UInt
    }

    /// Permission → token → join, each step asynchronous and guarded: if the user left, the engine was
    /// destroyed, or another join started in between, the pending step does nothing.
    public func joinWhenPermitted(channel: String, uid: UInt, options: AgoraRtcChannelMediaOptions) {
        guard let engine else { return }
        status.channel = channel
        let ticket = JoinTicket(generation: generation, engine: ObjectIdentifier(engine), channel: channel, uid: uid)
        note("permission: camera and microphone granted")
        context.hop { [weak self] in
            guard let self, self.isCurrent(ticket) else { return }
            // No App Certificate on the simulated project: App-ID-only mode joins with a nil token.
            self.context.hop { [weak self] in
                guard let self, self.isCurrent(ticket), let engine = self.engine else { return }
                let code = engine.joinChannel(byToken: nil, channelId: channel, uid: uid, mediaOptions: options, joinSuccess: nil)
                if code != 0 {
                    self.show(SessionNotice("alert.joinFailed", [String(code)], severity: .error))
                }
            }
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
        simulation.clock = context.clock
        let hop = context.hop
        let startedAt = self.startedAt
        let clock = context.clock
        simulation.trace = { [weak self] event in
            let entry = TraceFormatter.entry(for: event, timeMs: Int(((clock.now - startedAt) * 1000).rounded()))
            // The log keeps what happened even after the engine is gone (leave and destroy are logged too).
            hop { self?.log.append(entry); self?.changed() }
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
