/// Sound effects (`playEffect` and its family): short files played by soundId, independently of the audio mixing
/// and of each other, and the volume of them all. The engine schedules the end-of-play timer a method asks for.
struct SimAudioEffects: SimComponent {
    /// Due in `delay` seconds for `soundId`; only the play with this serial acts on it.
    struct PlayEnd {
        let soundId: Int32
        let serial: Int
        let delay: Double
    }

    /// What an end-of-play timer did.
    enum Ending {
        /// Nothing (an older play's timer).
        case none
        /// Another loop started: its own end is due.
        case looped(PlayEnd?)
        /// The last loop ended: the sound is gone.
        case finished([SimCallback])
    }

    private(set) var playing: [Int32: SimAudioEffect] = [:]
    private(set) var volume = 100

    var isPlayingAny: Bool { playing.values.contains { !$0.paused } }

    func has(_ soundId: Int32) -> Bool { playing[soundId] != nil }

    /// Plays `file` as sound `soundId`, replacing that id if it is playing.
    mutating func play(_ soundId: Int32, file: SimMusicFile, loopCount: Int, gain: Int, publish: Bool, startPos: Int,
                       at now: Double) -> PlayEnd? {
        var effect = SimAudioEffect(soundId: soundId, file: file, playsLeft: loopCount == -1 ? -1 : loopCount + 1,
                                    gain: gain, publish: publish, anchorPositionMs: startPos, anchor: now)
        effect.serial = (playing[soundId]?.serial ?? 0) + 1
        playing[soundId] = effect
        return armEnd(soundId, at: now)
    }

    /// Pauses a sound that plays (a paused one stays paused). False when there is no such sound.
    mutating func pause(_ soundId: Int32, at now: Double) -> Bool {
        guard var effect = playing[soundId] else { return false }
        guard !effect.paused else { return true }
        effect.anchorPositionMs = effect.positionMs(at: now)
        effect.paused = true
        effect.serial += 1
        playing[soundId] = effect
        return true
    }

    /// Resumes a paused sound; the end of its play to schedule (nil: none).
    mutating func resume(_ soundId: Int32, at now: Double) -> PlayEnd? {
        guard var effect = playing[soundId], effect.paused else { return nil }
        effect.paused = false
        effect.anchor = now
        playing[soundId] = effect
        return armEnd(soundId, at: now)
    }

    mutating func stop(_ soundId: Int32) {
        playing[soundId] = nil
    }

    mutating func setVolume(_ volume: Int) {
        self.volume = volume
    }

    /// The end-of-play timer of `end` fired.
    mutating func playEnded(_ end: PlayEnd, at now: Double) -> Ending {
        let soundId = end.soundId
        guard var effect = playing[soundId], effect.serial == end.serial else { return .none }
        if effect.playsLeft > 0 { effect.playsLeft -= 1 }
        guard effect.playsLeft == 0 else {
            effect.anchorPositionMs = 0
            effect.anchor = now
            playing[soundId] = effect
            return .looped(armEnd(soundId, at: now))
        }
        playing[soundId] = nil
        return .finished([.delegate("rtcEngineDidAudioEffectFinish(_:soundId:)", "soundId: \(soundId)") {
            $1.rtcEngineDidAudioEffectFinish($0, soundId: Int(soundId))
        }])
    }

    /// Mixes 10 ms of every sound playing at `time`, in soundId order, into what the local user hears and (for a
    /// published sound, while `sending`) into what the local user sends.
    func mix(at time: Double, sending: Bool, sent: inout [Float], played: inout [Float]) {
        for soundId in playing.keys.sorted() {
            guard let effect = playing[soundId], !effect.paused else { continue }
            let block = effect.file.block(atMs: effect.positionMs(at: time))
            let gain = Float(effect.gain) / 100 * Float(volume) / 100
            if sending && effect.publish { SimPCM.add(block, into: &sent, gain: gain) }
            SimPCM.add(block, into: &played, gain: gain)
        }
    }

    mutating func destroy() {
        playing = [:]
    }

    /// Each change bumps the serial, so older timers do nothing.
    private mutating func armEnd(_ soundId: Int32, at now: Double) -> PlayEnd? {
        guard var effect = playing[soundId], !effect.paused else { return nil }
        effect.serial += 1
        playing[soundId] = effect
        let remaining = Double(effect.file.durationMs - effect.positionMs(at: now)) / 1000
        return PlayEnd(soundId: soundId, serial: effect.serial, delay: max(0, remaining))
    }
}
