import Glibc

/// A whole file read with plain POSIX calls. What is read before the first paint (the shell's strings, the
/// settings) is read this way: FileManager's first use and Data's URL cost more than the read itself, and
/// Foundation's `contents(atPath:)` answers nil alike for "no such file" and "not allowed to read it".
///
/// Only a regular file is read. These paths come from the environment (`XDG_CONFIG_HOME`) and may name anything:
/// a blocking open of a FIFO waits for a writer for ever, before the first paint and deaf to every key (issue 12),
/// and /dev/zero never ends. So the open does not wait (O_NONBLOCK, which a regular file ignores) and what `fstat`
/// says is not a regular file is refused before the first read.
enum FileContents {
    enum Outcome: Equatable {
        case bytes([UInt8])
        /// The errno that stopped the read: ENOENT when there is no such file, EISDIR for a directory.
        case failed(Int32)
        /// A FIFO, a device or a socket: nothing was read from it.
        case notRegularFile
    }

    /// Read to the end (the size `fstat` gives is only a first guess: the file may grow while it is read).
    static func read(atPath path: String) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(errno) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failed(errno) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failed(EISDIR)
        default: return .notRegularFile
        }
        let guess = max(0, Int(status.st_size))
        var bytes = [UInt8](repeating: 0, count: max(guess + 1, 4096))
        var filled = 0
        while true {
            if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if count == 0 { break }
            if count < 0 {
                if errno == EINTR { continue }
                return .failed(errno)
            }
            filled += count
        }
        bytes.removeSubrange(filled...)
        return .bytes(bytes)
    }

    /// nil when the file cannot be opened or read whole.
    static func bytes(atPath path: String) -> [UInt8]? {
        guard case .bytes(let bytes) = read(atPath: path) else { return nil }
        return bytes
    }
}
