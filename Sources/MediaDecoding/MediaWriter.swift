import CMediaCodecABI

/// Writes a media file (MP4, or the container the file name's extension names: .m4a, .mp3, .ogg…) through libMediaCodec.so with FFmpeg's bit-exact flags and one thread per encoder: the
/// project's sample media. Add the streams, `begin()`, feed frames, `finish()`. Blocking; one thread at a time.
public final class MediaWriter {
    private let library: MediaCodecLibrary
    private var writer: OpaquePointer?

    public init(path: String) throws(MediaWriteError) {
        do {
            library = try MediaCodecLibrary.shared.get()
        } catch {
            throw .libraryUnavailable("\(error)")
        }
        var created: OpaquePointer?
        try Self.check(library.writer.create(path, &created))
        writer = created
    }

    deinit {
        library.writer.free(writer)
    }

    /// A video stream fed packed I420 of `width`×`height` (both even); returns its stream index.
    public func addVideo(encoder: String, width: Int, height: Int, framesPerSecond: Int, bitRate: Int) throws(MediaWriteError) -> Int {
        try Self.index(library.writer.addVideo(writer, encoder, Int32(width), Int32(height), Int32(framesPerSecond), Int64(bitRate)))
    }

    /// An audio stream fed interleaved s16; returns its stream index.
    public func addAudio(encoder: String, sampleRate: Int, channels: Int, bitRate: Int, language: String = "",
                         title: String = "") throws(MediaWriteError) -> Int {
        try Self.index(library.writer.addAudio(writer, encoder, Int32(sampleRate), Int32(channels), Int64(bitRate), language, title))
    }

    public func begin() throws(MediaWriteError) {
        try Self.check(library.writer.begin(writer))
    }

    public func writeVideo(stream: Int, i420: [UInt8]) throws(MediaWriteError) {
        try Self.check(i420.withUnsafeBufferPointer { library.writer.video(writer, Int32(stream), $0.baseAddress) })
    }

    /// `samples` interleaved, a whole number of frames.
    public func writeAudio(stream: Int, samples: [Int16], channels: Int) throws(MediaWriteError) {
        guard !samples.isEmpty else { return }
        try Self.check(samples.withUnsafeBufferPointer {
            library.writer.audio(writer, Int32(stream), $0.baseAddress, Int32($0.count / max(1, channels)))
        })
    }

    public func finish() throws(MediaWriteError) {
        try Self.check(library.writer.finish(writer))
    }

    private static func check(_ code: Int32) throws(MediaWriteError) {
        guard Int(code) == MEDIA_CODEC_OK else { throw .failed(code) }
    }

    private static func index(_ code: Int32) throws(MediaWriteError) -> Int {
        guard code >= 0 else { throw .failed(code) }
        return Int(code)
    }
}
