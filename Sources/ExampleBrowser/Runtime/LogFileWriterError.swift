import Foundation

/// Why a log could not be saved: the path that failed and the system's reason, both shown in the viewer.
public struct LogFileWriterError: Error, Equatable, CustomStringConvertible {
    public let path: String
    public let code: Int32

    public init(path: String, code: Int32) {
        self.path = path
        self.code = code
    }

    public var reason: String { String(cString: strerror(code)) }

    public var description: String { "cannot write \(path): \(reason)" }
}
