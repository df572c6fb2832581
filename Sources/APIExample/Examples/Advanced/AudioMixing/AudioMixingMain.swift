import AgoraRtcSim
import Foundation
import MediaDecoding
import MediaFormats

/// Audio file mixing: a music file mixed with the microphone (start, pause, resume, seek, stop, loops, playout and
/// publish volumes, position polled like the original's timer) and a sound effect played on its own player.
///
/// Departures from the original:
/// - The form also names the music and the effect file (a bundled sample or any sound file; the original plays its
///   bundled audiomixing.mp3 and audioeffect.mp3) and has a "mix on join" switch for headless runs.
/// - Two controls of its own: a position slider (`setAudioMixingPosition`) and a loop count the next Start uses (the
///   original cannot seek and always loops for ever, cycle -1).
/// - The buttons are enabled by the player's state, as in the SwiftUI flavour (UIKit's are always enabled).
/// - The panel shows the file, the state and reason, position / duration, the loops, both volumes and the effect's
///   state, where the original shows a progress bar and the total duration.
/// - Paused, stopped and failed states are handled: the polling stops and a failure says why in a notice (the
///   original reacts to playing only, so its timer runs on after the SDK stops).
/// - Moving Mixing Volume moves the playback and publish sliders with it (the original leaves them where they were).
/// - Leaving stops the music and the effect (the original leaves both, and its timer, running).
final class AudioMixingMain: CaseSession<AudioMixingEntry>, ControlledSession {
    static let effectSoundId: Int32 = 1

    enum Control: String, CaseControl {
        case mixingStart, mixingPause, mixingResume, mixingPosition, mixingCycle, mixingStop
        case mixingVolume, mixingPlayoutVolume, mixingPublishVolume
        case effectPlay, effectPause, effectResume, effectVolume, effectStop

        var labelKey: String {
            switch self {
            case .mixingStart: "control.mixingStart"
            case .mixingPause: "control.mixingPause"
            case .mixingResume: "control.mixingResume"
            case .mixingPosition: "control.mixingPosition"
            case .mixingCycle: "control.mixingCycle"
            case .mixingStop: "control.mixingStop"
            case .mixingVolume: "control.mixingVolume"
            case .mixingPlayoutVolume: "control.mixingPlayoutVolume"
            case .mixingPublishVolume: "control.mixingPublishVolume"
            case .effectPlay: "control.effectPlay"
            case .effectPause: "control.effectPause"
            case .effectResume: "control.effectResume"
            case .effectVolume: "control.effectVolume"
            case .effectStop: "control.effectStop"
            }
        }

        var kind: SessionControl.Kind {
            switch self {
            case .mixingPosition: .slider(value: 0, range: 0...0, step: 1)
            case .mixingCycle: .choice(options: AudioMixingMain.cycles, selected: "-1")
            case .mixingVolume: .slider(value: 50, range: 0...100, step: 10)
            case .mixingPlayoutVolume, .mixingPublishVolume, .effectVolume: .slider(value: 100, range: 0...100, step: 10)
            default: .action
            }
        }

        var startsEnabled: Bool {
            switch self {
            case .mixingPause, .mixingResume, .mixingPosition, .mixingStop, .effectPause, .effectResume, .effectStop: false
            default: true
            }
        }
    }

    nonisolated static let cycles = [
        ChoiceOption("-1", "mixingCycle.-1"), ChoiceOption("1", "mixingCycle.1"),
        ChoiceOption("2", "mixingCycle.2"), ChoiceOption("3", "mixingCycle.3"),
    ]

    private var mixingFile = ""
    private var effectFile = ""
    /// The last state the engine reported; nil before the first start and while a start call awaits its answer.
    private var mixingState: AgoraAudioMixingStateType?
    private var mixingReason = AgoraAudioMixingReasonCode.ok
    private var cycle = "-1"
    private var positionMs = 0
    private var durationMs = 0
    private var polling = false
    private var playoutVolume = 100
    private var publishVolume = 100
    private var effectPlaying = false
    private var effectPaused = false

    override func start() {
        mixingFile = CaseMedia.resolve(config.mixingFile)
        effectFile = CaseMedia.resolve(config.effectFile)
        let engine = makeEngine(channelProfile: .liveBroadcasting, audioScenario: config.audioScenario)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        // The sliders start from what the engine has (the mixing volume keeps the original's 50 until moved).
        playoutVolume = Int(engine.getAudioMixingPlayoutVolume())
        publishVolume = Int(engine.getAudioMixingPublishVolume())
        set(.mixingPlayoutVolume, .int(playoutVolume))
        set(.mixingPublishVolume, .int(publishVolume))
        set(.effectVolume, .int(Int(engine.getEffectsVolume())))
        engine.disableVideo()
        engine.enableAudio()
        engine.setAudioProfile(config.audioProfile)
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // 200 ms reports drive the local meter, which moves with the music mixed into the microphone.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        addLocalAudioTile()
        showMixingPanel()

        var options = AgoraRtcChannelMediaOptions()
        options.publishCameraTrack = false
        options.publishMicrophoneTrack = role == .broadcaster
        options.clientRoleType = role
        joinWhenPermitted(channel: config.channelName, uid: 0, options: options)
    }

    // MARK: - Mixing

    private func startMixing(_ engine: AgoraRtcEngineKit) -> Bool {
        mixingState = nil
        let code = engine.startAudioMixing(mixingFile, loopback: false, cycle: Int(cycle) ?? -1, startPos: 0)
        if code != 0 {
            fail(SessionNotice("mixing.notice.startFailed", [String(code), ErrorDescription.key(forReturnCode: code)], severity: .error))
        }
        return code == 0
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
            if position >= 0 { self.positionChanged(Int(position)) }
            return true
        }
    }

    private func positionChanged(_ ms: Int) {
        positionMs = ms
        set(.mixingPosition, .int(ms / 1000))
        showMixingPanel()
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
            if reason == .ok {
                durationMs = max(0, Int(engine.getAudioMixingDuration()))
                reshape(.mixingPosition, .slider(value: positionMs / 1000, range: 0...max(0, (durationMs - 1) / 1000), step: 1))
            }
            pollWhilePlaying()
        case .paused:
            break
        case .stopped:
            positionChanged(0)
        case .failed:
            // The original does not react to a failure; saying why is more useful.
            fail(failureNotice(reason))
        }
        let open = state == .playing || state == .paused
        enable(.mixingStart, !open)
        enable(.mixingPause, state == .playing)
        enable(.mixingResume, state == .paused)
        enable(.mixingPosition, open)
        enable(.mixingStop, open)
        showMixingPanel()
    }

    /// Shown on the screen and written to the log, as the other cases do with their errors: a headless run
    /// (`apiexample run`) prints only the log, and said nothing but the SDK's bare "canNotOpen" about a file it
    /// could not use (a FIFO, a device, a directory).
    private func fail(_ notice: SessionNotice) {
        note(notice.key, notice.arguments, kind: .error)
        show(notice)
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
                _ = try SoundFileReader.read(mixingFile)
                return SessionNotice("mixing.notice.canNotOpen", [mixingFile], severity: .error)
            } catch {
                return CaseMedia.notice(mixingFile, error)
            }
        }
    }

    // MARK: - Effects

    override nonisolated func rtcEngineDidAudioEffectFinish(_ engine: AgoraRtcEngineKit, soundId: Int) {
        onMain {
            guard soundId == Int(Self.effectSoundId) else { return }
            self.effectChanged(playing: false, paused: false)
            self.note("mixing.log.effectFinished", [String(soundId)])
        }
    }

    private func effectChanged(playing: Bool, paused: Bool) {
        (effectPlaying, effectPaused) = (playing, paused)
        enable(.effectPlay, !playing)
        enable(.effectPause, playing && !paused)
        enable(.effectResume, paused)
        enable(.effectStop, playing)
        showMixingPanel()
    }

    private func playEffect(_ engine: AgoraRtcEngineKit) -> Bool {
        // Looped until Stop (-1), as the original.
        let code = engine.playEffect(Self.effectSoundId, filePath: effectFile, loopCount: -1, pitch: 1, pan: 0, gain: 100,
                                     publish: true, startPos: 0)
        guard code != 0 else { return true }
        // Effects report no state: a file the engine cannot open is refused at the call (-2).
        do {
            _ = try SoundFileReader.read(effectFile)
            fail(SessionNotice("mixing.notice.effectFailed", [effectFile, String(code)], severity: .error))
        } catch {
            fail(CaseMedia.notice(effectFile, error))
        }
        return false
    }

    // MARK: - Channel

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinChannel channel: String, withUid uid: UInt, elapsed: Int) {
        onMain {
            guard self.config.mixOnJoin, self.mixingState != .playing, self.mixingState != .paused,
                  let engine = self.engine else { return }
            _ = self.startMixing(engine)
        }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .mixingStart:
            return startMixing(engine)
        case .mixingPause:
            return engine.pauseAudioMixing() == 0
        case .mixingResume:
            return engine.resumeAudioMixing() == 0
        case .mixingPosition:
            guard engine.setAudioMixingPosition(value.int * 1000) == 0 else { return false }
            positionChanged(value.int * 1000)
        case .mixingCycle:
            // Used by the next start, as in the original.
            cycle = value.option
        case .mixingStop:
            return engine.stopAudioMixing() == 0
        case .mixingVolume:
            guard engine.adjustAudioMixingVolume(value.int) == 0 else { return false }
            // Both sides at once, so the other two sliders follow.
            (playoutVolume, publishVolume) = (value.int, value.int)
            set(.mixingPlayoutVolume, value)
            set(.mixingPublishVolume, value)
        case .mixingPlayoutVolume:
            guard engine.adjustAudioMixingPlayoutVolume(value.int) == 0 else { return false }
            playoutVolume = value.int
        case .mixingPublishVolume:
            guard engine.adjustAudioMixingPublishVolume(value.int) == 0 else { return false }
            publishVolume = value.int
        case .effectPlay:
            guard playEffect(engine) else { return false }
            effectChanged(playing: true, paused: false)
        case .effectPause:
            guard engine.pauseEffect(Self.effectSoundId) == 0 else { return false }
            effectChanged(playing: true, paused: true)
        case .effectResume:
            guard engine.resumeEffect(Self.effectSoundId) == 0 else { return false }
            effectChanged(playing: true, paused: false)
        case .effectVolume:
            return engine.setEffectsVolume(value.int) == 0
        case .effectStop:
            guard engine.stopEffect(Self.effectSoundId) == 0 else { return false }
            effectChanged(playing: false, paused: false)
        }
        showMixingPanel()
        return true
    }

    // MARK: - Panel

    /// The original's labels: the file, the player's state, the progress and the volumes.
    private func showMixingPanel() {
        let fraction = durationMs > 0 ? Double(positionMs) / Double(durationMs) : 0
        let effect = effectPaused ? "mixing.effect.paused" : effectPlaying ? "mixing.effect.playing" : "mixing.effect.stopped"
        showPanel(SessionPanel(titleKey: "mixing.panel.title", lines: [
            .verbatim((mixingFile as NSString).lastPathComponent, style: .dim),
            .localized("mixing.panel.state", [Self.stateKey(mixingState), "\(mixingReason)"],
                       style: mixingState == .failed ? .warning : .normal),
            .bar(fraction, PlaybackClock.text(positionMs) + " / " + PlaybackClock.text(durationMs)),
            .localized("mixing.panel.cycle", [Self.cycles.first { $0.value == cycle }?.labelKey ?? cycle]),
            .localized("mixing.panel.volumes", [String(playoutVolume), String(publishVolume)]),
            .localized("mixing.panel.effect", [String(Self.effectSoundId), effect]),
        ]))
    }

    static func stateKey(_ state: AgoraAudioMixingStateType?) -> String {
        switch state {
        case nil: "mixing.state.none"
        case .playing: "mixing.state.playing"
        case .paused: "mixing.state.paused"
        case .stopped: "mixing.state.stopped"
        case .failed: "mixing.state.failed"
        }
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
