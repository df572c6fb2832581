import MediaDecoding

/// What the third-party player shows of itself: whether it plays, where it is, its volume and how loud the sound
/// it plays at that volume is.
struct ThirdPartyPlayerState: Equatable, Sendable {
    enum Phase: Equatable, Sendable {
        case opening, playing, paused, stopped
        /// It could not open or decode the file (the media layer's reason, as the app words sound-file failures).
        case failed(MediaSoundError)
    }

    var phase = Phase.opening
    var positionMs = 0
    var durationMs = 0
    /// 0…100, as a player's volume slider.
    var volume: Int
    /// The level (0…255, the SDK's volume scale) of the last tick (50 ms) it played, after its volume.
    var level = 0
    /// Completed passes through the file.
    var loops = 0
}
