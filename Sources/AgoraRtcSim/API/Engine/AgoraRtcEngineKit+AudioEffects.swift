import Foundation

// Sound effects: short files played by soundId, independently of the audio mixing and of each other.
extension AgoraRtcEngineKit {
    /// Plays `filePath` as sound `soundId` (replacing that id if it is playing): `loopCount` + 1 times, or
    /// forever with -1. -2 for loopCount below -1, pitch outside 0.5…2, pan outside -1…1, gain outside 0…100, a
    /// negative start, or a file that cannot be opened (effects report no state, so the call says it).
    /// The parameter types follow the iOS SDK's Swift interface as far as known (a best guess for `gain`/`startPos`).
    @discardableResult
    public func playEffect(_ soundId: Int32, filePath: String?, loopCount: Int, pitch: Double, pan: Double, gain: Int,
                           publish: Bool, startPos: Int32 = 0, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(soundId), filePath: \(filePath.map(SimTraceText.quoted) ?? "nil"), loopCount: \(loopCount), "
            + "pitch: \(pitch), pan: \(pan), gain: \(gain), publish: \(publish), startPos: \(startPos)"
        // Read before taking the engine's lock: a long file takes a moment.
        let opened = SimMusicFile.open(filePath ?? "")
        return api("playEffect(_:filePath:loopCount:pitch:pan:gain:publish:startPos:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard loopCount >= -1, (0.5...2).contains(pitch), (-1...1).contains(pan), (0...100).contains(gain), startPos >= 0,
                  let file = opened, Int(startPos) < file.durationMs else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            scheduleEffectEnd(s.audioMix.effects.play(soundId, file: file, loopCount: loopCount, gain: gain, publish: publish,
                                                      startPos: Int(startPos), at: now))
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// -8 when that sound is not playing.
    @discardableResult
    public func pauseEffect(_ soundId: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("pauseEffect(_:)", "\(soundId)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audioMix.effects.has(soundId) else { return AgoraErrorCode.invalidState.returnCode }
            guard s.audioMix.effects.playing[soundId]?.paused == false else { return 0 }
            _ = s.audioMix.effects.pause(soundId, at: now)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// -8 when that sound is not playing or paused.
    @discardableResult
    public func resumeEffect(_ soundId: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("resumeEffect(_:)", "\(soundId)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audioMix.effects.has(soundId) else { return AgoraErrorCode.invalidState.returnCode }
            guard s.audioMix.effects.playing[soundId]?.paused == true else { return 0 }
            scheduleEffectEnd(s.audioMix.effects.resume(soundId, at: now))
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// Stops that sound (no finish callback). Stopping one that is not playing is not an error.
    @discardableResult
    public func stopEffect(_ soundId: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopEffect(_:)", "\(soundId)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.audioMix.effects.stop(soundId)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// The volume of every effect, 0…100 (else -2).
    @discardableResult
    public func setEffectsVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setEffectsVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.effects.setVolume(volume)
            return 0
        }
    }

    public func getEffectsVolume(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("getEffectsVolume()", at: AgoraSimCallSite(file: file, line: line)) { s in Int32(s.audioMix.effects.volume) }
    }
}
