import Foundation

/// A file opened for writing (created or truncated, private to the user: 0600): writes that retry short counts and
/// EINTR, and errors that carry the path and the system's reason. Not synchronised: the stream writers hold their
/// locks.
///
/// The path is one the user typed, and it may name a FIFO (a recording piped into another program). Nothing here
/// may wait on it without end, since openers and writers hold the main queue or the engine's lock: the file is
/// opened with O_NONBLOCK, so a FIFO nobody reads is refused at once, and stays non-blocking, so a reader that
/// stops reading fails the recording after `stallSeconds` instead of freezing the app.
struct OutputFile {
    /// Recordings and snapshots show the user's camera, voice and the people they talk to: only the user may read
    /// them, as with the app's logs and settings.
    static let mode: mode_t = 0o600
    /// How long a write waits for a full FIFO's reader to make room.
    static let stallSeconds = 1.0

    /// The path errors name.
    let path: String
    private var descriptor: Int32

    /// Opens `path`. For a temporary file: `exclusive` (it must not exist yet), and `shownPath`, the file it will
    /// become, for errors to name.
    init(path: String, exclusive: Bool = false, shownPath: String? = nil) throws {
        self.path = shownPath ?? path
        descriptor = open(path, O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC) | O_NONBLOCK | O_CLOEXEC, Self.mode)
        guard descriptor >= 0 else {
            // ENXIO is how a non-blocking open for writing says the FIFO has no reader.
            if errno == ENXIO { throw MediaFormatError.io("\(self.path): a FIFO with no reader") }
            throw Self.failure(self.path)
        }
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

    /// Whether what was opened can be written at an offset (`writeAll(_:at:)`): a regular file or a device such as
    /// /dev/null can, a FIFO or a terminal cannot (ESPIPE, "Illegal seek").
    var isSeekable: Bool { descriptor >= 0 && lseek(descriptor, 0, SEEK_CUR) >= 0 }

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
                if errno == EAGAIN, waitUntilWritable() { continue }
                if errno == EAGAIN { throw MediaFormatError.io("\(path): the reader is not keeping up") }
                throw Self.failure(path)
            }
            done += count
        }
    }

    /// A full FIFO: whether its reader made room within `stallSeconds`.
    private func waitUntilWritable() -> Bool {
        var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while true {
            let ready = poll(&waiting, 1, Int32(Self.stallSeconds * 1000))
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 { errno = EAGAIN }
            return ready > 0
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
