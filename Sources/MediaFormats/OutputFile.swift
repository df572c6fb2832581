import Foundation

/// A file opened for writing (created or truncated, private to the user: 0600): writes that retry short counts and
/// EINTR, and errors that carry the path and the system's reason. Not synchronised: the stream writers hold their
/// locks.
struct OutputFile {
    /// Recordings and snapshots show the user's camera, voice and the people they talk to: only the user may read
    /// them, as with the app's logs and settings.
    static let mode: mode_t = 0o600

    /// The path errors name.
    let path: String
    private var descriptor: Int32

    /// Opens `path`. For a temporary file: `exclusive` (it must not exist yet), and `shownPath`, the file it will
    /// become, for errors to name.
    init(path: String, exclusive: Bool = false, shownPath: String? = nil) throws {
        self.path = shownPath ?? path
        descriptor = open(path, O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC) | O_CLOEXEC, Self.mode)
        guard descriptor >= 0 else { throw Self.failure(self.path) }
        Self.makePrivate(descriptor)
    }

    /// An existing file keeps its mode through open, so one recorded over is made private too. Only a regular
    /// file: a FIFO or a device (/dev/null) written into is not the writer's to change.
    static func makePrivate(_ descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_mode & 0o7777 != mode else { return }
        fchmod(descriptor, mode)
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
