import Foundation

// Audio mixing: one music file mixed with the microphone, locally and (unless loopback) into what others hear.
// The states, the timers' work and the mixing itself are `SimAudioMixer`'s.
extension AgoraRtcEngineKit {
    /// Starts mixing `filePath` from `startPos` ms, `cycle` times (-1: forever); a running mixing is replaced.
    /// -2 for cycle 0 or below -1, a negative start, or a start past the end of the file. A file that cannot be
    /// opened, or a call less than 500 ms after the previous one, is reported as (failed, canNotOpen /
    /// tooFrequentCall) through `rtcEngine(_:audioMixingStateChanged:reasonCode:)`, as the SDK does.
    @discardableResult
    public func startAudioMixing(_ filePath: String, loopback: Bool, cycle: Int, startPos: Int = 0, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "\(SimTraceText.quoted(filePath)), loopback: \(loopback), cycle: \(cycle), startPos: \(startPos)"
        // Read before taking the engine's lock: a long file takes a moment.
        let music = SimMusicFile.open(filePath)
        return api("startAudioMixing(_:loopback:cycle:startPos:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard cycle == -1 || cycle > 0, startPos >= 0 else { return AgoraErrorCode.invalidArgument.returnCode }
            if let music, startPos >= music.durationMs { return AgoraErrorCode.invalidArgument.returnCode }
            let outcome = s.audioMix.mixing.start(music, loopback: loopback, cycle: cycle, startPos: startPos, at: now)
            scheduleLoopEnd(outcome.loopEnd)
            post(outcome.callbacks, to: .main)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// -8 when nothing is playing or paused (the SDK documents no code for it; this is the simulation's).
    @discardableResult
    public func pauseAudioMixing(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("pauseAudioMixing()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s.audioMix.mixing.isPlayingOrPaused else { return AgoraErrorCode.invalidState.returnCode }
            let callbacks = s.audioMix.mixing.pause(at: now)
            guard !callbacks.isEmpty else { return 0 }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            return 0
        }
    }

    @discardableResult
    public func resumeAudioMixing(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("resumeAudioMixing()", at: AgoraSimCallSite(file: file, line: line)) { s in
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
    public func stopAudioMixing(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopAudioMixing()", at: AgoraSimCallSite(file: file, line: line)) { s in
            let callbacks = s.audioMix.mixing.stop()
            guard !callbacks.isEmpty else { return 0 }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            post(callbacks, to: .main)
            return 0
        }
    }

    /// Seeks to `pos` ms (0 ≤ pos < duration, else -2) while playing or paused (else -8).
    @discardableResult
    public func setAudioMixingPosition(_ pos: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setAudioMixingPosition(_:)", "\(pos)", at: AgoraSimCallSite(file: file, line: line)) { s in
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
    public func getAudioMixingCurrentPosition(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("getAudioMixingCurrentPosition()", periodic: true, at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let mixing = s.audioMix.mixing.current else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(mixing.positionMs(at: now))
        }
    }

    /// The opened file's length in ms (still known once stopped); -8 if no file was ever opened.
    public func getAudioMixingDuration(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("getAudioMixingDuration()", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let duration = s.audioMix.mixing.lastDurationMs else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(duration)
        }
    }

    /// Sets both the local playout and the publish volume, 0…100 (else -2).
    @discardableResult
    public func adjustAudioMixingVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustAudioMixingVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(playout: volume, publish: volume)
            return 0
        }
    }

    /// What the local user hears of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPlayoutVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustAudioMixingPlayoutVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(playout: volume)
            return 0
        }
    }

    /// What remote users hear of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPublishVolume(_ volume: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("adjustAudioMixingPublishVolume(_:)", "\(volume)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.audioMix.mixing.setVolumes(publish: volume)
            return 0
        }
    }

    public func getAudioMixingPlayoutVolume(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("getAudioMixingPlayoutVolume()", at: AgoraSimCallSite(file: file, line: line)) { s in Int32(s.audioMix.mixing.playoutVolume) }
    }

    public func getAudioMixingPublishVolume(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("getAudioMixingPublishVolume()", at: AgoraSimCallSite(file: file, line: line)) { s in Int32(s.audioMix.mixing.publishVolume) }
    }
}
