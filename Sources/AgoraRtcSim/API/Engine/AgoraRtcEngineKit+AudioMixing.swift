import Foundation

// Audio mixing: one music file mixed with the microphone, locally and (unless loopback) into what others hear.
// The states, the timers' work and the mixing itself are `SimAudioMixer`'s.
extension AgoraRtcEngineKit {
    /// Starts mixing `filePath` from `startPos` ms, `cycle` times (-1: forever); a running mixing is replaced.
    /// -2 for cycle 0 or below -1, a negative start, or a start past the end of the file. A file that cannot be
    /// opened, or a call less than 500 ms after the previous one, is reported as (failed, canNotOpen /
    /// tooFrequentCall) through `rtcEngine(_:audioMixingStateChanged:reasonCode:)`, as the SDK does.
    @discardableResult
    public func startAudioMixing(_ filePath: String, loopback: Bool, cycle: Int, startPos: Int = 0) -> Int32 {
        let detail = "\(SimTraceText.quoted(filePath)), loopback: \(loopback), cycle: \(cycle), startPos: \(startPos)"
        // Read before taking the engine's lock: a long file takes a moment.
        let file = SimMusicFile.open(filePath)
        return api("startAudioMixing(_:loopback:cycle:startPos:)", detail) { s in
            guard cycle == -1 || cycle > 0, startPos >= 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            if let file, startPos >= file.durationMs { return AgoraErrorCode.invalidArgument.returnCode }
            let outcome = s.audioMix.mixing.start(file, loopback: loopback, cycle: cycle, startPos: startPos, at: now)
            scheduleLoopEnd(outcome.loopEnd)
            post(outcome.callbacks, to: .main)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// -8 when nothing is playing or paused (the SDK documents no code for it; this is the simulation's).
    @discardableResult
    public func pauseAudioMixing() -> Int32 {
        api("pauseAudioMixing()") { s in
            guard s.audioMix.mixing.isPlayingOrPaused else { return AgoraErrorCode.invalidState.returnCode }
            let callbacks = s.audioMix.mixing.pause(at: now)
            guard !callbacks.isEmpty else { return 0 }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            return 0
        }
    }

    @discardableResult
    public func resumeAudioMixing() -> Int32 {
        api("resumeAudioMixing()") { s in
            guard s.audioMix.mixing.isPlayingOrPaused else { return AgoraErrorCode.invalidState.returnCode }
            let outcome = s.audioMix.mixing.resume(at: now)
            guard !outcome.callbacks.isEmpty else { return 0 }
            scheduleLoopEnd(outcome.loopEnd)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(outcome.callbacks, to: .main)
            return 0
        }
    }

    /// Stops the mixing: (stopped, stoppedByUser). Nothing to stop is not an error.
    @discardableResult
    public func stopAudioMixing() -> Int32 {
        api("stopAudioMixing()") { s in
            let callbacks = s.audioMix.mixing.stop()
            guard !callbacks.isEmpty else { return 0 }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            return 0
        }
    }

    /// Seeks to `pos` ms (0 ≤ pos < duration, else -2) while playing or paused (else -8).
    @discardableResult
    public func setAudioMixingPosition(_ pos: Int) -> Int32 {
        api("setAudioMixingPosition(_:)", "\(pos)") { s in
            guard let mixing = s.audioMix.mixing.current, s.audioMix.mixing.isPlayingOrPaused else {
                return AgoraErrorCode.invalidState.returnCode
            }
            guard (0..<mixing.file.durationMs).contains(pos) else { return AgoraErrorCode.invalidArgument.returnCode }
            scheduleLoopEnd(s.audioMix.mixing.seek(to: pos, at: now))
            return 0
        }
    }

    /// The playback position in ms (0 once stopped); -8 if no file was ever opened. Apps poll this on a timer, so
    /// the log folds it with the periodic reports.
    public func getAudioMixingCurrentPosition() -> Int32 {
        api("getAudioMixingCurrentPosition()", periodic: true) { s in
            guard let mixing = s.audioMix.mixing.current else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(mixing.positionMs(at: now))
        }
    }

    /// The opened file's length in ms (still known once stopped); -8 if no file was ever opened.
    public func getAudioMixingDuration() -> Int32 {
        api("getAudioMixingDuration()") { s in
            guard let duration = s.audioMix.mixing.lastDurationMs else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(duration)
        }
    }

    /// Sets both the local playout and the publish volume, 0…100 (else -2).
    @discardableResult
    public func adjustAudioMixingVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(playout: volume, publish: volume)
            return 0
        }
    }

    /// What the local user hears of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPlayoutVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingPlayoutVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(playout: volume)
            return 0
        }
    }

    /// What remote users hear of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPublishVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingPublishVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(publish: volume)
            return 0
        }
    }

    public func getAudioMixingPlayoutVolume() -> Int32 {
        api("getAudioMixingPlayoutVolume()") { s in Int32(s.audioMix.mixing.playoutVolume) }
    }

    public func getAudioMixingPublishVolume() -> Int32 {
        api("getAudioMixingPublishVolume()") { s in Int32(s.audioMix.mixing.publishVolume) }
    }
}
