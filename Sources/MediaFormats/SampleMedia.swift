/// A sample media file the project makes itself (`swift run make-sample-media`), committed under
/// `Resources/Media/`: its file name and how to produce its bytes, deterministically.
public struct SampleMedia: Sendable {
    public let fileName: String
    public let make: @Sendable () -> [UInt8]

    public init(fileName: String, make: @escaping @Sendable () -> [UInt8]) {
        self.fileName = fileName
        self.make = make
    }

    /// Every sample: audio, video, then images.
    public static var all: [SampleMedia] { audio + video + images }
}
