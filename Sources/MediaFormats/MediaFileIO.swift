import Foundation

/// Whole-file reads and atomic writes, with the file system's refusals turned into `MediaFormatError.io`.
public enum MediaFileIO {
    /// The whole of the regular file at `path`. The paths come from what users type, and readers often run on the
    /// main queue: the file is opened without blocking (a FIFO with no writer would hold a blocking open forever)
    /// and anything but a regular file is refused before a byte is read (a FIFO or /dev/zero never ends).
    public static func read(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw errno == ENOENT || errno == ENOTDIR ? MediaFormatError.io("\(path): no such file") : failure(path)
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw failure(path) }
        if info.st_mode & S_IFMT == S_IFDIR { throw MediaFormatError.io("\(path): is a directory") }
        if let kind = nonRegularKind(info.st_mode) { throw MediaFormatError.notRegularFile("\(path): \(kind)") }
        let size = Int(info.st_size)
        guard size <= maximumBytes else {
            throw MediaFormatError.unsupported("\(path): \(size) bytes is more than the \(maximumBytes) this reader accepts")
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + done, size - done) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(path) }
            // Shorter than fstat said: it was cut while being read.
            if count == 0 { return Array(bytes[0..<done]) }
            done += count
        }
        return bytes
    }

    /// What a FIFO, device or socket is called in messages; nil for a regular file or a directory.
    public static func nonRegularKind(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: nil
        }
    }

    private static func failure(_ path: String) -> MediaFormatError {
        .io("\(path): \(String(cString: strerror(errno)))")
    }

    /// Writes through a temporary file in the same directory and renames it, so a reader never sees half a file.
    /// The file is private to the user (0600) from its creation, like the recordings.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var info = stat()
        guard stat(directory, &info) == 0 else { throw MediaFormatError.io("\(directory): no such directory") }
        // Something is there, but not a directory (a FIFO given as the snapshot directory): say what it is.
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw MediaFormatError.notADirectory("\(directory): \(nonRegularKind(info.st_mode) ?? "a file")")
        }
        guard FileManager.default.isWritableFile(atPath: directory) else {
            throw MediaFormatError.io("\(directory): not writable")
        }
        do {
            try AtomicFileWriter(mode: OutputFile.mode).write(bytes, to: path)
        } catch {
            throw MediaFormatError.io("\(path): \(String(cString: strerror(error.code)))")
        }
    }
}
