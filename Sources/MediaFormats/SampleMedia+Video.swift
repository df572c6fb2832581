extension SampleMedia {
    /// The video samples (Y4M). Filled in with the video cases.
    public static let video: [SampleMedia] = []
}
