/// What makes a source an invalid media source (the SDK's INVALID_MEDIA_SOURCE −4), for messages.
public enum MediaSourceProblem: Equatable, Sendable {
    case directory
    /// A FIFO, device or socket: refused before anything could block on it.
    case notRegularFile
    /// 0 bytes.
    case empty
    case permissionDenied
    /// No demuxer recognises it, or its header is damaged.
    case unknownFormat
    /// A container with neither audio nor video in it.
    case noAudioOrVideo
    /// Reading failed, or the file is shorter than its own index says (cut short).
    case readFailed
    /// Its video's pictures are larger than `MediaFile.maximumPictureSide` on a side or `maximumPicturePixels` in
    /// all: refused before anything is decoded, since one such picture alone would take hundreds of megabytes.
    case pictureTooLarge
}
