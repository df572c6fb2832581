/// One recorder's stream as the engine sees it at one moment: what of it there is to record, its pictures' format,
/// whose picture and voice it is, and the audio profile's format. The engine reads it off its state
/// (`SimEngineState.recordedStream`); the recorders write from it without seeing the rest of the engine.
struct SimRecordedStream: Sendable {
    struct Picture: Sendable, Equatable {
        /// The stream's declared frame rate and size.
        let fps: Int
        let width: Int
        let height: Int
    }

    /// Whether the stream has pictures and sound right now.
    let hasVideo: Bool
    let hasAudio: Bool
    let picture: Picture
    /// The user whose picture is painted, and the voice's seed.
    let pictureUid: UInt
    let voice: UInt64
    /// The recording volume for the local user's voice; 1 for a remote one.
    let voiceGain: Double
    /// The audio track's format: the audio profile's.
    let audioFormat: SimAudioProfileInfo
}
