import CMediaCodecABI

/// A local media file's video stream as compressed packets, in the form an encoder produces them: what an app
/// pushes to the SDK's custom encoded video track. Not thread-safe: one owner reads it.
public final class MediaPacketReader: @unchecked Sendable {
    /// The video stream the packets belong to (codec, size, frame rate).
    public let stream: MediaStreamInfo
    private let library: MediaCodecLibrary
    private var handle: OpaquePointer?

    /// Opens `path` (a regular, non-empty local file) for the packets of its best video stream.
    public init(path: String) throws(MediaOpenError) {
        let library = try MediaCodecLibrary.shared.get()
        var handle: OpaquePointer?
        var raw = media_codec_stream_info()
        let code = library.packets.demuxerOpen(MediaFile.localPath(path) ?? path, &handle, &raw)
        guard Int(code) == MEDIA_CODEC_OK, let handle else {
            throw Int(code) == MEDIA_CODEC_NO_STREAM ? .invalidMediaSource(.noAudioOrVideo) : MediaOpenError(code: code)
        }
        self.library = library
        self.handle = handle
        stream = MediaStreamInfo(raw)
    }

    deinit {
        library.packets.demuxerFree(handle)
    }

    /// The next packet; nil after the last one.
    public func next() throws(MediaDecodeError) -> MediaEncodedPacket? {
        guard let handle else { throw .interrupted }
        var data: UnsafePointer<UInt8>?
        var size: Int32 = 0, key: Int32 = 0
        var pts: Int64 = 0
        let code = library.packets.demuxerRead(handle, &data, &size, &key, &pts)
        guard Int(code) == MEDIA_CODEC_OK else {
            if Int(code) == MEDIA_CODEC_END { return nil }
            throw MediaDecodeError(code: code)
        }
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(size))) } ?? []
        return MediaEncodedPacket(data: bytes, isKeyFrame: key != 0, ptsMilliseconds: Int(pts))
    }
}
