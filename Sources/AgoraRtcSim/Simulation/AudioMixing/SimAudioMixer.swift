/// Audio mixing (`startAudioMixing` and its family): the music file being mixed, when the last start was, the
/// length of the file opened last and the two volumes. States and reasons as in the SDK: playing (ok /
/// resumedByUser / oneLoopCompleted), paused, stopped (stoppedByUser / allLoopsCompleted), failed (canNotOpen /
/// tooFrequentCall / interruptedEOF). The engine schedules the end-of-loop timer a method asks for.
struct SimAudioMixer: SimComponent {
    /// startAudioMixing calls closer together than this fail with tooFrequentCall.
    static let minimumInterval = 0.5

    /// What a change reports, and the end-of-loop timer to schedule (nil: none).
    struct Outcome {
        var callbacks: [SimCallback] = []
        var loopEnd: LoopEnd?
    }

    /// Due in `delay` seconds; only the play with this serial acts on it.
    struct LoopEnd {
        let serial: Int
        let delay: Double
    }

    private(set) var current: SimAudioMixing?
    /// When startAudioMixing was last called.
    private var startedAt: Double?
    /// The length of the file opened last, still reported once it stopped.
    private(set) var lastDurationMs: Int?
    private(set) var playoutVolume = 100
    private(set) var publishVolume = 100

    var isPlaying: Bool { current?.state == .playing }
    var isPlayingOrPaused: Bool { current?.state == .playing || current?.state == .paused }

    /// Starts `file` (nil: it could not be opened); a running mixing is replaced without a stopped report.
    mutating func start(_ file: SimMusicFile?, loopback: Bool, cycle: Int, startPos: Int, at now: Double) -> Outcome {
        let tooSoon = startedAt.map { now - $0 < Self.minimumInterval - 1e-9 } ?? false
        startedAt = now
        current?.serial += 1
        current = nil
        if tooSoon { return Outcome(callbacks: [Self.callback(.failed, .tooFrequentCall)]) }
        guard let file else { return Outcome(callbacks: [Self.callback(.failed, .canNotOpen)]) }
        current = SimAudioMixing(file: file, loopback: loopback, cyclesLeft: cycle, state: .playing,
                                 anchorPositionMs: startPos, anchor: now)
        lastDurationMs = file.durationMs
        return Outcome(callbacks: [Self.callback(.playing, .ok)], loopEnd: armLoopEnd(at: now))
    }

    /// Pauses a playing file (a paused one stays paused, reporting nothing).
    mutating func pause(at now: Double) -> [SimCallback] {
        guard var mixing = current, mixing.state == .playing else { return [] }
        mixing.anchorPositionMs = mixing.positionMs(at: now)
        mixing.state = .paused
        mixing.serial += 1
        current = mixing
        return [Self.callback(.paused, .ok)]
    }

    mutating func resume(at now: Double) -> Outcome {
        guard var mixing = current, mixing.state == .paused else { return Outcome() }
        mixing.state = .playing
        mixing.anchor = now
        current = mixing
        let loopEnd = armLoopEnd(at: now)
        return Outcome(callbacks: [Self.callback(.playing, .resumedByUser)], loopEnd: loopEnd)
    }

    /// Stops a playing or paused file: (stopped, stoppedByUser).
    mutating func stop() -> [SimCallback] {
        guard isPlayingOrPaused else { return [] }
        current?.state = .stopped
        current?.serial += 1
        return [Self.callback(.stopped, .stoppedByUser)]
    }

    /// Seeks a playing or paused file to `pos` ms (checked by the caller).
    mutating func seek(to pos: Int, at now: Double) -> LoopEnd? {
        guard let mixing = current else { return nil }
        current?.anchorPositionMs = pos
        current?.anchor = now
        return mixing.state == .playing ? armLoopEnd(at: now) : nil
    }

    /// Both volumes, or one of them.
    mutating func setVolumes(playout: Int? = nil, publish: Int? = nil) {
        if let playout { playoutVolume = playout }
        if let publish { publishVolume = publish }
    }

    /// The end-of-loop timer of play `serial` fired: the next loop, or the end of the last one.
    mutating func loopEnded(serial: Int, at now: Double) -> Outcome {
        guard var mixing = current, mixing.serial == serial else { return Outcome() }
        if mixing.cyclesLeft > 0 { mixing.cyclesLeft -= 1 }
        if mixing.cyclesLeft == 0 {
            mixing.state = .stopped
            mixing.serial += 1
            current = mixing
            return Outcome(callbacks: [Self.callback(.stopped, .allLoopsCompleted)])
        }
        guard mixing.file.isStillReadable else {
            mixing.state = .failed
            mixing.serial += 1
            current = mixing
            return Outcome(callbacks: [Self.callback(.failed, .interruptedEOF)])
        }
        mixing.anchorPositionMs = 0
        mixing.anchor = now
        current = mixing
        return Outcome(callbacks: [Self.callback(.playing, .oneLoopCompleted)], loopEnd: armLoopEnd(at: now))
    }

    /// Mixes 10 ms of the file at `time` into what the local user sends (publish volume; not a loopback file; only
    /// while `sending`) and into what the local user hears (playout volume).
    func mix(at time: Double, sending: Bool, sent: inout [Float], played: inout [Float]) {
        guard let mixing = current, mixing.state == .playing else { return }
        let block = mixing.file.block(atMs: mixing.positionMs(at: time))
        if sending && !mixing.loopback { SimPCM.add(block, into: &sent, gain: Float(publishVolume) / 100) }
        SimPCM.add(block, into: &played, gain: Float(playoutVolume) / 100)
    }

    mutating func destroy() {
        current?.serial += 1
        current = nil
    }

    /// Each change bumps the serial, so older timers do nothing.
    private mutating func armLoopEnd(at now: Double) -> LoopEnd? {
        guard var mixing = current, mixing.state == .playing else { return nil }
        mixing.serial += 1
        current = mixing
        let remaining = Double(mixing.file.durationMs - mixing.positionMs(at: now)) / 1000
        return LoopEnd(serial: mixing.serial, delay: max(0, remaining))
    }

    static func callback(_ state: AgoraAudioMixingStateType, _ reason: AgoraAudioMixingReasonCode) -> SimCallback {
        .delegate("rtcEngine(_:audioMixingStateChanged:reasonCode:)", "state: .\(state), reasonCode: .\(reason)") {
            $1.rtcEngine($0, audioMixingStateChanged: state, reasonCode: reason)
        }
    }
}
