/// The rhythm player (virtual metronome) from `startRhythmPlayer` to `stopRhythmPlayer`: the metronome while it
/// plays, its state as last reported (failed stays until stop or the next start), and a serial bumped on every
/// start and stop so the timers of an older play do nothing. States as the SDK's: idle → opening → decoding →
/// playing, or failed (canNotOpen). The engine schedules the opening and beat timers.
struct SimRhythmPlayback: SimComponent {
    /// From the start call to decoding, and from decoding to the first beat.
    static let openingSeconds = 0.02
    static let decodingSeconds = 0.04

    /// One beat played: the next is due `length` seconds after it; `beat` is what the app's ear is told.
    struct Played {
        let callbacks: [SimCallback]
        let length: Double
        let beat: AgoraSimRhythmBeat
    }

    /// nil while failed or stopped.
    private(set) var player: SimRhythmPlayer?
    private(set) var reportedState = AgoraRhythmPlayerState.idle
    private(set) var serial = 0

    /// The metronome's beats are sounding.
    var isPlaying: Bool { player?.state == .playing }

    /// Starts `player` (nil: a sound is not audio), replacing what ran; returns the play's serial and (opening).
    mutating func start(_ player: SimRhythmPlayer?) -> (serial: Int, callbacks: [SimCallback]) {
        serial += 1
        self.player = player
        reportedState = .opening
        return (serial, [Self.callback(.opening, .ok)])
    }

    /// The opening timer of play `serial`: decoding, or failed when the sounds could not be opened.
    mutating func opened(serial: Int) -> [SimCallback] {
        guard self.serial == serial else { return [] }
        guard player != nil else {
            reportedState = .failed
            return [Self.callback(.failed, .canNotOpen)]
        }
        player?.state = .decoding
        reportedState = .decoding
        return [Self.callback(.decoding, .ok)]
    }

    /// The beat of play `serial` due at `due` (the first one also reports playing); nil for an older play.
    mutating func beat(serial: Int, due: Double) -> Played? {
        guard self.serial == serial, var player else { return nil }
        var callbacks: [SimCallback] = []
        if player.state != .playing {
            player.state = .playing
            reportedState = .playing
            callbacks.append(Self.callback(.playing, .ok))
        }
        let played = player.beat(at: due)
        self.player = player
        let beat = AgoraSimRhythmBeat(number: player.numberInMeasure, beatsPerMeasure: player.config.beatsPerMeasure,
                                      beatsPerMinute: player.config.beatsPerMinute, timeMs: AgoraRtcEngineKit.ms(due))
        return Played(callbacks: callbacks, length: played.length, beat: beat)
    }

    /// Stops the metronome: (idle, ok); nothing when it is idle already.
    mutating func stop() -> [SimCallback] {
        guard reportedState != .idle else { return [] }
        player = nil
        reportedState = .idle
        serial += 1
        return [Self.callback(.idle, .ok)]
    }

    /// The new tempo and measure from the next beat, which starts a new measure. False when not started.
    mutating func configure(_ config: AgoraRhythmPlayerConfig) -> Bool {
        guard player != nil else { return false }
        player?.config = config
        player?.restartsMeasure = true
        return true
    }

    /// 10 ms of the beats at `time` (silence while not playing).
    func block(at time: Double) -> [Float]? {
        guard let player, player.state == .playing else { return nil }
        return player.block(at: time)
    }

    mutating func destroy() {
        player = nil
        serial += 1
    }

    static func callback(_ state: AgoraRhythmPlayerState, _ reason: AgoraRhythmPlayerReason) -> SimCallback {
        .delegate("rtcEngine(_:didRhythmPlayerStateChanged:reason:)", "state: .\(state), reason: .\(reason)") {
            $1.rtcEngine($0, didRhythmPlayerStateChanged: state, reason: reason)
        }
    }
}
