import AgoraRtcSim
import Foundation

/// Channel media relay: a host relays its stream into other channels. Each Relay press adds the typed channel to
/// the one configuration the session keeps (as the Swift original: after a stop or a failure, a new name relays to
/// the old and the new channel) with a token for it, and starts or updates the relay. The panel lists every
/// destination: its state and the relay user the channel counts there.
///
/// Departures from the original:
/// - The form also names the destination the session's field starts with (the original's starts empty) and has a
///   "relay on join" switch for headless runs.
/// - A destination the SDK refuses (a seventh one: -2) is taken out of the configuration again, so the next press is
///   not refused for it too.
/// - The source token follows the main connection's renewals (an expired source token would stop the relay).
/// - The destination field refuses a name the SDK's channel rules refuse and the channel already joined, and Relay
///   waits for the join.
/// - The panel lists each destination with its state, the relay user there and how many users that channel counts.
/// - Each remote user gets a tile (the original has one remote view).
/// - Leaving stops the relay explicitly.
final class MediaChannelRelayMain: CaseSession<MediaChannelRelayEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case destination, relay, pause, resume, stop

        var labelKey: String {
            switch self {
            case .destination: "control.relayDestination"
            case .relay: "control.relay"
            case .pause: "control.relayPause"
            case .resume: "control.relayResume"
            case .stop: "control.relayStop"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .destination: .text("")
            case .relay, .pause, .resume, .stop: .action
            }
        }

        /// Relaying needs the channel; Pause, Resume and Stop appear once the relay runs.
        var startsEnabled: Bool { self == .destination }
    }

    /// The one configuration every Relay press adds to.
    private var relayConfig = AgoraChannelMediaRelayConfiguration()
    private var destination = ""
    private var relayState = AgoraChannelMediaRelayState.idle
    private var relayError = AgoraChannelMediaRelayError.none
    /// Between RUNNING and IDLE or FAILURE: the destination is fixed, Pause, Resume and Stop work.
    private var relaying = false {
        didSet {
            enable(.destination, !relaying)
            enable(.pause, relaying)
            enable(.resume, relaying)
            enable(.stop, relaying)
        }
    }

    override func start() {
        destination = config.relayDestination
        set(.destination, .text(destination))
        let engine = makeEngine(channelProfile: .liveBroadcasting)
        // Only hosts may relay: an audience role from the settings gets -8 at Relay.
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.enableVideo()
        engine.enableAudio()
        engine.setVideoEncoderConfiguration(encoderConfiguration)
        engine.setupLocalVideo(localCanvas())
        engine.startPreview()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        showRelayPanel()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = role == .broadcaster
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        // The source is the current channel (no name), with the token the join uses (generated for uid 0).
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options) { [weak self] _, token in
            self?.relayConfig.sourceInfo = AgoraChannelMediaRelayInfo(token: token)
        }
    }

    // MARK: - Relay

    /// A token for the destination channel (uid 0: the relay user's uid is the server's pick), then start or update.
    private func startRelay(to name: String) {
        tokenProvider.generateToken(TokenRequest(channelName: name, uid: 0)) { [weak self] result in
            guard let self, let engine = self.engine else { return }
            switch result {
            case .success(let token):
                let isNew = self.relayConfig.destinationInfos[name] == nil
                self.relayConfig.setDestinationInfo(AgoraChannelMediaRelayInfo(token: token), forChannelName: name)
                let code = engine.startOrUpdateChannelMediaRelay(self.relayConfig)
                guard code != 0 else { return self.showRelayPanel() }
                if isNew { self.relayConfig.removeDestinationInfo(forChannelName: name) }
                self.show(SessionNotice("relay.notice.startFailed", [String(code), ErrorDescription.key(forReturnCode: code)],
                                        severity: .error))
            case .failure(let error):
                self.show(SessionNotice("relay.notice.tokenFailed", [name, error.messageKey], severity: .error))
            }
        }
    }

    // MARK: - Callbacks

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            self.enable(.relay, true)
            // Relaying needs the channel: the earliest it can start.
            guard self.config.relayOnJoin, self.relayState == .idle else { return }
            if self.destination == channel {
                return self.show(SessionNotice("relay.error.sameChannel", severity: .error))
            }
            self.startRelay(to: self.destination)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, channelMediaRelayStateDidChange state: AgoraChannelMediaRelayState,
                                        error: AgoraChannelMediaRelayError) {
        onMain { self.relayChanged(state, error) }
    }

    private func relayChanged(_ state: AgoraChannelMediaRelayState, _ error: AgoraChannelMediaRelayError) {
        note("relay.log.state", [Self.stateKey(state), String(error.rawValue), ".\(error)"])
        relayState = state
        relayError = error
        switch state {
        case .running:
            relaying = true
        case .failure:
            relaying = false
            show(SessionNotice("relay.notice.failed", [String(error.rawValue), ".\(error)"], severity: .error))
        case .idle:
            relaying = false
        case .connecting:
            break
        }
        showRelayPanel()
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didReceive event: AgoraChannelMediaRelayEvent) {
        onMain {
            self.note("relay.log.event", [String(event.rawValue), ".\(event)"])
            // The relay user arrived somewhere, or paused / resumed: the destinations' lines change.
            self.showRelayPanel()
        }
    }

    /// The main connection's token was renewed: the source info carries it too, so the source token never expires
    /// under the relay.
    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, renewTokenResult token: String, code: AgoraRenewTokenErrorCode) {
        guard code == .success else { return }
        onMain {
            self.relayConfig.sourceInfo = AgoraChannelMediaRelayInfo(token: token)
            if self.relaying { self.engine?.startOrUpdateChannelMediaRelay(self.relayConfig) }
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.engine?.setupRemoteVideo(self.remoteCanvas(for: uid)) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain {
            self.engine?.setupRemoteVideo(AgoraRtcVideoCanvas(uid: uid, view: nil))
            self.removeRemoteTile(uid)
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .destination:
            let name = value.text
            if !name.isEmpty, let problem = ChannelNameRule.problem(in: name) {
                show(SessionNotice(problem, severity: .error))
                return false
            }
            if name == config.channelName {
                show(SessionNotice("relay.error.sameChannel", severity: .error))
                return false
            }
            destination = name
        case .relay:
            guard !destination.isEmpty else {
                show(SessionNotice("relay.notice.emptyDestination", severity: .error))
                return false
            }
            startRelay(to: destination)
        case .pause:
            report(engine.pauseAllChannelMediaRelay(), "pauseAllChannelMediaRelay")
        case .resume:
            report(engine.resumeAllChannelMediaRelay(), "resumeAllChannelMediaRelay")
        case .stop:
            report(engine.stopChannelMediaRelay(), "stopChannelMediaRelay")
        }
        return true
    }

    private func report(_ code: Int32, _ call: String) {
        guard code != 0 else { return }
        show(SessionNotice("relay.notice.callFailed", [call, String(code), ErrorDescription.key(forReturnCode: code)],
                           severity: .error))
    }

    // MARK: - Panel

    /// The relay's state, then each destination: relaying, paused, joining or not relayed, with the relay user and
    /// how many users that channel has.
    private func showRelayPanel() {
        var lines: [SessionPanel.Line] = [
            .localized("relay.panel.state", [Self.stateKey(relayState), ".\(relayError)"],
                       style: relayState == .failure ? .warning : (relayState == .running ? .accent : .normal)),
        ]
        let seen = engine?.simMediaRelayDestinations ?? []
        let names = relayConfig.destinationInfos.keys.sorted()
        if names.isEmpty { lines.append(.localized("relay.panel.noDestination", style: .dim)) }
        for name in names {
            guard let destination = seen.first(where: { $0.channelName == name }), destination.relayUserPresent else {
                let key = relayState == .connecting || relayState == .running ? "relay.dest.joining" : "relay.dest.notRelayed"
                lines.append(.localized("relay.panel.destinationIdle", [name, key], style: .dim))
                continue
            }
            lines.append(.localized("relay.panel.destination",
                                    [name, destination.receiving ? "relay.dest.relaying" : "relay.dest.paused",
                                     String(destination.relayUid), String(destination.userCount)],
                                    style: destination.receiving ? .normal : .warning))
        }
        showPanel(SessionPanel(titleKey: "relay.panel.title", lines: lines))
    }

    static func stateKey(_ state: AgoraChannelMediaRelayState) -> String {
        switch state {
        case .idle: "relay.state.idle"
        case .connecting: "relay.state.connecting"
        case .running: "relay.state.running"
        case .failure: "relay.state.failure"
        }
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        if relayState != .idle { engine.stopChannelMediaRelay() }
        engine.disableAudio()
        engine.disableVideo()
    }
}
