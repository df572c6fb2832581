/// Why `MediaWriter` failed.
public enum MediaWriteError: Error, Equatable, Sendable {
    case libraryUnavailable(String)
    /// libMediaCodec.so's code (MediaCodecABI.h): no such encoder, a bad argument, a write that failed…
    case failed(Int32)
}
