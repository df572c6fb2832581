import Foundation

/// A file opened for writing (created or truncated, mode 0644): writes that retry short counts and EINTR, and
/// errors that carry the path and the system's reason. Not synchronised: the stream writers hold their locks.
struct OutputFile {
    let path: String
    private var descriptor: Int32

    init(path: String) throws {
        self.path = path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Self.failure(path) }
    }

    var isOpen: Bool { descriptor >= 0 }

    /// Appends at the end (offset nil) or overwrites at `offset`.
    func writeAll(_ bytes: [UInt8], at offset: Int? = nil) throws {
        guard descriptor >= 0 else { throw MediaFormatError.io("\(path): already closed") }
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { buffer -> Int in
                let start = buffer.baseAddress! + done
                if let offset { return pwrite(descriptor, start, bytes.count - done, off_t(offset + done)) }
                return write(descriptor, start, bytes.count - done)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.failure(path)
            }
            done += count
        }
    }

    /// Closing again does nothing.
    mutating func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }

    private static func failure(_ path: String) -> MediaFormatError {
        .io("\(path): \(String(cString: strerror(errno)))")
    }
}
