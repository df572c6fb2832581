import Testing
@testable import AgoraRtcSim

@Suite struct VoiceEffectsTests {
    @Test func presetValuesAreTheSDKs() {
        #expect(AgoraVoiceBeautifierPreset.presetChatBeautifierFresh.rawValue == 0x0101_0200)
        #expect(AgoraVoiceBeautifierPreset.timbreTransformatRinging.rawValue == 0x0103_0800)
        #expect(AgoraVoiceBeautifierPreset.allCases.count == 14)
        #expect(AgoraAudioEffectPreset.roomAcousticsChorus.rawValue == 0x0201_0D00)
        #expect(AgoraAudioEffectPreset.pitchCorrection.rawValue == 0x0204_0100)
        #expect(AgoraAudioEffectPreset.allCases.count == 21)
        #expect(AgoraVoiceConversionPreset.changerChipmunk.rawValue == 0x0301_0F00)
        #expect(AgoraVoiceConversionPreset.allCases.count == 16)
        #expect(AgoraAudioEqualizationBandFrequency.allCases.map(\.hertz).first == 31)
        #expect(AgoraAudioReverbType.wetDelay.range == 0...200)
    }

    @Test func outOfRangeValuesReturnMinus2AndChangeNothing() {
        let sim = SimHarness(remotes: 0)
        let e = sim.engine
        #expect(e.setLocalVoicePitch(0.5) == 0 && e.setLocalVoicePitch(2.0) == 0)
        #expect(e.setLocalVoicePitch(0.49) == -2 && e.setLocalVoicePitch(2.01) == -2)
        #expect(e.setLocalVoiceFormant(-1) == 0 && e.setLocalVoiceFormant(1) == 0)
        #expect(e.setLocalVoiceFormant(-1.01) == -2 && e.setLocalVoiceFormant(1.5) == -2)
        #expect(e.setLocalVoiceEqualizationOf(.band16K, withGain: 15) == 0)
        #expect(e.setLocalVoiceEqualizationOf(.band31, withGain: -15) == 0)
        #expect(e.setLocalVoiceEqualizationOf(.band1K, withGain: 16) == -2 && e.setLocalVoiceEqualizationOf(.band1K, withGain: -16) == -2)
        for type in AgoraAudioReverbType.allCases {
            #expect(e.setLocalVoiceReverbOf(type, withValue: type.range.lowerBound) == 0)
            #expect(e.setLocalVoiceReverbOf(type, withValue: type.range.upperBound) == 0)
            #expect(e.setLocalVoiceReverbOf(type, withValue: type.range.lowerBound - 1) == -2, "\(type)")
            #expect(e.setLocalVoiceReverbOf(type, withValue: type.range.upperBound + 1) == -2, "\(type)")
        }
        #expect(e.setAudioEffectParameters(.roomAcous3DVoice, param1: 60, param2: 0) == 0)
        #expect(e.setAudioEffectParameters(.roomAcous3DVoice, param1: 61, param2: 0) == -2)
        #expect(e.setAudioEffectParameters(.pitchCorrection, param1: 3, param2: 12) == 0)
        #expect(e.setAudioEffectParameters(.pitchCorrection, param1: 0, param2: 4) == -2)
        #expect(e.setAudioEffectParameters(.pitchCorrection, param1: 1, param2: 13) == -2)
        #expect(e.setAudioEffectParameters(.roomAcousticsKTV, param1: 1, param2: 1) == -2, "only 3D voice and pitch correction")
        #expect(e.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: 2, param2: 3) == 0)
        #expect(e.setVoiceBeautifierParameters(.presetSingingBeautifier, param1: 3, param2: 1) == -2)
        #expect(e.setVoiceBeautifierParameters(.presetChatBeautifierFresh, param1: 1, param2: 1) == -2)
        let voice = e.lock.locked { e.state.localAudio.voice }
        #expect(voice.pitch == 2.0 && voice.formant == 1)
        #expect(voice.equalizer[AgoraAudioEqualizationBandFrequency.band1K.rawValue] == 0)
        #expect(voice.equalizer[AgoraAudioEqualizationBandFrequency.band16K.rawValue] == 15)
        #expect(voice.reverb.values == AgoraAudioReverbType.allCases.map(\.range.upperBound))
        #expect(voice.preset == .beautifier(.presetSingingBeautifier) && voice.beautifierParameters?.gender == 2)
        let failed = sim.trace.events.filter { $0.kind == .apiCall && ($0.result ?? 0) < 0 }
        #expect(failed.count == 22 && failed.allSatisfy { $0.result == -2 }, "each refusal is traced with its code")
        sim.destroy()
    }

    @Test func onePresetAtATimeTheLastCallWins() {
        let sim = SimHarness(remotes: 0)
        let e = sim.engine
        e.setVoiceBeautifierPreset(.presetChatBeautifierMagnetic)
        #expect(e.lock.locked { e.state.localAudio.voice.preset } == .beautifier(.presetChatBeautifierMagnetic))
        e.setAudioEffectPreset(.voiceChangerEffectHulk)
        #expect(e.lock.locked { e.state.localAudio.voice.preset } == .effect(.voiceChangerEffectHulk))
        e.setVoiceConversionPreset(.changerBass)
        #expect(e.lock.locked { e.state.localAudio.voice.preset } == .conversion(.changerBass))
        e.setAudioEffectParameters(.pitchCorrection, param1: 1, param2: 4)
        #expect(e.lock.locked { e.state.localAudio.voice.preset } == .effect(.pitchCorrection))
        e.setVoiceConversionPreset(.off)
        #expect(e.lock.locked { e.state.localAudio.voice.preset } == .off)
        e.setAINSMode(true, mode: .AINS_MODE_AGGRESSIVE)
        e.enableVoiceAITuner(true, type: .sweetFemale)
        #expect(e.lock.locked { e.state.localAudio.voice.noiseSuppression } == .AINS_MODE_AGGRESSIVE)
        e.enableVoiceAITuner(false, type: .matureMale)
        #expect(e.lock.locked { e.state.localAudio.voice.aiTuner } == nil)
        sim.destroy()
    }

    /// The reported voice pitch follows the effects; the level follows the equalizer.
    @Test func volumeIndicationHearsTheEffects() {
        func run(_ configure: (AgoraRtcEngineKit) -> Void) -> (pitch: Double, level: Double) {
            let sim = SimHarness(remotes: 0)
            sim.engine.enableAudioVolumeIndication(100, smooth: 3, reportVad: false)
            // No room noise under the voice: the level is the voice chain's.
            sim.engine.setAINSMode(true, mode: .AINS_MODE_AGGRESSIVE)
            configure(sim.engine)
            sim.join(video: false)
            sim.advance(8)
            let voiced = sim.recorder.localReports.filter { $0.voicePitch > 0 }
            sim.destroy()
            let pitch = voiced.map(\.voicePitch).reduce(0, +) / Double(max(1, voiced.count))
            let level = Double(sim.recorder.localReports.map(\.volume).reduce(0, +)) / Double(max(1, sim.recorder.localReports.count))
            return (pitch, level)
        }
        let plain = run { _ in }
        let girl = run { $0.setAudioEffectPreset(.voiceChangerEffectGirl) }
        let uncle = run { $0.setAudioEffectPreset(.voiceChangerEffectUncle) }
        let higher = run { $0.setLocalVoicePitch(2.0) }
        #expect(girl.pitch > plain.pitch * 1.3 && uncle.pitch < plain.pitch * 0.9)
        #expect(higher.pitch > plain.pitch * 1.8)
        let boosted = run { engine in
            for band in AgoraAudioEqualizationBandFrequency.allCases { engine.setLocalVoiceEqualizationOf(band, withGain: 6) }
        }
        let quiet = run { $0.setLocalVoiceReverbOf(.dryLevel, withValue: -20) }
        #expect(boosted.level > plain.level * 1.4)
        #expect(quiet.level < plain.level * 0.2)
    }
}
