import MediaDecoding

/// A video track the app feeds itself: `createCustomVideoTrack()` (raw frames) or `createCustomEncodedVideoTrack(_:)`
/// (compressed frames, which whoever receives the track decodes: here the engine, with the codec's real decoder).
struct SimCustomVideoTrack: Sendable {
    let id: UInt
    /// nil for a raw track.
    let encoded: AgoraEncodedVideoTrackOptions?
    /// The receiving side's decoder of an encoded track; made with the track, used only on the engine's queue.
    let decoder: MediaVideoDecoder?
    /// The newest picture: the raw frame pushed last, or the last one the decoder completed.
    var picture: AgoraSimVideoFrame?

    var isEncoded: Bool { encoded != nil }
}
