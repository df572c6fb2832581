import AgoraRtcSim

/// Voice beautifiers, audio effects and voice conversion on an audio-only call: one preset at a time (the SDK keeps
/// the last one set), their parameters, AI noise suppression, the AI tuner, and the manual pitch, formant,
/// equalizer and reverb. The local tile sums up what is in use and the voice pitch the engine reports.
final class VoiceChangerMain: BaseSession {
    /// The preset picker whose option is in effect, and that option; every other preset picker shows "Off".
    private var activePreset: (control: String, value: String)?
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
        refreshNotes()
        joinWhenPermitted(channel: configs.channelName, uid: 0, options: AgoraRtcChannelMediaOptions())
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didJoinedOfUid uid: UInt, elapsed: Int) {
        onMain { self.addRemoteAudioTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, didOfflineOfUid uid: UInt, reason: AgoraUserOfflineReason) {
        onMain { self.removeRemoteTile(uid) }
    }

    override nonisolated func rtcEngine(_ engine: AgoraRtcEngineKit, reportAudioVolumeIndicationOfSpeakers speakers: [AgoraRtcAudioVolumeInfo],
                                        totalVolume: Int) {
        super.rtcEngine(engine, reportAudioVolumeIndicationOfSpeakers: speakers, totalVolume: totalVolume)
        guard let local = speakers.first(where: { $0.uid == 0 }), local.voicePitch > 0 else { return }
        let pitch = Int(local.voicePitch.rounded())
        onMain {
            guard pitch != self.heardPitch else { return }
            self.heardPitch = pitch
            self.refreshNotes()
        }
    }

    // MARK: controls

    override var controls: [SessionControl] {
        var list = [choice("ains", selected: ains, label: "control.voice.ains")]
        for id in VoiceChangerPresets.presetControls {
            list.append(choice(id, selected: activePreset?.control == id ? activePreset?.value ?? "off" : "off",
                               label: "control.voice.\(id)"))
            if id == "singingBeautifier" {
                let on = activePreset?.control == id && activePreset?.value == "singing"
                list.append(SessionControl(id: "singingGender", labelKey: "control.voice.singingGender",
                                           kind: .slider(value: singing.gender, range: 1...2, step: 1), isEnabled: on))
                list.append(SessionControl(id: "singingReverb", labelKey: "control.voice.singingReverb",
                                           kind: .slider(value: singing.reverb, range: 1...3, step: 1), isEnabled: on))
            }
            if id == "pitchCorrection" { list += effectParameterControls }
        }
        list.append(choice("aiTuner", selected: aiTuner, label: "control.voice.aiTuner"))
        list += [
            SessionControl(id: "pitch", labelKey: "control.voice.pitch", kind: .slider(value: pitchPercent, range: 50...200, step: 5)),
            SessionControl(id: "formant", labelKey: "control.voice.formant", kind: .slider(value: formantPercent, range: -100...100, step: 10)),
            SessionControl(id: "eqBand", labelKey: "control.voice.eqBand",
                           kind: .choice(options: VoiceChangerPresets.bands, selected: String(band.rawValue))),
            SessionControl(id: "eqGain", labelKey: "control.voice.eqGain",
                           kind: .slider(value: gains[band.rawValue], range: -15...15, step: 1)),
            SessionControl(id: "reverbKey", labelKey: "control.voice.reverbKey",
                           kind: .choice(options: VoiceChangerPresets.reverbKeys, selected: String(reverbKey.rawValue))),
            SessionControl(id: "reverbValue", labelKey: "control.voice.reverbValue",
                           kind: .slider(value: reverbValues[reverbKey.rawValue], range: reverbKey.range,
                                         step: reverbKey.range.count > 50 ? 5 : 1)),
        ]
        return list
    }

    /// The two effect-parameter sliders: the 3D voice cycle, or pitch correction's tonic mode and pitch; disabled
    /// (and sending 0) for other presets.
    private var effectParameterControls: [SessionControl] {
        switch activeEffect {
        case .roomAcous3DVoice:
            return [SessionControl(id: "effectParam1", labelKey: "control.voice.cycle",
                                   kind: .slider(value: effectParams.param1, range: 0...60, step: 5)),
                    SessionControl(id: "effectParam2", labelKey: "control.voice.param2",
                                   kind: .slider(value: 0, range: 0...0, step: 1), isEnabled: false)]
        case .pitchCorrection:
            return [SessionControl(id: "effectParam1", labelKey: "control.voice.tonicMode",
                                   kind: .slider(value: effectParams.param1, range: 1...3, step: 1)),
                    SessionControl(id: "effectParam2", labelKey: "control.voice.tonicPitch",
                                   kind: .slider(value: effectParams.param2, range: 1...12, step: 1))]
        default:
            return [SessionControl(id: "effectParam1", labelKey: "control.voice.param1",
                                   kind: .slider(value: 0, range: 0...0, step: 1), isEnabled: false),
                    SessionControl(id: "effectParam2", labelKey: "control.voice.param2",
                                   kind: .slider(value: 0, range: 0...0, step: 1), isEnabled: false)]
        }
    }

    override func perform(_ controlId: String, _ change: ControlChange) {
        guard let engine, let control = controls.first(where: { $0.id == controlId }), control.isEnabled else { return }
        switch (controlId, control.kind.applying(change)) {
        case ("ains", .choice(_, let selected)):
            if let mode = VoiceChangerPresets.ains.first(where: { $0.value == selected })?.mode,
               engine.setAINSMode(true, mode: mode) == 0 { ains = selected }
        case (let id, .choice(_, let selected)) where VoiceChangerPresets.presetControls.contains(id):
            applyPreset(id, selected, engine)
        case ("singingGender", .slider(let value, _, _)):
            if engine.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: Int32(value), param2: Int32(singing.reverb)) == 0 {
                singing.gender = value
            }
        case ("singingReverb", .slider(let value, _, _)):
            if engine.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: Int32(singing.gender), param2: Int32(value)) == 0 {
                singing.reverb = value
            }
        case ("effectParam1", .slider(let value, _, _)):
            guard let preset = activeEffect else { return }
            let param2 = preset == .roomAcous3DVoice ? 0 : effectParams.param2
            if engine.setAudioEffectParameters(preset, param1: Int32(value), param2: Int32(param2)) == 0 { effectParams.param1 = value }
        case ("effectParam2", .slider(let value, _, _)):
            guard let preset = activeEffect else { return }
            if engine.setAudioEffectParameters(preset, param1: Int32(effectParams.param1), param2: Int32(value)) == 0 {
                effectParams.param2 = value
            }
        case ("aiTuner", .choice(_, let selected)):
            let type = VoiceChangerPresets.aiTuner.first { $0.value == selected }?.type
            // Off turns the tuner off; the type is then irrelevant (the original passes .matureMale).
            if engine.enableVoiceAITuner(type != nil, type: type ?? .matureMale) == 0 { aiTuner = selected }
        case ("pitch", .slider(let value, _, _)):
            if engine.setLocalVoicePitch(Double(value) / 100) == 0 { pitchPercent = value }
        case ("formant", .slider(let value, _, _)):
            if engine.setLocalVoiceFormant(Double(value) / 100) == 0 { formantPercent = value }
        case ("eqBand", .choice(_, let selected)):
            guard let picked = Int(selected).flatMap(AgoraAudioEqualizationBandFrequency.init(rawValue:)) else { return }
            band = picked
            engine.setLocalVoiceEqualizationOf(band, withGain: gains[band.rawValue])
        case ("eqGain", .slider(let value, _, _)):
            if engine.setLocalVoiceEqualizationOf(band, withGain: value) == 0 { gains[band.rawValue] = value }
        case ("reverbKey", .choice(_, let selected)):
            // Only re-ranges the value slider. The original never stored the key, so every value went to dry level.
            guard let picked = Int(selected).flatMap(AgoraAudioReverbType.init(rawValue:)) else { return }
            reverbKey = picked
        case ("reverbValue", .slider(let value, _, _)):
            if engine.setLocalVoiceReverbOf(reverbKey, withValue: value) == 0 { reverbValues[reverbKey.rawValue] = value }
        default:
            return
        }
        refreshNotes()
    }

    /// One preset at a time: picking an option in any preset picker replaces the one in effect. "Off" turns off
    /// that family's preset.
    private func applyPreset(_ id: String, _ value: String, _ engine: AgoraRtcEngineKit) {
        let code: Int32
        switch id {
        case "chatBeautifier": code = engine.setVoiceBeautifierPreset(pick(VoiceChangerPresets.chatBeautifier, value, .presetOff))
        case "singingBeautifier": code = engine.setVoiceBeautifierPreset(pick(VoiceChangerPresets.singingBeautifier, value, .presetOff))
        case "timbre": code = engine.setVoiceBeautifierPreset(pick(VoiceChangerPresets.timbre, value, .presetOff))
        case "voiceChanger": code = engine.setAudioEffectPreset(pick(VoiceChangerPresets.voiceChanger, value, .off))
        case "style": code = engine.setAudioEffectPreset(pick(VoiceChangerPresets.style, value, .off))
        case "roomAcoustics": code = engine.setAudioEffectPreset(pick(VoiceChangerPresets.roomAcoustics, value, .off))
        case "pitchCorrection": code = engine.setAudioEffectPreset(pick(VoiceChangerPresets.pitchCorrection, value, .off))
        case "voiceConversion": code = engine.setVoiceConversionPreset(pick(VoiceChangerPresets.voiceConversion, value, .off))
        default: return
        }
        guard code == 0 else { return }
        activePreset = value == "off" ? nil : (id, value)
        // Fresh parameters for the new preset, as the original resets its sliders.
        singing = (1, 1)
        switch activeEffect {
        case .roomAcous3DVoice: effectParams = (10, 0)
        case .pitchCorrection: effectParams = (1, 4)
        default: effectParams = (0, 0)
        }
    }

    private func pick<Preset>(_ list: [(value: String, preset: Preset)], _ value: String, _ off: Preset) -> Preset {
        list.first { $0.value == value }?.preset ?? off
    }

    /// The audio effect preset in effect, if the active preset is one.
    private var activeEffect: AgoraAudioEffectPreset? {
        guard let activePreset else { return nil }
        switch activePreset.control {
        case "roomAcoustics": return VoiceChangerPresets.roomAcoustics.first { $0.value == activePreset.value }?.preset
        case "pitchCorrection": return .pitchCorrection
        default: return nil
        }
    }

    private func choice(_ id: String, selected: String, label: String) -> SessionControl {
        SessionControl(id: id, labelKey: label, kind: .choice(options: VoiceChangerPresets.options(id), selected: selected))
    }

    // MARK: the local tile's summary

    private func refreshNotes() {
        let preset = activePreset.map { VoiceChangerPresets.labelKey($0.control, $0.value) } ?? "voice.off"
        let sign = gains[band.rawValue] > 0 ? "+" : ""
        let notes: [TileNote] = [
            .text("voice.note.preset", [preset]),
            .text("voice.note.heard", [heardPitch > 0 ? String(heardPitch) : "-"]),
            .text("voice.note.tuning", [Self.decimal(pitchPercent), Self.decimal(formantPercent)]),
            .text("voice.note.eq", ["voice.band.\(band.rawValue)", sign + String(gains[band.rawValue]),
                                    "voice.reverb.\(reverbKey.rawValue)", String(reverbValues[reverbKey.rawValue])]),
            .text("voice.note.ains", [VoiceChangerPresets.labelKey("ains", ains), VoiceChangerPresets.labelKey("aiTuner", aiTuner)]),
        ]
        updateTile(uid: 0) { $0.notes = notes }
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
