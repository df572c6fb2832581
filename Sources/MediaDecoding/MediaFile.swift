import CMediaCodecABI
import Foundation

/// An open media file or URL, decoded through FFmpeg (libMediaCodec.so, loaded on first use).
///
/// Every call blocks until done (bounded by the open's timeout per step) and is meant for the caller's own queue,
/// never the main one. Calls are serialised; `interrupt()` and `close()` may come from any thread and make a
/// blocked call return `.interrupted` at once.
public final class MediaFile: @unchecked Sendable {
    /// The largest picture a media file may carry, on either side and in all (8K UHD, 7680×4320, fits): a larger
    /// video is refused at open as `.invalidMediaSource(.pictureTooLarge)` (libMediaCodec.so's bound).
    public static let maximumPictureSide = Int(MEDIA_CODEC_MAX_SIDE)
    public static let maximumPicturePixels = Int(MEDIA_CODEC_MAX_PIXELS)

    public let url: String
    public let info: MediaInfo
    private let library: MediaCodecLibrary
    /// Serialises the calls into the handle.
    private let callLock = NSLock()
    /// Guards `handle` and `selectedAudio`; never held across a call into FFmpeg, so interrupt() can always run.
    private let handleLock = NSLock()
    private var handle: OpaquePointer?
    private var selectedAudio: Int?

    private init(url: String, info: MediaInfo, library: MediaCodecLibrary, handle: OpaquePointer, audioStream: Int?) {
        self.url = url
        self.info = info
        self.library = library
        self.handle = handle
        selectedAudio = audioStream
    }

    deinit {
        if let handle { library.close(handle) }
    }

    /// Opens a local path (or `file://` URL) or a network URL and reads its stream information. A local path must
    /// be a regular, non-empty file: a FIFO, device or socket is refused before anything could wait on it.
    /// `cancellation` lets another thread end a waiting open early (`.interrupted`).
    public static func open(_ url: String, timeout: Duration = .seconds(10),
                            cancellation: MediaOpenCancellation? = nil) throws(MediaOpenError) -> MediaFile {
        let library = try MediaCodecLibrary.shared.get()
        let milliseconds = Int32(clamping: timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard let handle = library.create(max(1, milliseconds)) else { throw .internalError(Int32(MEDIA_CODEC_NO_MEMORY)) }
        guard cancellation?.attach(handle, library) ?? true else {
            library.close(handle)
            throw .interrupted
        }
        let result = library.open(handle, localPath(url) ?? url)
        cancellation?.detach()
        guard Int(result) == MEDIA_CODEC_OK else {
            library.close(handle)
            throw MediaOpenError(code: result)
        }
        var raw = media_codec_info()
        _ = library.getInfo(handle, &raw)
        let streams = (0..<Int32(raw.stream_count)).compactMap { index -> MediaStreamInfo? in
            var stream = media_codec_stream_info()
            return Int(library.getStream(handle, index, &stream)) == MEDIA_CODEC_OK ? MediaStreamInfo(stream) : nil
        }
        let info = MediaInfo(formatName: MediaCodecText.string(raw.format_name),
                             durationMilliseconds: raw.duration_ms >= 0 ? Int(raw.duration_ms) : nil,
                             bitRate: Int(raw.bit_rate), streams: streams,
                             videoStream: raw.video_stream >= 0 ? Int(raw.video_stream) : nil)
        return MediaFile(url: url, info: info, library: library, handle: handle,
                         audioStream: raw.audio_stream >= 0 ? Int(raw.audio_stream) : nil)
    }

    /// A `file://` URL's path; nil for anything else (taken as a path, or a network URL when it has "://").
    static func localPath(_ url: String) -> String? {
        guard url.hasPrefix("file://"), let parsed = URL(string: url), parsed.isFileURL else { return nil }
        return parsed.path
    }

    /// The audio stream `nextAudio` decodes, nil when the media has none.
    public var audioStream: Int? { handleLock.withLock { selectedAudio } }

    /// Makes audio stream `index` the one `nextAudio` decodes. Both audio and video continue from where the
    /// old audio track had got to (the demuxer may have read past it), so a video frame may come again.
    public func selectAudioStream(_ index: Int) throws(MediaDecodeError) {
        _ = try perform { handle throws(MediaDecodeError) -> Int32 in
            let code = library.selectAudio(handle, Int32(clamping: index))
            guard Int(code) == MEDIA_CODEC_OK else { throw MediaDecodeError(code: code) }
            handleLock.withLock { selectedAudio = index }
            return code
        }
    }

    /// The next video frame as I420 scaled to `width`×`height`; nil after the last one.
    public func nextVideoFrame(width: Int, height: Int) throws(MediaDecodeError) -> MediaVideoFrame? {
        guard (1...8192).contains(width), (1...8192).contains(height) else { throw .invalidArgument }
        let lumaCount = width * height, chromaCount = ((width + 1) / 2) * ((height + 1) / 2)
        var buffer = [UInt8](repeating: 0, count: lumaCount + 2 * chromaCount)
        var pts: Int64 = 0
        let result = try perform { handle throws(MediaDecodeError) -> Int32 in
            let code = buffer.withUnsafeMutableBufferPointer {
                library.readVideo(handle, Int32(width), Int32(height), $0.baseAddress, Int32($0.count), &pts)
            }
            guard code >= 0 else { throw MediaDecodeError(code: code) }
            return code
        }
        guard Int(result) == MEDIA_CODEC_OK else { return nil }
        return MediaVideoFrame(width: width, height: height, y: Array(buffer[0..<lumaCount]),
                               u: Array(buffer[lumaCount..<lumaCount + chromaCount]),
                               v: Array(buffer[(lumaCount + chromaCount)...]), ptsMilliseconds: Int(pts))
    }

    /// Up to `maxFrames` frames of the selected audio stream as interleaved s16 at `sampleRate` (8000–192000)
    /// and `channels` (1 or 2); nil after the end.
    public func nextAudio(sampleRate: Int, channels: Int, maxFrames: Int) throws(MediaDecodeError) -> MediaAudioChunk? {
        guard (8000...192_000).contains(sampleRate), (1...2).contains(channels), (1...1_000_000).contains(maxFrames) else {
            throw .invalidArgument
        }
        var samples = [Int16](repeating: 0, count: maxFrames * channels)
        var frames: Int32 = 0
        var pts: Int64 = 0
        let result = try perform { handle throws(MediaDecodeError) -> Int32 in
            let code = samples.withUnsafeMutableBufferPointer {
                library.readAudio(handle, Int32(sampleRate), Int32(channels), $0.baseAddress, Int32(maxFrames), &frames, &pts)
            }
            guard code >= 0 else { throw MediaDecodeError(code: code) }
            return code
        }
        guard Int(result) == MEDIA_CODEC_OK else { return nil }
        samples.removeSubrange(Int(frames) * channels..<samples.count)
        return MediaAudioChunk(sampleRate: sampleRate, channels: channels, samples: samples, ptsMilliseconds: Int(pts))
    }

    /// Moves both streams to `milliseconds` (clamped to the media): the next frame is the one on screen then and
    /// the next audio starts there.
    public func seek(to milliseconds: Int) throws(MediaDecodeError) {
        _ = try perform { handle throws(MediaDecodeError) -> Int32 in
            let code = library.seek(handle, Int64(milliseconds))
            guard Int(code) == MEDIA_CODEC_OK else { throw MediaDecodeError(code: code) }
            return code
        }
    }

    /// Makes the call in progress, and every later one, fail with `.interrupted`; any thread.
    public func interrupt() {
        handleLock.withLock {
            if let handle { library.interrupt(handle) }
        }
    }

    /// Interrupts what is running, waits for it, and frees FFmpeg's state; any thread, more than once is fine.
    public func close() {
        interrupt()
        callLock.withLock {
            let taken = handleLock.withLock {
                defer { handle = nil }
                return handle
            }
            if let taken { library.close(taken) }
        }
    }

    /// Runs `body` with the handle, one call at a time; a closed file is `.interrupted`.
    private func perform(_ body: (OpaquePointer) throws(MediaDecodeError) -> Int32) throws(MediaDecodeError) -> Int32 {
        callLock.lock()
        defer { callLock.unlock() }
        guard let current = handleLock.withLock({ handle }) else { throw .interrupted }
        return try body(current)
    }
}
