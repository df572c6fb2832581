import CMediaCodecABI

/// Decodes a stream of compressed video packets (FFmpeg's decoder for the codec) into I420 pictures: the receiving
/// end of a custom encoded video track. Not thread-safe: one owner feeds it.
public final class MediaVideoDecoder: @unchecked Sendable {
    public let codecName: String
    private let library: MediaCodecLibrary
    private let handle: OpaquePointer

    /// The largest picture `decode` hands out, on the long side and the short side: a larger one is scaled down
    /// to fit (keeping its aspect) as it is converted, so a huge stream costs its decoder's memory, not a copy of
    /// every picture at full size as well (issue 30). The app shows pictures in terminal tiles far smaller.
    public static let maximumLongSide = 1920
    public static let maximumShortSide = 1080

    /// A decoder for FFmpeg's codec `codecName` ("h264", "hevc", "vp8"…).
    public init(codecName: String) throws(MediaOpenError) {
        let library = try MediaCodecLibrary.shared.get()
        var handle: OpaquePointer?
        let code = library.packets.decoderCreate(codecName, &handle)
        guard Int(code) == MEDIA_CODEC_OK, let handle else { throw MediaOpenError(code: code) }
        self.codecName = codecName
        self.library = library
        self.handle = handle
    }

    deinit {
        library.packets.decoderFree(handle)
    }

    /// Decodes one packet; the picture it completes at its own size (scaled down past `maximumLongSide` /
    /// `maximumShortSide`), or nil while the decoder still needs more
    /// (reordering delay). `.badData` for bytes it cannot decode, a delta frame before any key frame included; the
    /// decoder goes on with the next packet.
    public func decode(_ data: [UInt8], ptsMilliseconds: Int = 0) throws(MediaDecodeError) -> MediaVideoFrame? {
        guard !data.isEmpty else { throw .invalidArgument }
        var width: Int32 = 0, height: Int32 = 0
        let code = data.withUnsafeBufferPointer { library.packets.decoderDecode(handle, $0.baseAddress, Int32($0.count), &width, &height) }
        if Int(code) == MEDIA_CODEC_AGAIN { return nil }
        guard Int(code) == MEDIA_CODEC_OK else { throw MediaDecodeError(code: code) }
        let (w, h) = Self.fitted(width: Int(width), height: Int(height))
        (width, height) = (Int32(w), Int32(h))
        let lumaCount = w * h, chromaCount = ((w + 1) / 2) * ((h + 1) / 2)
        var buffer = [UInt8](repeating: 0, count: lumaCount + 2 * chromaCount)
        let copied = buffer.withUnsafeMutableBufferPointer {
            library.packets.decoderPicture(handle, width, height, $0.baseAddress, Int32($0.count))
        }
        guard Int(copied) == MEDIA_CODEC_OK else { throw MediaDecodeError(code: copied) }
        return MediaVideoFrame(width: w, height: h, y: Array(buffer[0..<lumaCount]),
                               u: Array(buffer[lumaCount..<lumaCount + chromaCount]),
                               v: Array(buffer[(lumaCount + chromaCount)...]), ptsMilliseconds: ptsMilliseconds)
    }

    /// `width`×`height`, scaled down (never up) to fit `maximumLongSide`×`maximumShortSide` in either orientation.
    static func fitted(width: Int, height: Int) -> (width: Int, height: Int) {
        let long = max(width, height), short = min(width, height)
        let scale = min(1, Double(maximumLongSide) / Double(max(1, long)), Double(maximumShortSide) / Double(max(1, short)))
        guard scale < 1 else { return (width, height) }
        return (max(1, Int((Double(width) * scale).rounded())), max(1, Int((Double(height) * scale).rounded())))
    }
}
