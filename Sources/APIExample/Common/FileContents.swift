import Glibc

/// A whole file read with plain POSIX calls. What is read before the first paint (the shell's strings, the
/// settings) is read this way: FileManager's first use and Data's URL cost more than the read itself.
enum FileContents {
    /// nil when the file cannot be opened or read whole.
    static func bytes(atPath path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        let size = Int(status.st_size)
        guard size > 0 else { return [] }
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            initialized = 0
            while initialized < size {
                let count = read(descriptor, buffer.baseAddress! + initialized, size - initialized)
                guard count > 0 else { break }
                initialized += count
            }
        }
        return bytes.count == size ? bytes : nil
    }
}
