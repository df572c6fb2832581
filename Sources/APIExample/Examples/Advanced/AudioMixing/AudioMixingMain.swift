import AgoraRtcSim
import Foundation
import MediaFormats

/// Audio file mixing: a music file mixed with the microphone (start, pause, resume, seek, stop, loops, playout and
/// publish volumes, position polled like the original's timer) and a sound effect played on its own player.
final class AudioMixingMain: BaseSession {
    static let effectSoundId: Int32 = 1
    static let cycles = ["-1", "1", "2", "3"].map { ChoiceOption($0, "mixingCycle." + $0) }

    private var mixingFile = ""
    private var effectFile = ""
    /// The last state the engine reported; nil before the first start and while a start call awaits its answer.
    private var mixingState: AgoraAudioMixingStateType?
    private var mixingReason = AgoraAudioMixingReasonCode.ok
    private var cycle = "-1"
    private var positionMs = 0
    private var durationMs = 0
    private var polling = false
    private var mixingVolume = 50
    private var playoutVolume = 100
    private var publishVolume = 100
    private var effectVolume = 100
    private var effectPlaying = false
    private var effectPaused = false

    override func start() {
        mixingFile = MediaFile.resolve(configs.string("mixingFile"))
        effectFile = MediaFile.resolve(configs.string("effectFile"))
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: configs.audioScenario)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        // The sliders start from what the engine has (the mixing volume keeps the original's 50 until moved).
        playoutVolume = Int(engine.getAudioMixingPlayoutVolume())
        publishVolume = Int(engine.getAudioMixingPublishVolume())
        effectVolume = Int(engine.getEffectsVolume())
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(configs.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // 200 ms reports drive the local meter, which moves with the music mixed into the microphone.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        addLocalAudioTile()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: options)
    }

    // MARK: - Mixing

    private func startMixing(_ engine: AgoraRtcEngineKit) {
        mixingState = nil
        let code = engine.startAudioMixing(mixingFile, loopback: false, cycle: Int(cycle) ?? -1, startPos: 0)
        if code != 0 {
            show(SessionNotice("mixing.notice.startFailed", [String(code), ErrorDescription.key(forReturnCode: code)], severity: .error))
        }
    }

    /// The original's 0.5 s timer: position (and the duration once) while playing.
    private func pollWhilePlaying() {
        guard !polling else { return }
        polling = true
        repeatEvery(0.5) { [weak self] in
            guard let self, let engine = self.engine, self.mixingState == .playing else {
                self?.polling = false
                return false
            }
            let position = engine.getAudioMixingCurrentPosition()
            if position >= 0 { self.positionMs = Int(position) }
            self.changed()
            return true
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, audioMixingStateChanged state: AgoraAudioMixingStateType,
                                        reasonCode: AgoraAudioMixingReasonCode) {
        onMain { self.mixingChanged(state, reasonCode) }
    }

    private func mixingChanged(_ state: AgoraAudioMixingStateType, _ reason: AgoraAudioMixingReasonCode) {
        guard let engine else { return }
        mixingState = state
        mixingReason = reason
        switch state {
        case .playing:
            if reason == .ok { durationMs = max(0, Int(engine.getAudioMixingDuration())) }
            pollWhilePlaying()
        case .paused:
            break
        case .stopped:
            positionMs = 0
        case .failed:
            // The original does not react to a failure; saying why is more useful.
            show(failureNotice(reason))
        }
        changed()
    }

    private func failureNotice(_ reason: AgoraAudioMixingReasonCode) -> SessionNotice {
        switch reason {
        case .tooFrequentCall:
            return SessionNotice("mixing.notice.tooFrequent", severity: .error)
        case .interruptedEOF:
            return SessionNotice("mixing.notice.interrupted", [mixingFile], severity: .error)
        default:
            // The engine only says it cannot open the file; reading it here says why.
            do {
                _ = try WAVReader.read(path: mixingFile)
                return SessionNotice("mixing.notice.canNotOpen", [mixingFile], severity: .error)
            } catch {
                return MediaFile.notice(mixingFile, error)
            }
        }
    }

    // MARK: - Effects

    override nonisolated func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) {
        onMain {
            guard soundId == Int(Self.effectSoundId) else { return }
            self.effectPlaying = false
            self.effectPaused = false
            self.note("mixing.log.effectFinished", [String(soundId)])
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        super.rtcEngine(engine, didJoinChannel: channel, withUid: uid, elapsed: elapsed)
        onMain {
            guard self.configs.bool("mixOnJoin"), !self.mixingOpen, let engine = self.engine else { return }
            self.startMixing(engine)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    // MARK: - Controls

    private var mixingOpen: Bool { mixingState == .playing || mixingState == .paused }

    override var controls: [SessionControl] {
        [
            SessionControl(id: "mixingStart", labelKey: "control.mixingStart", kind: .action, isEnabled: !mixingOpen),
            SessionControl(id: "mixingPause", labelKey: "control.mixingPause", kind: .action, isEnabled: mixingState == .playing),
            SessionControl(id: "mixingResume", labelKey: "control.mixingResume", kind: .action, isEnabled: mixingState == .paused),
            SessionControl(id: "mixingPosition", labelKey: "control.mixingPosition",
                           kind: .slider(value: positionMs / 1000, range: 0...max(0, (durationMs - 1) / 1000), step: 1),
                           isEnabled: mixingOpen),
            SessionControl(id: "mixingCycle", labelKey: "control.mixingCycle", kind: .choice(options: Self.cycles, selected: cycle)),
            SessionControl(id: "mixingStop", labelKey: "control.mixingStop", kind: .action, isEnabled: mixingOpen),
            SessionControl(id: "mixingVolume", labelKey: "control.mixingVolume",
                           kind: .slider(value: mixingVolume, range: 0...100, step: 10)),
            SessionControl(id: "mixingPlayoutVolume", labelKey: "control.mixingPlayoutVolume",
                           kind: .slider(value: playoutVolume, range: 0...100, step: 10)),
            SessionControl(id: "mixingPublishVolume", labelKey: "control.mixingPublishVolume",
                           kind: .slider(value: publishVolume, range: 0...100, step: 10)),
            SessionControl(id: "effectPlay", labelKey: "control.effectPlay", kind: .action, isEnabled: !effectPlaying),
            SessionControl(id: "effectPause", labelKey: "control.effectPause", kind: .action, isEnabled: effectPlaying && !effectPaused),
            SessionControl(id: "effectResume", labelKey: "control.effectResume", kind: .action, isEnabled: effectPaused),
            SessionControl(id: "effectVolume", labelKey: "control.effectVolume", kind: .slider(value: effectVolume, range: 0...100, step: 10)),
            SessionControl(id: "effectStop", labelKey: "control.effectStop", kind: .action, isEnabled: effectPlaying),
        ]
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine, let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch (controlId, control.kind.applying(change)) {
        case ("mixingStart", _):
            startMixing(engine)
        case ("mixingPause", _):
            engine.pauseAudioMixing()
        case ("mixingResume", _):
            engine.resumeAudioMixing()
        case ("mixingPosition", .slider(let seconds, _, _)):
            if engine.setAudioMixingPosition(seconds * 1000) == 0 { positionMs = seconds * 1000 }
        case ("mixingCycle", .choice(_, let selected)):
            cycle = selected
        case ("mixingStop", _):
            engine.stopAudioMixing()
        case ("mixingVolume", .slider(let value, _, _)):
            // Both sides at once, so the other two sliders follow.
            if engine.adjustAudioMixingVolume(value) == 0 { (mixingVolume, playoutVolume, publishVolume) = (value, value, value) }
        case ("mixingPlayoutVolume", .slider(let value, _, _)):
            if engine.adjustAudioMixingPlayoutVolume(value) == 0 { playoutVolume = value }
        case ("mixingPublishVolume", .slider(let value, _, _)):
            if engine.adjustAudioMixingPublishVolume(value) == 0 { publishVolume = value }
        case ("effectPlay", _):
            // The original loops its effect forever (-1); played once here, so its end (didAudioEffectFinish) shows.
            let code = engine.playEffect(Self.effectSoundId, filePath: effectFile, loopCount: 0, pitch: 1, pan: 0, gain: 100,
                                         publish: true, startPos: 0)
            if code == 0 {
                (effectPlaying, effectPaused) = (true, false)
            } else {
                // Effects report no state: a file the engine cannot open is refused at the call (-2).
                do {
                    _ = try WAVReader.read(path: effectFile)
                    show(SessionNotice("mixing.notice.effectFailed", [effectFile, String(code)], severity: .error))
                } catch {
                    show(MediaFile.notice(effectFile, error))
                }
            }
        case ("effectPause", _):
            if engine.pauseEffect(Self.effectSoundId) == 0 { effectPaused = true }
        case ("effectResume", _):
            if engine.resumeEffect(Self.effectSoundId) == 0 { effectPaused = false }
        case ("effectVolume", .slider(let value, _, _)):
            if engine.setEffectsVolume(value) == 0 { effectVolume = value }
        case ("effectStop", _):
            if engine.stopEffect(Self.effectSoundId) == 0 { (effectPlaying, effectPaused) = (false, false) }
        default:
            return
        }
        changed()
    }

    // MARK: - Panel

    override var panel: SessionPanel? {
        let state = mixingState.map { "mixing.state.\($0)" } ?? "mixing.state.none"
        let fraction = durationMs > 0 ? Double(positionMs) / Double(durationMs) : 0
        let effect = effectPaused ? "mixing.effect.paused" : effectPlaying ? "mixing.effect.playing" : "mixing.effect.stopped"
        return SessionPanel(titleKey: "mixing.panel.title", lines: [
            .verbatim((mixingFile as NSString).lastPathComponent, style: .dim),
            .localized("mixing.panel.state", [state, "\(mixingReason)"], style: mixingState == .failed ? .warning : .normal),
            .bar(fraction, Self.clock(positionMs) + " / " + Self.clock(durationMs)),
            .localized("mixing.panel.cycle", ["mixingCycle." + cycle]),
            .localized("mixing.panel.volumes", [String(playoutVolume), String(publishVolume)]),
            .localized("mixing.panel.effect", [String(Self.effectSoundId), effect]),
        ])
    }

    /// "MM:SS", as the original's duration label.
    static func clock(_ ms: Int) -> String {
        let seconds = max(0, ms) / 1000
        return String(format: "%02d:%02d", seconds / 60, seconds % 60)
    }

    // MARK: - Teardown

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        // The original leaves the music, the effect and its timer running; stopping them is the tidy teardown (the
        // timer ends with the session). Stopping what has already ended is harmless.
        engine.stopAudioMixing()
        engine.stopEffect(Self.effectSoundId)
        engine.disableAudio()
    }
}
