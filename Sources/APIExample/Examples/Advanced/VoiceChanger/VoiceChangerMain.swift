import AgoraRtcSim

/// Voice beautifiers, audio effects and voice conversion on an audio-only call: one preset at a time (the SDK keeps
/// the last one set), their parameters, AI noise suppression, the AI tuner, and the manual pitch, formant,
/// equalizer and reverb. The local tile sums up what is in use and the voice pitch the engine reports.
///
/// Departures from the original:
/// - Every preset of the SDK's enums is offered, where the original shows a subset: a singing-beautifier picker
///   (singing, with its gender and reverb parameters through `setVoiceBeautifierParameters`, and ultra high quality),
///   virtual surround, chorus and Off among the room acoustics, and eleven more voice conversions.
/// - The join passes default media options to `joinChannel(byToken:channelId:uid:mediaOptions:joinSuccess:)`; the
///   original calls the older `joinChannel(byToken:channelId:info:uid:joinSuccess:)` without options.
/// - Volume indication is enabled (not in the original): the tiles have meters, and the local tile sums up the preset,
///   the voice pitch the engine reports, pitch and formant, the band's gain, the reverb key's value, AINS and the AI
///   tuner.
/// - The reverb key is kept, so each value goes to the key picked; the original never stores it, so every value goes to
///   dry level: that bug is not copied. Picking a preset leaves the AINS picker on the mode in effect; the original
///   resets its label to BALANCED without calling `setAINSMode`.
/// - Each EQ band keeps its own gain: picking a band applies that band's gain and moves the slider to it; the original
///   applies the slider's current gain to the band picked.
final class VoiceChangerMain: CaseSession<VoiceChangerEntry>, ControlledSession {
    private typealias Presets = VoiceChangerPresets

    /// The preset picker whose option is in effect, and that option; every other preset picker shows "Off".
    private var activePreset: (control: Control, value: String)?
    private var ains = "balanced"
    private var aiTuner = "off"
    private var singing = (gender: 1, reverb: 1)
    private var effectParams = (param1: 0, param2: 0)
    private var pitchPercent = 100
    private var formantPercent = 0
    private var band = AgoraAudioEqualizationBandFrequency.band31
    private var gains = [Int](repeating: 0, count: AgoraAudioEqualizationBandFrequency.allCases.count)
    private var reverbKey = AgoraAudioReverbType.dryLevel
    private var reverbValues = [Int](repeating: 0, count: AgoraAudioReverbType.allCases.count)
    /// The local voice pitch volume indication last reported while talking.
    private var heardPitch = 0

    override func start() {
        let engine = makeEngine()
        // Music quality in stereo, as effects such as virtual stereo and 3D voice need; game streaming keeps the
        // SDK's processing out of the way of the effects.
        engine.setAudioProfile(.musicHighQualityStereo)
        engine.setAudioScenario(.gameStreaming)
        engine.setChannelProfile(.liveBroadcasting)
        let role = context.settings.clientRole
        engine.setClientRole(role)
        engine.disableVideo()
        engine.enableAudio()
        engine.setDefaultAudioRouteToSpeakerphone(true)
        // Not in the original: the meters and the reported voice pitch show what each effect does.
        engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: true)
        addLocalAudioTile()
        showNotes()
        joinWhenPermitted(channel: config.channelName, uid: 0, options: AgoraRtcChannelMediaOptions())
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        guard let local = speakers.first(where: { $0.uid == 0 }), local.voicePitch > 0 else { return }
        let pitch = Int(local.voicePitch.rounded())
        onMain {
            guard pitch != self.heardPitch else { return }
            self.heardPitch = pitch
            self.showNotes()
        }
    }

    // MARK: - Controls

    func apply(_ control: Control, _ value: ControlValue) -> Bool {
        guard let engine else { return false }
        switch control {
        case .ains:
            guard let mode = Presets.ains.first(where: { $0.value == value.option })?.sdk,
                  engine.setAINSMode(true, mode: mode) == 0 else { return false }
            ains = value.option
        case .chatBeautifier, .singingBeautifier, .timbre, .voiceChanger, .style, .roomAcoustics, .pitchCorrection, .voiceConversion:
            guard applyPreset(control, value.option, engine) else { return false }
        case .singingGender:
            guard engine.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: Int32(value.int),
                                                      param2: Int32(singing.reverb)) == 0 else { return false }
            singing.gender = value.int
        case .singingReverb:
            guard engine.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: Int32(singing.gender),
                                                      param2: Int32(value.int)) == 0 else { return false }
            singing.reverb = value.int
        case .effectParam1:
            guard let preset = activeEffect else { return false }
            let param2 = preset == .roomAcous3DVoice ? 0 : effectParams.param2
            guard engine.setAudioEffectParameters(preset, param1: Int32(value.int), param2: Int32(param2)) == 0 else { return false }
            effectParams.param1 = value.int
        case .effectParam2:
            guard let preset = activeEffect,
                  engine.setAudioEffectParameters(preset, param1: Int32(effectParams.param1), param2: Int32(value.int)) == 0
            else { return false }
            effectParams.param2 = value.int
        case .aiTuner:
            let type = Presets.pick(Presets.aiTuner, value.option, nil)
            // Off turns the tuner off; the type is then irrelevant (the original passes .matureMale).
            guard engine.enableVoiceAITuner(type != nil, type: type ?? .matureMale) == 0 else { return false }
            aiTuner = value.option
        case .pitch:
            guard engine.setLocalVoicePitch(Double(value.int) / 100) == 0 else { return false }
            pitchPercent = value.int
        case .formant:
            guard engine.setLocalVoiceFormant(Double(value.int) / 100) == 0 else { return false }
            formantPercent = value.int
        case .eqBand:
            guard let picked = Int(value.option).flatMap(AgoraAudioEqualizationBandFrequency.init(rawValue:)) else { return false }
            band = picked
            engine.setLocalVoiceEqualizationOf(band, withGain: gains[band.rawValue])
            set(.eqGain, .int(gains[band.rawValue]))
        case .eqGain:
            guard engine.setLocalVoiceEqualizationOf(band, withGain: value.int) == 0 else { return false }
            gains[band.rawValue] = value.int
        case .reverbKey:
            // Only re-ranges the value slider. The original never stored the key, so every value went to dry level.
            guard let picked = Int(value.option).flatMap(AgoraAudioReverbType.init(rawValue:)) else { return false }
            reverbKey = picked
            reshape(.reverbValue, Control.reverbSlider(picked, value: reverbValues[picked.rawValue]))
        case .reverbValue:
            guard engine.setLocalVoiceReverbOf(reverbKey, withValue: value.int) == 0 else { return false }
            reverbValues[reverbKey.rawValue] = value.int
        }
        showNotes()
        return true
    }

    /// One preset at a time: picking an option in any preset picker replaces the one in effect. "Off" turns off
    /// that family's preset.
    private func applyPreset(_ control: Control, _ value: String, _ engine: AgoraRtcEngineKit) -> Bool {
        let code: Int32
        switch control {
        case .chatBeautifier: code = engine.setVoiceBeautifierPreset(Presets.pick(Presets.chatBeautifier, value, .presetOff))
        case .singingBeautifier: code = engine.setVoiceBeautifierPreset(Presets.pick(Presets.singingBeautifier, value, .presetOff))
        case .timbre: code = engine.setVoiceBeautifierPreset(Presets.pick(Presets.timbre, value, .presetOff))
        case .voiceChanger: code = engine.setAudioEffectPreset(Presets.pick(Presets.voiceChanger, value, .off))
        case .style: code = engine.setAudioEffectPreset(Presets.pick(Presets.style, value, .off))
        case .roomAcoustics: code = engine.setAudioEffectPreset(Presets.pick(Presets.roomAcoustics, value, .off))
        case .pitchCorrection: code = engine.setAudioEffectPreset(Presets.pick(Presets.pitchCorrection, value, .off))
        case .voiceConversion: code = engine.setVoiceConversionPreset(Presets.pick(Presets.voiceConversion, value, .off))
        default: return false
        }
        guard code == 0 else { return false }
        activePreset = value == "off" ? nil : (control, value)
        for other in Control.presets where other != control { set(other, .option("off")) }
        // Fresh parameters for the new preset, as the original resets its sliders.
        singing = (1, 1)
        let singingOn = activePreset?.control == .singingBeautifier && activePreset?.value == "singing"
        for slider in [Control.singingGender, .singingReverb] {
            set(slider, .int(1))
            enable(slider, singingOn)
        }
        switch activeEffect {
        case .roomAcous3DVoice: effectParams = (10, 0)
        case .pitchCorrection: effectParams = (1, 4)
        default: effectParams = (0, 0)
        }
        showEffectParameters()
        return true
    }

    /// The audio effect preset in effect, if the active preset is one.
    private var activeEffect: AgoraAudioEffectPreset? {
        guard let activePreset else { return nil }
        switch activePreset.control {
        case .roomAcoustics: return Presets.roomAcoustics.first { $0.value == activePreset.value }?.sdk
        case .pitchCorrection: return .pitchCorrection
        default: return nil
        }
    }

    /// The two effect-parameter sliders: the 3D voice cycle, or pitch correction's tonic mode and pitch; disabled
    /// (and showing 0) for other presets.
    private func showEffectParameters() {
        let first: (labelKey: String, kind: SessionControl.Kind?), second: (labelKey: String, kind: SessionControl.Kind?)
        switch activeEffect {
        case .roomAcous3DVoice:
            first = ("control.voice.cycle", .slider(value: effectParams.param1, range: 0...60, step: 5))
            second = ("control.voice.param2", nil)
        case .pitchCorrection:
            first = ("control.voice.tonicMode", .slider(value: effectParams.param1, range: 1...3, step: 1))
            second = ("control.voice.tonicPitch", .slider(value: effectParams.param2, range: 1...12, step: 1))
        default:
            first = ("control.voice.param1", nil)
            second = ("control.voice.param2", nil)
        }
        for (control, shown) in [(Control.effectParam1, first), (.effectParam2, second)] {
            relabel(control, shown.labelKey)
            reshape(control, shown.kind ?? .slider(value: 0, range: 0...0, step: 1))
            enable(control, shown.kind != nil)
        }
    }

    // MARK: - The local tile's summary

    private func showNotes() {
        let preset = activePreset.map { $0.control.optionKey($0.value) } ?? "voice.off"
        let sign = gains[band.rawValue] > 0 ? "+" : ""
        let notes: [TileNote] = [
            .text("voice.note.preset", [preset]),
            .text("voice.note.heard", [heardPitch > 0 ? String(heardPitch) : "-"]),
            .text("voice.note.tuning", [Self.decimal(pitchPercent), Self.decimal(formantPercent)]),
            .text("voice.note.eq", [Presets.labelKey(band), sign + String(gains[band.rawValue]),
                                    Presets.labelKey(reverbKey), String(reverbValues[reverbKey.rawValue])]),
            .text("voice.note.ains", [Control.ains.optionKey(ains), Control.aiTuner.optionKey(aiTuner)]),
        ]
        updateTile(uid: 0, .notes(notes))
    }

    /// 105 → "1.05", -30 → "-0.30".
    private static func decimal(_ percent: Int) -> String {
        (percent < 0 ? "-" : "") + String(abs(percent) / 100) + "." + (abs(percent) % 100 < 10 ? "0" : "") + String(abs(percent) % 100)
    }

    override func willLeave(_ engine: AgoraRtcEngineKit) {
        engine.disableAudio()
        engine.disableVideo()
    }
}
