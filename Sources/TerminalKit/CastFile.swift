import Glibc

/// The file a recording is written into, made private to the user (0600) like the app's logs and recordings: the
/// screen shows channel names, uids and whatever peers send. A regular file is created or replaced; a FIFO, a
/// device, a socket or a directory in its place is refused before anything is opened that could wait on it, and a
/// symbolic link is not followed (O_NOFOLLOW), so the recording cannot be steered into another file.
public final class CastFile {
    public let path: String
    private var descriptor: Int32

    public init(path: String) throws {
        self.path = path
        var info = stat()
        if lstat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG, S_IFLNK: break
            case S_IFDIR: throw CastFileError.directory(path: path)
            default: throw CastFileError.notRegularFile(path: path)
            }
        }
        // O_NONBLOCK: should a FIFO appear between the check and the open, the open still cannot wait for a reader.
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let code = errno
            throw code == EISDIR ? CastFileError.directory(path: path) : CastFileError.system(path: path, code: code)
        }
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            Glibc.close(descriptor)
            descriptor = -1
            throw CastFileError.notRegularFile(path: path)
        }
        // A file recorded over keeps its old mode through open.
        if info.st_mode & 0o7777 != 0o600 { fchmod(descriptor, 0o600) }
    }

    deinit {
        close()
    }

    /// Appends `text`, retrying short writes and EINTR.
    public func write(_ text: String) throws {
        guard descriptor >= 0 else { throw CastFileError.system(path: path, code: EBADF) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CastFileError.system(path: path, code: errno)
            }
            bytes = bytes.dropFirst(count)
        }
    }

    /// Closing again does nothing.
    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}
