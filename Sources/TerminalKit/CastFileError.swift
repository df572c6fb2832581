import Glibc

/// Why a recording file could not be made or written: the path and what it is instead of a regular file, or the
/// system's reason.
public enum CastFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A FIFO, a device or a socket: a recording is a file someone plays later, and nothing may wait on a reader.
    case notRegularFile(path: String)
    case directory(path: String)
    case system(path: String, code: Int32)

    public var path: String {
        switch self {
        case .notRegularFile(let path), .directory(let path), .system(let path, _): path
        }
    }

    /// The system's words for a `.system` failure.
    public var reason: String {
        switch self {
        case .notRegularFile: "not a regular file"
        case .directory: "a directory"
        case .system(_, let code): String(cString: strerror(code))
        }
    }

    public var description: String { "cannot record into \(path): \(reason)" }
}
