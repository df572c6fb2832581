import Foundation

// Sound effects: short files played by soundId, independently of the audio mixing and of each other.
extension AgoraRtcEngineKit {
    /// Plays `filePath` as sound `soundId` (replacing that id if it is playing): `loopCount` + 1 times, or
    /// forever with -1. -2 for loopCount below -1, pitch outside 0.5…2, pan outside -1…1, gain outside 0…100, a
    /// negative start, or a file that cannot be opened (effects report no state, so the call says it).
    /// The parameter types follow the iOS SDK's Swift interface as far as known (a best guess for `gain`/`startPos`).
    @discardableResult
    public func playEffect(_ soundId: Int32, filePath: String?, loopCount: Int, pitch: Double, pan: Double, gain: Int,
                           publish: Bool, startPos: Int32 = 0) -> Int32 {
        let detail = "\(soundId), filePath: \(filePath.map(SimTraceText.quoted) ?? "nil"), loopCount: \(loopCount), "
            + "pitch: \(pitch), pan: \(pan), gain: \(gain), publish: \(publish), startPos: \(startPos)"
        // Read before taking the engine's lock: a long file takes a moment.
        let opened = SimMusicFile.open(filePath ?? "")
        return api("playEffect(_:filePath:loopCount:pitch:pan:gain:publish:startPos:)", detail) { s in
            guard loopCount >= -1, (0.5...2).contains(pitch), (-1...1).contains(pan), (0...100).contains(gain), startPos >= 0,
                  let file = opened, Int(startPos) < file.durationMs else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            var effect = SimAudioEffect(soundId: soundId, file: file, playsLeft: loopCount == -1 ? -1 : loopCount + 1,
                                        gain: gain, publish: publish, anchorPositionMs: Int(startPos), anchor: now)
            effect.serial = (s.effects[soundId]?.serial ?? 0) + 1
            s.effects[soundId] = effect
            scheduleEffectEnd(&s, soundId)
            updateAudioPipeline(&s)
            return 0
        }
    }

    /// -8 when that sound is not playing.
    @discardableResult
    public func pauseEffect(_ soundId: Int32) -> Int32 {
        api("pauseEffect(_:)", "\(soundId)") { s in
            guard var effect = s.effects[soundId] else { return AgoraErrorCode.invalidState.returnCode }
            guard !effect.paused else { return 0 }
            effect.anchorPositionMs = effect.positionMs(at: now)
            effect.paused = true
            effect.serial += 1
            s.effects[soundId] = effect
            updateAudioPipeline(&s)
            return 0
        }
    }

    /// -8 when that sound is not playing or paused.
    @discardableResult
    public func resumeEffect(_ soundId: Int32) -> Int32 {
        api("resumeEffect(_:)", "\(soundId)") { s in
            guard var effect = s.effects[soundId] else { return AgoraErrorCode.invalidState.returnCode }
            guard effect.paused else { return 0 }
            effect.paused = false
            effect.anchor = now
            s.effects[soundId] = effect
            scheduleEffectEnd(&s, soundId)
            updateAudioPipeline(&s)
            return 0
        }
    }

    /// Stops that sound (no finish callback). Stopping one that is not playing is not an error.
    @discardableResult
    public func stopEffect(_ soundId: Int32) -> Int32 {
        api("stopEffect(_:)", "\(soundId)") { s in
            s.effects[soundId] = nil
            updateAudioPipeline(&s)
            return 0
        }
    }

    /// The volume of every effect, 0…100 (else -2).
    @discardableResult
    public func setEffectsVolume(_ volume: Int) -> Int32 {
        api("setEffectsVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.effectsVolume = volume
            return 0
        }
    }

    public func getEffectsVolume() -> Int32 {
        api("getEffectsVolume()") { s in Int32(s.effectsVolume) }
    }

    private func scheduleEffectEnd(_ s: inout SimEngineState, _ soundId: Int32) {
        guard var effect = s.effects[soundId], !effect.paused else { return }
        effect.serial += 1
        s.effects[soundId] = effect
        let serial = effect.serial
        let remaining = Double(effect.file.durationMs - effect.positionMs(at: now)) / 1000
        afterLocked(max(0, remaining)) { engine, s in
            guard var effect = s.effects[soundId], effect.serial == serial else { return [] }
            if effect.playsLeft > 0 { effect.playsLeft -= 1 }
            guard effect.playsLeft == 0 else {
                effect.anchorPositionMs = 0
                effect.anchor = engine.now
                s.effects[soundId] = effect
                engine.scheduleEffectEnd(&s, soundId)
                return []
            }
            s.effects[soundId] = nil
            engine.updateAudioPipeline(&s)
            return [.delegate("rtcEngineDidAudioEffectFinish(_:soundId:)", "soundId: \(soundId)") {
                $1.rtcEngineDidAudioEffectFinish($0, soundId: Int(soundId))
            }]
        }
    }
}
