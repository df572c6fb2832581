import CMediaCodecABI

/// Decodes a stream of compressed video packets (FFmpeg's decoder for the codec) into I420 pictures: the receiving
/// end of a custom encoded video track. Not thread-safe: one owner feeds it.
public final class MediaVideoDecoder: @unchecked Sendable {
    public let codecName: String
    private let library: MediaCodecLibrary
    private let handle: OpaquePointer

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

    /// Decodes one packet; the picture it completes at its own size, or nil while the decoder still needs more
    /// (reordering delay). `.badData` for bytes it cannot decode, a delta frame before any key frame included; the
    /// decoder goes on with the next packet.
    public func decode(_ data: [UInt8], ptsMilliseconds: Int = 0) throws(MediaDecodeError) -> MediaVideoFrame? {
        guard !data.isEmpty else { throw .invalidArgument }
        var width: Int32 = 0, height: Int32 = 0
        let code = data.withUnsafeBufferPointer { library.packets.decoderDecode(handle, $0.baseAddress, Int32($0.count), &width, &height) }
        if Int(code) == MEDIA_CODEC_AGAIN { return nil }
        guard Int(code) == MEDIA_CODEC_OK else { throw MediaDecodeError(code: code) }
        let w = Int(width), h = Int(height)
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
}
