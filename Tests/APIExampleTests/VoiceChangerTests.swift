import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// VoiceChanger driven like a user would, in virtual time: one preset at a time, effect parameters, reverb and EQ.
@MainActor
@Suite struct VoiceChangerTests {
    @Test func voiceChangerKeepsOnePresetAndSumsItUpInTheLocalTile() throws {
        let run = try CaseRun("VoiceChanger", seconds: 4)
        run.session.perform("voiceChanger", .activate)
        #expect(run.session.controls.first { $0.id == "voiceChanger" }?.kind == .choice(options: VoiceChangerMain.Control.voiceChanger.options, selected: "uncle"))
        run.session.perform("voiceConversion", .decrement)
        let selected = run.session.controls.compactMap { control -> String? in
            guard VoiceChangerMain.Control.presets.map(\.rawValue).contains(control.id), case .choice(_, let value) = control.kind else { return nil }
            return value == "off" ? nil : control.id + "=" + value
        }
        #expect(selected == ["voiceConversion=chipmunk"], "the last preset replaces the others")
        #expect(run.calls("setVoiceConversionPreset", with: ".changerChipmunk", returned: 0).count == 1)
        run.clock.advance(by: 3)
        let notes = try #require(run.session.tiles.first?.notes)
        #expect(notes.first == .text("voice.note.preset", ["voice.voiceConversion.chipmunk"]))
        let heard = try #require(notes.first { $0.key == "voice.note.heard" }?.arguments.first.flatMap { Int($0) })
        #expect(heard > 250, "the chipmunk preset nearly doubles the reported pitch")
        run.session.stop()
    }

    @Test func voiceChangerEffectParametersFollowThePreset() throws {
        let run = try CaseRun("VoiceChanger", seconds: 4)
        #expect(run.session.controls.first { $0.id == "effectParam1" }?.isEnabled == false)
        run.session.perform("roomAcoustics", .decrement)   // chorus
        run.session.perform("roomAcoustics", .decrement)   // virtual surround
        run.session.perform("roomAcoustics", .decrement)   // 3D voice
        let cycle = try #require(run.session.controls.first { $0.id == "effectParam1" })
        #expect(cycle.isEnabled && cycle.labelKey == "control.voice.cycle" && cycle.kind == .slider(value: 10, range: 0...60, step: 5))
        run.session.perform("effectParam1", .increment)
        #expect(run.calls("setAudioEffectParameters", with: ".roomAcous3DVoice, param1: 15, param2: 0", returned: 0).count == 1)
        run.session.perform("singingBeautifier", .activate)
        run.session.perform("singingGender", .increment)
        #expect(run.calls("setVoiceBeautifierParameters", with: ".presetSingingBeautifier, param1: 2, param2: 1", returned: 0).count == 1)
        #expect(run.session.controls.first { $0.id == "effectParam1" }?.isEnabled == false, "3D voice was replaced")
        run.session.stop()
    }

    /// The original applied every reverb value to dry level; here the picked key gets it, within its range.
    @Test func voiceChangerReverbGoesToThePickedKeyWithinItsRange() throws {
        let run = try CaseRun("VoiceChanger", seconds: 4)
        run.session.perform("reverbKey", .activate)
        run.session.perform("reverbKey", .activate)   // room size, 0…100
        let slider = try #require(run.session.controls.first { $0.id == "reverbValue" })
        #expect(slider.kind == .slider(value: 0, range: 0...100, step: 5))
        run.session.perform("reverbValue", .increment)
        #expect(run.calls("setLocalVoiceReverbOf", with: ".roomSize, withValue: 5", returned: 0).count == 1)
        run.session.perform("eqBand", .decrement)      // 16 kHz
        for _ in 0..<20 { run.session.perform("eqGain", .increment) }
        #expect(run.calls("setLocalVoiceEqualizationOf", with: ".band16K, withGain: 15", returned: 0).count >= 1)
        #expect(!run.calls("setLocalVoiceEqualizationOf").contains { $0.detail.contains("withGain: 16") }, "the slider stops at 15")
        #expect(!run.session.log.entries.contains { $0.kind == .error })
        run.session.stop()
    }

    /// AI noise suppression takes the room noise out of the pauses: the local meter's floor drops.
    @Test func noiseSuppressionLowersTheLocalFloor() throws {
        let run = try CaseRun("VoiceChanger", seconds: 2)
        func floor() -> Int {
            var levels: [Int] = []
            for _ in 0..<60 {
                run.advance(0.2)
                levels.append(run.session.tiles.first { $0.isLocal }?.volume ?? -1)
            }
            return levels.sorted()[levels.count / 10]
        }
        let noisy = floor()
        run.press("ains", .decrement)
        #expect(run.called("setAINSMode", with: "true, mode: .AINS_MODE_ULTRALOWLATENCY", returned: 0))
        let suppressed = floor()
        #expect(noisy > 25 && suppressed < noisy - 15, "\(noisy) → \(suppressed)")
        run.session.stop()
    }

    /// Not only the dry level: a strong reverb in a large room rings through the pauses, which the local meter
    /// shows.
    @Test func aReverbTailFillsThePauses() throws {
        let run = try CaseRun("VoiceChanger", seconds: 2)
        // No room noise, so a pause reads near 0.
        run.press("ains", .increment)
        func quietShare() -> Double {
            var quiet = 0
            for _ in 0..<100 {
                run.advance(0.2)
                if (run.session.tiles.first { $0.isLocal }?.volume ?? 0) < 20 { quiet += 1 }
            }
            return Double(quiet) / 100
        }
        let dry = quietShare()
        run.press("reverbKey")
        run.press("reverbKey")   // room size
        run.session.set("reverbValue", .int(100))
        run.press("reverbKey")
        run.press("reverbKey")   // strength
        run.session.set("reverbValue", .int(100))
        #expect(run.called("setLocalVoiceReverbOf", with: ".roomSize, withValue: 100", returned: 0))
        #expect(run.called("setLocalVoiceReverbOf", with: ".strength, withValue: 100", returned: 0))
        let reverberant = quietShare()
        #expect(dry > 0.2 && reverberant < dry / 2, "quiet reports: \(dry) → \(reverberant)")
        run.session.stop()
    }
}
