import AgoraRtcSim

/// The virtual metronome: an audio-only call in which Play starts the rhythm player with two sounds, the first beat
/// of each measure playing the first sound (the downbeat) and the others the second, at the sliders' tempo and
/// measure; the beats are heard locally and, published with `publishRhythmPlayerTrack`, by the channel.
///
/// Departures from the original:
/// - Hidden: listed with `--show-hidden` only, following the original's documents, which deprecate these APIs in SDK
///   4.6.0 (the original app still lists the case in all three menus).
/// - The form also names the two sounds; the original's two URLs play the project's own bundled clicks (there is
///   no network), another bundled sample goes by name, anything else is a local path.
/// - Play is disabled while the metronome runs and Stop while it is idle, as in the SwiftUI flavour (UIKit disables
///   only the sliders).
/// - The state callback is handled (every original ignores it): a sound that cannot be opened is said, and a panel
///   shows the state, the tempo and a light that follows the beats the engine plays.
/// - The originals' `publishCustomAudioTrack` is left out (no custom track exists).
/// - The remote tile is the lowest-uid remote user's and passes to the next when they leave (the original's shows
///   the latest to join, and keeps their uid after they leave).
final class RhythmPlayerMain: CaseSession<RhythmPlayerEntry>, ControlledSession {
    enum Control: String, CaseControl {
        case beatsPerMinute, beatsPerMeasure, play, stop

        var labelKey: String {
            switch self {
            case .beatsPerMinute: "control.rhythmBeatsPerMinute"
            case .beatsPerMeasure: "control.rhythmBeatsPerMeasure"
            case .play: "control.rhythmPlay"
            case .stop: "control.rhythmStop"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .beatsPerMinute: .slider(value: 60, range: AgoraRhythmPlayerConfig.beatsPerMinuteRange, step: 10)
            case .beatsPerMeasure: .slider(value: 4, range: AgoraRhythmPlayerConfig.beatsPerMeasureRange, step: 1)
            case .play, .stop: .action
            }
        }

        var startsEnabled: Bool { self != .stop }
    }

    private var rhythmConfig = AgoraRhythmPlayerConfig(beatsPerMeasure: 4, beatsPerMinute: 60)
    private var sound1 = ""
    private var sound2 = ""
    /// The last state the engine reported.
    private var state = AgoraRhythmPlayerState.idle
    private var reason = AgoraRhythmPlayerReason.ok
    private var indicator = RhythmBeatIndicator()
    /// The lowest-uid remote user has the remote tile (the original's two-tile layout has one).
    private var remoteTile = UidOrderedViews(capacity: 1)

    override func start() {
        sound1 = RhythmSounds.path(config.sound1)
        sound2 = RhythmSounds.path(config.sound2)
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: .default) { config in
            // What the user would hear: each beat the engine plays lights the panel's indicator.
            config.simulation.rhythmBeats = { [weak self] beat in
                self?.onMain { self?.beatPlayed(beat) }
            }
        }
        let role = context.settings.clientRole
        engine.disableVideo()
        engine.enableAudio()
        engine.setClientRole(role)
        engine.setAudioProfile(.default)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        addLocalAudioTile()
        showMetronome()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.publishRhythmPlayerTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - Rhythm player

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didRhythmPlayerStateChanged state: AgoraRhythmPlayerState,
                                        reason: AgoraRhythmPlayerReason) {
        onMain { self.rhythmChanged(state, reason) }
    }

    private func rhythmChanged(_ newState: AgoraRhythmPlayerState, _ newReason: AgoraRhythmPlayerReason) {
        (state, reason) = (newState, newReason)
        let running = newState == .opening || newState == .decoding || newState == .playing
        if !running { indicator.stop(beatsPerMeasure: rhythmConfig.beatsPerMeasure) }
        if newState == .failed {
            fail(SessionNotice("rhythm.notice.failed", [sound1, sound2, "\(newReason) \(newReason.rawValue)"], severity: .error))
        }
        controlsFollow(running: running)
        showMetronome()
    }

    private func beatPlayed(_ beat: AgoraSimRhythmBeat) {
        guard state == .playing else { return }
        indicator.beat(beat.number, of: beat.beatsPerMeasure)
        showMetronome()
    }

    /// SwiftUI's rules: while the metronome runs, Play and both sliders are off; Stop is on unless it is idle.
    private func controlsFollow(running: Bool) {
        enable(.play, !running)
        enable(.beatsPerMinute, !running)
        enable(.beatsPerMeasure, !running)
        enable(.stop, running || state == .failed)
    }

    private func fail(_ notice: SessionNotice) {
        note(notice.key, notice.arguments, kind: .error)
        show(notice)
    }

    // MARK: - Channel

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain {
            guard let change = self.remoteTile.join(uid) else { return }
            self.apply(change)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.apply(self.remoteTile.leave(uid)) }
    }

    private func apply(_ change: UidOrderedViews.Change) {
        for uid in change.unbind { removeRemoteTile(uid) }
        for uid in change.bind { addRemoteAudioTile(uid) }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .beatsPerMinute:
            // Used by the next Play, as in the original.
            rhythmConfig.beatsPerMinute = value.int
        case .beatsPerMeasure:
            rhythmConfig.beatsPerMeasure = value.int
            if state != .playing { indicator.stop(beatsPerMeasure: value.int) }
        case .play:
            let code = engine.startRhythmPlayer(sound1, sound2: sound2, config: rhythmConfig)
            guard code == 0 else {
                // -22 is the SDK's word for sounds it cannot find; other codes have their usual description.
                fail(code == AgoraErrorCode.resourceLimited.returnCode
                    ? SessionNotice("rhythm.notice.notFound", [sound1, sound2, String(code)], severity: .error)
                    : SessionNotice("rhythm.notice.startFailed", [sound1, sound2, String(code), ErrorDescription.key(forReturnCode: code)],
                                    severity: .error))
                return false
            }
            controlsFollow(running: true)
        case .stop:
            guard engine.stopRhythmPlayer() == 0 else { return false }
        }
        showMetronome()
        return true
    }

    // MARK: - Panel

    private func showMetronome() {
        var lines: [SessionPanel.Line] = [
            .localized("rhythm.panel.state", [Self.stateKey(state), "\(reason)"], style: state == .failed ? .warning : .normal),
            .localized("rhythm.panel.tempo", [String(rhythmConfig.beatsPerMinute), String(rhythmConfig.beatsPerMeasure)]),
            .verbatim(indicator.cells, style: indicator.isDownbeat ? .accent : .normal),
        ]
        if indicator.number > 0 {
            lines.append(indicator.isDownbeat ? .localized("rhythm.panel.downbeat", style: .accent)
                : .localized("rhythm.panel.beat", [String(indicator.number), String(indicator.beatsPerMeasure)]))
        } else {
            lines.append(.localized("rhythm.panel.silent", style: .dim))
        }
        lines.append(.localized("rhythm.panel.heard", [String(indicator.beatsHeard)], style: .dim))
        showPanel(SessionPanel(titleKey: "rhythm.panel.title", lines: lines))
    }

    static func stateKey(_ state: AgoraRhythmPlayerState) -> String {
        switch state {
        case .idle: "rhythm.state.idle"
        case .opening: "rhythm.state.opening"
        case .decoding: "rhythm.state.decoding"
        case .playing: "rhythm.state.playing"
        case .failed: "rhythm.state.failed"
        }
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        // As the original, when joined: audio off, the metronome stopped, then the base class leaves and destroys.
        guard isJoined else { return }
        engine.disableAudio()
        engine.stopRhythmPlayer()
    }
}
