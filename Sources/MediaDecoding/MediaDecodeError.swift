import CMediaCodecABI

/// Why a read, seek or track selection on an open `MediaFile` failed. A failed read leaves the file at a
/// clean stop: every later read fails the same way until a seek.
public enum MediaDecodeError: Error, Equatable, Sendable {
    /// The media has no stream of that kind, or the index is not one of its audio streams.
    case noStream
    /// FFmpeg cannot decode this stream.
    case codecNotSupported
    /// A read failed or the file is cut short (it ends before what its index promises).
    case readFailed
    /// The data cannot be decoded part-way through.
    case badData
    case timedOut
    /// `interrupt()` or `close()` was called.
    case interrupted
    /// A size, rate or channel count the layer does not take.
    case invalidArgument
    case internalError(Int32)

    /// The SDK's `MEDIA_PLAYER_REASON`: CODEC_NOT_SUPPORTED −7, INTERRUPTED −13, INVALID_ARGUMENTS −1; a broken
    /// or cut file INVALID_MEDIA_SOURCE −4, a stalled source SRC_BUFFER_UNDERFLOW −12, a missing stream
    /// UNKNOWN_STREAM_TYPE −5 (the simulation's choices), anything else INTERNAL −2.
    public var mediaPlayerReason: Int {
        switch self {
        case .noStream: -5
        case .codecNotSupported: -7
        case .readFailed, .badData: -4
        case .timedOut: -12
        case .interrupted: -13
        case .invalidArgument: -1
        case .internalError: -2
        }
    }

    init(code: Int32) {
        switch Int(code) {
        case MEDIA_CODEC_NO_STREAM: self = .noStream
        case MEDIA_CODEC_NO_DECODER: self = .codecNotSupported
        case MEDIA_CODEC_IO, MEDIA_CODEC_NOT_FOUND, MEDIA_CODEC_PERMISSION: self = .readFailed
        case MEDIA_CODEC_BAD_DATA, MEDIA_CODEC_UNKNOWN_FORMAT: self = .badData
        case MEDIA_CODEC_TIMED_OUT: self = .timedOut
        case MEDIA_CODEC_INTERRUPTED: self = .interrupted
        case MEDIA_CODEC_INVALID_ARGUMENT: self = .invalidArgument
        default: self = .internalError(code)
        }
    }
}
