/// Records the frames an app presents as an asciicast: each frame goes through a `VTFrameSerializer` into an
/// `AsciicastWriter`, stamped with the seconds since the recording started. The header waits for the first frame,
/// whose size it gives; a later frame of another size is recorded as a resize followed by a full paint. A frame
/// that changes nothing on the screen writes nothing. The first failed write stops the recording for good (the app
/// goes on): `failure` says why.
public final class CastRecorder {
    /// The last frame recorded (what a player shows at the end).
    public private(set) var lastFrame: CellBuffer?
    /// Output events written so far.
    public private(set) var eventCount = 0
    public private(set) var failure: (any Error)?
    /// The file recorded into, for messages; nil for other outputs.
    public let path: String?

    private var serializer: VTFrameSerializer
    private var writer: AsciicastWriter?
    private let header: AsciicastWriter.Header
    private let output: (String) throws -> Void
    private let finish: () -> Void
    private var isClosed = false

    /// `header`'s size is replaced by the first frame's. `output` takes whole lines; `finish` runs once, on `close`.
    public init(header: AsciicastWriter.Header, colors: Int = 256, path: String? = nil,
                output: @escaping (String) throws -> Void, finish: @escaping () -> Void = {}) {
        self.header = header
        self.path = path
        self.output = output
        self.finish = finish
        serializer = VTFrameSerializer(colors: colors)
    }

    /// Records into `file`, which `close` closes.
    public convenience init(file: CastFile, header: AsciicastWriter.Header, colors: Int = 256) {
        self.init(header: header, colors: colors, path: file.path, output: { try file.write($0) }, finish: { file.close() })
    }

    /// Records `buffer` as the screen `seconds` after the start; returns whether an output event was written.
    @discardableResult
    public func record(_ buffer: CellBuffer, colorMode: ColorMode, at seconds: Double) -> Bool {
        guard failure == nil, !isClosed else { return false }
        do {
            let writer: AsciicastWriter
            if let existing = self.writer {
                writer = existing
                if let last = lastFrame, last.width != buffer.width || last.height != buffer.height {
                    try writer.resize(width: buffer.width, height: buffer.height, at: seconds)
                }
            } else {
                var first = header
                first.width = buffer.width
                first.height = buffer.height
                writer = try AsciicastWriter(header: first, output: output)
                self.writer = writer
            }
            let data = serializer.serialize(buffer, colorMode: colorMode)
            lastFrame = buffer
            guard !data.isEmpty else { return false }
            try writer.output(data, at: seconds)
            eventCount += 1
            return true
        } catch {
            failure = error
            close()
            return false
        }
    }

    /// Ends the recording; later frames are not recorded. Closing again does nothing.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        finish()
    }
}
