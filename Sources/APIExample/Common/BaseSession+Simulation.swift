import AgoraRtcSim
import Foundation

extension BaseSession {
    /// The simulation the engine runs: GlobalSettings' knobs, KeyCenter's project, the session's clock, the trace
    /// that becomes the log, and the feed that becomes what the screen shows.
    func simulationSettings() -> AgoraSimulationSettings {
        let settings = context.settings
        var simulation = AgoraSimulationSettings()
        simulation.seed = settings.seed
        simulation.remoteUserCount = settings.remoteUserCount
        simulation.remoteBehavior = AgoraSimRemoteBehavior(setting: settings.remoteBehavior)
        simulation.network = AgoraSimNetworkProfile(setting: settings.networkProfile)
        simulation.rtmpServer = AgoraSimRtmpServer(rawValue: settings.rtmpServer) ?? .accept
        simulation.unavailableFeatures = Set<AgoraFeatureType>(unavailableVideoFeatures: settings.videoFeatures)
        simulation.clock = context.clock
        // The simulated cloud hosts one project: KeyCenter's App ID, signed with KeyCenter's certificate.
        simulation.projectAppId = context.keyCenter.appId
        simulation.appCertificate = context.keyCenter.appCertificate
        simulation.observer = screenFeed
        simulation.screen = context.display
        // Real peers only in real time: a virtual-time session (tests, --virtual-time) never meets anyone.
        let hop = context.hop, startedAt = self.startedAt, clock = context.clock, outlet = self.outlet
        if let endpoint = context.cloud, !(context.clock is AgoraSimVirtualClock) {
            // Unless the app listens itself (headless runs print it), the session shows why the server cannot be used.
            let onProblem = context.onCloudProblem ?? { problem in
                hop { outlet.send(.notice(SessionNotice("nats.problem", [CloudEndpoint.problemText(problem)], severity: .error))) }
            }
            simulation.cloud = endpoint.cloud(appId: context.keyCenter.appId, onProblem: onProblem)
        }
        if let cloud = context.virtualTimeCloud, context.clock is AgoraSimVirtualClock { simulation.cloud = cloud }
        if let refusal = context.cloudRefusal, context.cloud == nil {
            hop { outlet.send(.notice(refusal)) }
        }
        simulation.sound = heardDevice(clock: clock, startedAt: startedAt)
        simulation.trace = { event in
            let entry = TraceFormatter.entry(for: event, timeMs: Int(((clock.now - startedAt) * 1000).rounded()))
            // The log keeps what happened even after the engine is gone (leave and destroy are logged too), so the
            // log viewer can show an ended session's log whole.
            hop { outlet.send(.log(entry)) }
        }
        return simulation
    }
}

extension BaseSession {
    /// Back: joins still waiting are dropped, and the session is heard no more.
    func endPending() {
        joins.cancelAll()
        soundDevice?.stop()
    }

    /// The permission step's answer for this session: a microphone allowed is the system's too when chosen.
    func permissionAnswered(_ granted: Bool) {
        joins.permission = granted
        if granted { soundDevice?.allowMicrophone() }
    }

    /// The session's sound device, made with its first engine (an engine made again later plays through the same
    /// one): nil when sound is off, and in virtual time, which is never heard.
    private func heardDevice(clock: any AgoraSimClock, startedAt: Double) -> SoundDevice? {
        if let soundDevice { return soundDevice }
        guard context.sound != .off, !(clock is AgoraSimVirtualClock) else { return nil }
        let hop = context.hop, outlet = self.outlet
        let device = SoundDevice(mode: context.sound, wantsMicrophone: context.settings.microphone == "system",
                                 hub: context.soundHub) { told in
            let timeMs = Int(((clock.now - startedAt) * 1000).rounded())
            switch told {
            case .log(let key, let arguments):
                let entry = LogEntry(timeMs: timeMs, kind: .app, text: LogEntry.render(key, arguments, Localizer(.en)),
                                     key: key, arguments: arguments)
                hop { outlet.send(.log(entry)) }
            case .notice(let notice):
                // Logged too: a headless run prints the log, not the notice.
                let entry = LogEntry(timeMs: timeMs, kind: notice.severity == .error ? .error : .app,
                                     text: LogEntry.render(notice.key, notice.arguments, Localizer(.en)),
                                     key: notice.key, arguments: notice.arguments)
                hop {
                    outlet.send(.log(entry))
                    outlet.send(.notice(notice))
                }
            }
        }
        soundDevice = device
        // A permission already given (an engine made again) reaches the new device too.
        if joins.permission == true { device.allowMicrophone() }
        device.start()
        return device
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

extension Set<AgoraFeatureType> {
    init(unavailableVideoFeatures setting: String) {
        switch setting {
        case "noBeauty": self = [.videoPreprocessBeauty]
        case "noVirtualBackground": self = [.videoPreprocessVirtualBackground]
        case "none": self = [.videoPreprocessBeauty, .videoPreprocessVirtualBackground]
        default: self = []
        }
    }
}
