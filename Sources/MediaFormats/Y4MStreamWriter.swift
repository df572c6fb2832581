import Foundation

/// Writes a Y4M file as frames arrive: `Y4MVideo.headerText` at `init`, each frame as `Y4MVideo` encodes it with
/// `append`. The format has no sizes to patch, so the file is complete after every frame; `close()` releases it.
/// Safe to use from any thread.
public final class Y4MStreamWriter: @unchecked Sendable {
    public let path: String
    /// Size, rate and chroma of the stream (its `frames` stay empty).
    public let format: Y4MVideo
    private let lock = NSLock()
    private var descriptor: Int32
    private var frames = 0
    private var written = 0

    /// Creates (or truncates) `path` and writes the header. Throws `.malformed` for an impossible size or rate and
    /// `.io` with the system's reason when the file cannot be created.
    public init(path: String, format: Y4MVideo) throws {
        var format = format
        format.frames = []
        // Validates the size and rate the way a whole-file write would.
        let header = try format.encoded()
        self.path = path
        self.format = format
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw MediaFormatError.io("\(path): \(Self.systemReason())") }
        do {
            try writeAll(header)
            written = header.count
        } catch {
            Glibc.close(descriptor)
            descriptor = -1
            throw error
        }
    }

    deinit {
        close()
    }

    /// Frames written so far.
    public var frameCount: Int { lock.withLock { frames } }

    /// Bytes in the file so far, header included.
    public var fileBytes: Int { lock.withLock { written } }

    /// Appends one frame; its planes must match the stream's size and chroma.
    public func append(_ frame: Y4MFrame) throws {
        let bytes = try format.encoded(frame, index: frameCount)
        try lock.withLock {
            guard descriptor >= 0 else { throw MediaFormatError.io("\(path): already closed") }
            try writeAll(bytes)
            written += bytes.count
            frames += 1
        }
    }

    /// Closes the file. Calling it again does nothing.
    public func close() {
        lock.withLock {
            guard descriptor >= 0 else { return }
            Glibc.close(descriptor)
            descriptor = -1
        }
    }

    /// Appends `bytes`, retrying short writes. Called with the lock held (or from `init`).
    private func writeAll(_ bytes: [UInt8]) throws {
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in write(descriptor, buffer.baseAddress! + done, bytes.count - done) }
            if count < 0 {
                if errno == EINTR { continue }
                throw MediaFormatError.io("\(path): \(Self.systemReason())")
            }
            done += count
        }
    }

    private static func systemReason() -> String {
        String(cString: strerror(errno))
    }
}
