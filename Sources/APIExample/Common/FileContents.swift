import Glibc

/// A whole file read with plain POSIX calls. What is read before the first paint (the shell's strings, the
/// settings) is read this way: FileManager's first use and Data's URL cost more than the read itself, and
/// Foundation's `contents(atPath:)` answers nil alike for "no such file" and "not allowed to read it".
enum FileContents {
    enum Outcome {
        case bytes([UInt8])
        /// The errno that stopped the read: ENOENT when there is no such file.
        case failed(Int32)
    }

    /// Read to the end (the size `fstat` gives is only a first guess: the file may grow or be a pseudo-file).
    static func read(atPath path: String) -> Outcome {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failed(errno) }
        defer { close(descriptor) }
        var status = stat()
        let guess = fstat(descriptor, &status) == 0 ? max(0, Int(status.st_size)) : 0
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
