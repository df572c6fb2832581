import Foundation

/// Writes a WAV file as audio arrives: a header with zero sizes at `init`, PCM frames with `append`, and the
/// real RIFF and data sizes (plus RIFF's pad byte, when needed) on `close`. Safe to use from any thread; the
/// file is finished by `close()` (or, failing that, when the writer is released).
///
/// Into a FIFO (a recording piped into another program) the sizes cannot be written afterwards: the header says
/// "until the end of the stream" from the start and `close` leaves it alone, where seeking back used to fail the
/// whole recording with "Illegal seek" at its very end (issue 12).
public final class WAVStreamWriter: @unchecked Sendable {
    public let path: String
    public let sampleRate: Int
    public let channels: Int
    /// The output cannot seek (a FIFO): the header gives no length.
    public let isStream: Bool
    private let lock = NSLock()
    private var file: OutputFile
    private var written = 0

    /// Creates (or truncates) `path`. Throws `.io` with the system's reason when the file cannot be created.
    public init(path: String, sampleRate: Int, channels: Int) throws {
        try WAVWriter.validate(sampleRate: sampleRate, channels: channels)
        self.path = path
        self.sampleRate = sampleRate
        self.channels = channels
        file = try OutputFile(path: path)
        isStream = !file.isSeekable
        do {
            try file.writeAll(isStream ? WAVFormat.streamingHeader(sampleRate: sampleRate, channels: channels)
                                       : WAVFormat.header(sampleRate: sampleRate, channels: channels, dataBytes: 0))
        } catch {
            file.close()
            throw error
        }
    }

    deinit {
        try? close()
    }

    /// PCM bytes written so far (the data chunk's size).
    public var dataBytes: Int { lock.withLock { written } }

    /// Seconds of audio written so far.
    public var duration: Double { Double(dataBytes / (channels * 2)) / Double(sampleRate) }

    /// Appends interleaved samples; their count must be a whole number of frames.
    public func append(_ samples: [Int16]) throws {
        try append(bytes: WAVFormat.bytes(of: samples))
    }

    /// Appends interleaved little-endian 16-bit PCM, a whole number of frames.
    public func append(bytes: [UInt8]) throws {
        guard bytes.count % (channels * 2) == 0 else {
            throw MediaFormatError.malformed("\(bytes.count) bytes are not whole \(channels)-channel 16-bit frames")
        }
        try lock.withLock {
            guard written + bytes.count <= WAVFormat.maximumDataBytes else {
                throw MediaFormatError.unsupported("\(path): a WAV file cannot hold more than 4 GB")
            }
            try file.writeAll(bytes)
            written += bytes.count
        }
    }

    /// Writes the final sizes (not into a stream) and closes the file. Calling it again does nothing.
    public func close() throws {
        try lock.withLock {
            guard file.isOpen else { return }
            defer { file.close() }
            guard !isStream else { return }
            if written % 2 == 1 { try file.writeAll([0]) }
            let padded = written + written % 2
            try file.writeAll(WAVFormat.le32(UInt32(36 + padded)), at: 4)
            try file.writeAll(WAVFormat.le32(UInt32(written)), at: 40)
        }
    }
}
