/// One sound effect playing by its soundId, independently of the audio mixing.
struct SimAudioEffect: Sendable {
    let soundId: Int32
    let file: SimMusicFile
    /// Plays left, counting the current one; -1 loops forever.
    var playsLeft: Int
    let gain: Int
    let publish: Bool
    var paused = false
    var anchorPositionMs: Int
    var anchor: Double
    var serial = 0

    func positionMs(at now: Double) -> Int {
        paused ? anchorPositionMs : min(file.durationMs, anchorPositionMs + Int(((now - anchor) * 1000).rounded()))
    }
}
