extension SampleMedia {
    /// The video samples (Y4M).
    public static let video: [SampleMedia] = [
        SampleMedia(fileName: SampleVideoClip.fileName, make: SampleVideoClip.make),
    ]
}
