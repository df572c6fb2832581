/// The music file being mixed into the microphone: where playback is and how many loops remain.
struct SimAudioMixing: Sendable {
    let file: SimMusicFile
    /// Played locally only, not published.
    let loopback: Bool
    /// Plays left, counting the current one; -1 loops forever.
    var cyclesLeft: Int
    var state: AgoraAudioMixingStateType
    /// The position at `anchor`; while playing it advances with the clock from there.
    var anchorPositionMs: Int
    var anchor: Double
    /// Bumped on every change, so the end-of-loop timer of an older play does nothing.
    var serial = 0

    func positionMs(at now: Double) -> Int {
        guard state == .playing else { return state == .paused ? anchorPositionMs : 0 }
        return min(file.durationMs, anchorPositionMs + Int(((now - anchor) * 1000).rounded()))
    }
}
