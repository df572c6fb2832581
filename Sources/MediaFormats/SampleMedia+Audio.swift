extension SampleMedia {
    /// The audio samples (WAV). Filled in with the audio cases.
    public static let audio: [SampleMedia] = []
}
