import Foundation

// Audio mixing: one music file mixed with the microphone, locally and (unless loopback) into what others hear.
// States and reasons as in the SDK: playing (ok / resumedByUser / oneLoopCompleted), paused, stopped
// (stoppedByUser / allLoopsCompleted), failed (canNotOpen / tooFrequentCall / interruptedEOF).
extension AgoraRtcEngineKit {
    /// startAudioMixing calls closer together than this fail with tooFrequentCall.
    static let audioMixingMinimumInterval = 0.5

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
            let tooSoon = s.mixingStartedAt.map { now - $0 < Self.audioMixingMinimumInterval - 1e-9 } ?? false
            s.mixingStartedAt = now
            // A new start replaces what was mixing, without a stopped report for it.
            s.mixing?.serial += 1
            s.mixing = nil
            if tooSoon {
                post([mixingCallback(.failed, .tooFrequentCall)], to: .main)
            } else if let file {
                s.mixing = SimAudioMixing(file: file, loopback: loopback, cyclesLeft: cycle, state: .playing,
                                          anchorPositionMs: startPos, anchor: now)
                s.lastMixingDurationMs = file.durationMs
                scheduleLoopEnd(&s)
                post([mixingCallback(.playing, .ok)], to: .main)
            } else {
                post([mixingCallback(.failed, .canNotOpen)], to: .main)
            }
            updateAudioPipeline(&s)
            return 0
        }
    }

    /// -8 when nothing is playing or paused (the SDK documents no code for it; this is the simulation's).
    @discardableResult
    public func pauseAudioMixing() -> Int32 {
        api("pauseAudioMixing()") { s in
            guard var mixing = s.mixing, mixing.state == .playing || mixing.state == .paused else {
                return AgoraErrorCode.invalidState.returnCode
            }
            guard mixing.state == .playing else { return 0 }
            mixing.anchorPositionMs = mixing.positionMs(at: now)
            mixing.state = .paused
            mixing.serial += 1
            s.mixing = mixing
            updateAudioPipeline(&s)
            post([mixingCallback(.paused, .ok)], to: .main)
            return 0
        }
    }

    @discardableResult
    public func resumeAudioMixing() -> Int32 {
        api("resumeAudioMixing()") { s in
            guard var mixing = s.mixing, mixing.state == .playing || mixing.state == .paused else {
                return AgoraErrorCode.invalidState.returnCode
            }
            guard mixing.state == .paused else { return 0 }
            mixing.state = .playing
            mixing.anchor = now
            s.mixing = mixing
            scheduleLoopEnd(&s)
            updateAudioPipeline(&s)
            post([mixingCallback(.playing, .resumedByUser)], to: .main)
            return 0
        }
    }

    /// Stops the mixing: (stopped, stoppedByUser). Nothing to stop is not an error.
    @discardableResult
    public func stopAudioMixing() -> Int32 {
        api("stopAudioMixing()") { s in
            guard let mixing = s.mixing, mixing.state == .playing || mixing.state == .paused else { return 0 }
            s.mixing?.state = .stopped
            s.mixing?.serial += 1
            updateAudioPipeline(&s)
            post([mixingCallback(.stopped, .stoppedByUser)], to: .main)
            return 0
        }
    }

    /// Seeks to `pos` ms (0 ≤ pos < duration, else -2) while playing or paused (else -8).
    @discardableResult
    public func setAudioMixingPosition(_ pos: Int) -> Int32 {
        api("setAudioMixingPosition(_:)", "\(pos)") { s in
            guard let mixing = s.mixing, mixing.state == .playing || mixing.state == .paused else {
                return AgoraErrorCode.invalidState.returnCode
            }
            guard (0..<mixing.file.durationMs).contains(pos) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.mixing?.anchorPositionMs = pos
            s.mixing?.anchor = now
            if mixing.state == .playing { scheduleLoopEnd(&s) }
            return 0
        }
    }

    /// The playback position in ms (0 once stopped); -8 if no file was ever opened. Apps poll this on a timer, so
    /// the log folds it with the periodic reports.
    public func getAudioMixingCurrentPosition() -> Int32 {
        api("getAudioMixingCurrentPosition()", periodic: true) { s in
            guard let mixing = s.mixing else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(mixing.positionMs(at: now))
        }
    }

    /// The opened file's length in ms (still known once stopped); -8 if no file was ever opened.
    public func getAudioMixingDuration() -> Int32 {
        api("getAudioMixingDuration()") { s in
            guard let duration = s.lastMixingDurationMs else { return AgoraErrorCode.invalidState.returnCode }
            return Int32(duration)
        }
    }

    /// Sets both the local playout and the publish volume, 0…100 (else -2).
    @discardableResult
    public func adjustAudioMixingVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.mixingPlayoutVolume = volume
            s.mixingPublishVolume = volume
            return 0
        }
    }

    /// What the local user hears of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPlayoutVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingPlayoutVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.mixingPlayoutVolume = volume
            return 0
        }
    }

    /// What remote users hear of the file, 0…100.
    @discardableResult
    public func adjustAudioMixingPublishVolume(_ volume: Int) -> Int32 {
        api("adjustAudioMixingPublishVolume(_:)", "\(volume)") { s in
            guard (0...100).contains(volume) else { return AgoraErrorCode.invalidArgument.returnCode }
            s.mixingPublishVolume = volume
            return 0
        }
    }

    public func getAudioMixingPlayoutVolume() -> Int32 {
        api("getAudioMixingPlayoutVolume()") { s in Int32(s.mixingPlayoutVolume) }
    }

    public func getAudioMixingPublishVolume() -> Int32 {
        api("getAudioMixingPublishVolume()") { s in Int32(s.mixingPublishVolume) }
    }

    // MARK: - the loop timer

    /// Schedules the end of the current loop; each change bumps the serial so older timers do nothing.
    private func scheduleLoopEnd(_ s: inout SimEngineState) {
        guard var mixing = s.mixing, mixing.state == .playing else { return }
        mixing.serial += 1
        s.mixing = mixing
        let serial = mixing.serial
        let remaining = Double(mixing.file.durationMs - mixing.positionMs(at: now)) / 1000
        afterLocked(max(0, remaining)) { engine, s in
            guard s.mixing?.serial == serial else { return [] }
            return engine.loopEnded(&s)
        }
    }

    private func loopEnded(_ s: inout SimEngineState) -> [SimCallback] {
        guard var mixing = s.mixing else { return [] }
        if mixing.cyclesLeft > 0 { mixing.cyclesLeft -= 1 }
        if mixing.cyclesLeft == 0 {
            mixing.state = .stopped
            mixing.serial += 1
            s.mixing = mixing
            updateAudioPipeline(&s)
            return [mixingCallback(.stopped, .allLoopsCompleted)]
        }
        guard mixing.file.isStillReadable else {
            mixing.state = .failed
            mixing.serial += 1
            s.mixing = mixing
            updateAudioPipeline(&s)
            return [mixingCallback(.failed, .interruptedEOF)]
        }
        mixing.anchorPositionMs = 0
        mixing.anchor = now
        s.mixing = mixing
        scheduleLoopEnd(&s)
        return [mixingCallback(.playing, .oneLoopCompleted)]
    }

    /// Like `inSession` but independent of the channel: mixing and effects play before joining too.
    func afterLocked(_ delay: Double, _ work: @escaping @Sendable (AgoraRtcEngineKit, inout SimEngineState) -> [SimCallback]) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { work(engine, &engine.state) }
            engine.deliver(callbacks)
        }
    }

    /// Mixes 10 ms of the music file and the effects playing at `time` into the pipeline's blocks: into what the
    /// local user sends (publish volume; not a loopback file; only while the microphone track is sent) and into
    /// what the local user hears (playout volume).
    func mixFileAudio(_ s: SimEngineState, at time: Double, sent: inout [Float], played: inout [Float]) {
        let sending = s.localAudioState == .encoding
        if let mixing = s.mixing, mixing.state == .playing {
            let block = mixing.file.block(atMs: mixing.positionMs(at: time))
            if sending && !mixing.loopback { SimPCM.add(block, into: &sent, gain: Float(s.mixingPublishVolume) / 100) }
            SimPCM.add(block, into: &played, gain: Float(s.mixingPlayoutVolume) / 100)
        }
        // The metronome's beats: heard locally, and sent only with publishRhythmPlayerTrack.
        if let rhythm = s.rhythm, rhythm.state == .playing {
            let block = rhythm.block(at: time)
            if s.publishesRhythmPlayer { SimPCM.add(block, into: &sent) }
            SimPCM.add(block, into: &played)
        }
        for soundId in s.effects.keys.sorted() {
            guard let effect = s.effects[soundId], !effect.paused else { continue }
            let block = effect.file.block(atMs: effect.positionMs(at: time))
            let gain = Float(effect.gain) / 100 * Float(s.effectsVolume) / 100
            if sending && effect.publish { SimPCM.add(block, into: &sent, gain: gain) }
            SimPCM.add(block, into: &played, gain: gain)
        }
    }

    func mixingCallback(_ state: AgoraAudioMixingStateType, _ reason: AgoraAudioMixingReasonCode) -> SimCallback {
        .delegate("rtcEngine(_:audioMixingStateChanged:reasonCode:)", "state: .\(state), reasonCode: .\(reason)") {
            $1.rtcEngine($0, audioMixingStateChanged: state, reasonCode: reason)
        }
    }
}

extension SimEngineState {
    /// A music file, a sound effect or the metronome is playing, so the audio pipeline has something to mix.
    var playsFileAudio: Bool {
        mixing?.state == .playing || effects.values.contains { !$0.paused } || rhythm?.state == .playing
    }
}
