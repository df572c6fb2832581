import Foundation

/// Writes a Y4M file as frames arrive: `Y4MVideo.headerText` at `init`, each frame as `Y4MVideo` encodes it with
/// `append`. The format has no sizes to patch, so the file is complete after every frame; `close()` releases it.
/// Safe to use from any thread.
public final class Y4MStreamWriter: @unchecked Sendable {
    public let path: String
    /// Size, rate and chroma of the stream (its `frames` stay empty).
    public let format: Y4MVideo
    private let lock = NSLock()
    private var file: OutputFile
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
        file = try OutputFile(path: path)
        do {
            try file.writeAll(header)
            written = header.count
        } catch {
            file.close()
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
            try file.writeAll(bytes)
            written += bytes.count
            frames += 1
        }
    }

    /// Closes the file. Calling it again does nothing.
    public func close() {
        lock.withLock { file.close() }
    }
}
