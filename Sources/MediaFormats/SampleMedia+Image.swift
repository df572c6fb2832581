extension SampleMedia {
    /// The image samples (PNG).
    public static let images: [SampleMedia] = [
        SampleMedia(fileName: SampleLogo.fileName, make: SampleLogo.make),
    ]
}
