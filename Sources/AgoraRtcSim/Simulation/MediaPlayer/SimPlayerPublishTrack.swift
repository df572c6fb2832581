import MediaDecoding

/// The audio track a player publishes when it is not the one it plays (`selectMultiAudioTrack` with two different
/// indices): a second open of the same media, decoded beside the first into its own ring, so what the channel
/// hears and what the local user hears are different streams at the same position. Kept by `SimPlayerDecoder`
/// under its lock.
struct SimPlayerPublishTrack: Sendable {
    let index: Int
    /// Nil until the decoding thread has opened it (or for good when it could not: then nothing is published).
    var file: MediaFile?
    /// Where the next decode must start from (a seek of the player, or the position when it was opened).
    var seekTo: Int?
    var ring = SimPlayerAudioRing()
    var ended = false

    init(index: Int) {
        self.index = index
    }

    /// The player moved to `position`: what was ahead is dropped and decoding starts there.
    mutating func moved(to position: Int) {
        ring.reset()
        ended = false
        seekTo = position
    }
}
