import CMediaCodecABI

/// Why `MediaFile.open` failed, in the terms the SDK's media player reports (`mediaPlayerReason`).
public enum MediaOpenError: Error, Equatable, Sendable {
    /// No such file, or the server says 404.
    case urlNotFound
    /// Not something that can be played: see the problem.
    case invalidMediaSource(MediaSourceProblem)
    /// FFmpeg has no decoder for any of its audio or video streams.
    case codecNotSupported
    /// The open took longer than its timeout (an unreachable or stalled URL).
    case timedOut
    /// `MediaFile.interrupt()`-style cancellation reached the open.
    case interrupted
    /// libMediaCodec.so (or FFmpeg under it) could not be loaded; the text says why.
    case libraryUnavailable(String)
    /// Anything else (out of memory, an FFmpeg failure without a meaning of its own): the ABI's code.
    case internalError(Int32)

    /// The SDK's `MEDIA_PLAYER_REASON` for this failure: URL_NOT_FOUND −10, INVALID_MEDIA_SOURCE −4,
    /// CODEC_NOT_SUPPORTED −7, INTERRUPTED −13; a timed-out open is URL_NOT_FOUND (the source could not be
    /// reached) and the rest INTERNAL −2, both the simulation's choice.
    public var mediaPlayerReason: Int {
        switch self {
        case .urlNotFound, .timedOut: -10
        case .invalidMediaSource: -4
        case .codecNotSupported: -7
        case .interrupted: -13
        case .libraryUnavailable, .internalError: -2
        }
    }

    init(code: Int32) {
        switch Int(code) {
        case MEDIA_CODEC_NOT_FOUND: self = .urlNotFound
        case MEDIA_CODEC_IS_DIRECTORY: self = .invalidMediaSource(.directory)
        case MEDIA_CODEC_NOT_REGULAR: self = .invalidMediaSource(.notRegularFile)
        case MEDIA_CODEC_EMPTY: self = .invalidMediaSource(.empty)
        case MEDIA_CODEC_PERMISSION: self = .invalidMediaSource(.permissionDenied)
        case MEDIA_CODEC_UNKNOWN_FORMAT, MEDIA_CODEC_BAD_DATA: self = .invalidMediaSource(.unknownFormat)
        case MEDIA_CODEC_NO_STREAMS: self = .invalidMediaSource(.noAudioOrVideo)
        case MEDIA_CODEC_IO: self = .invalidMediaSource(.readFailed)
        case MEDIA_CODEC_TOO_LARGE: self = .invalidMediaSource(.pictureTooLarge)
        case MEDIA_CODEC_NO_DECODER: self = .codecNotSupported
        case MEDIA_CODEC_TIMED_OUT: self = .timedOut
        case MEDIA_CODEC_INTERRUPTED: self = .interrupted
        default: self = .internalError(code)
        }
    }
}
