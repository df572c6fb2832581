/// Why a media file could not be read or written. Each case names what was wrong, so a message can say it.
public enum MediaFormatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is shorter than its header says (or than any header).
    case truncated(String)
    /// The file does not start with the format's magic bytes.
    case wrongMagic(String)
    /// A valid file in a variant this project does not handle (chroma, sample format, …).
    case unsupported(String)
    /// A header field with an impossible value.
    case malformed(String)
    /// The file system refused (the path and the system's reason).
    case io(String)
    /// The path names a FIFO, a device or a socket where a media file must be a regular file (the path and what
    /// it is instead). Reading one could wait for a writer forever, or never end.
    case notRegularFile(String)
    /// A file is to be written into a directory that is something else: a regular file, a FIFO, a device or a
    /// socket (the path and what it is instead).
    case notADirectory(String)

    public var description: String {
        switch self {
        case .truncated(let detail): "truncated: \(detail)"
        case .wrongMagic(let detail): "not the expected format: \(detail)"
        case .unsupported(let detail): "unsupported: \(detail)"
        case .malformed(let detail): "malformed: \(detail)"
        case .io(let detail): detail
        case .notRegularFile(let detail): "not a regular file: \(detail)"
        case .notADirectory(let detail): "not a directory: \(detail)"
        }
    }
}
