import CMediaCodecABI
import Foundation
import PluginSearchPath
#if canImport(Glibc)
import Glibc
#endif

/// libMediaCodec.so, opened with dlopen at the first use of the media layer and never closed: linked normally,
/// FFmpeg's shared objects would be mapped by every start of the app. Immutable once loaded, hence Sendable.
final class MediaCodecLibrary: @unchecked Sendable {
    static let fileName = "libMediaCodec.so"

    /// The process's library, loaded by the first caller (Swift runs a static's initialiser once, thread-safely).
    static let shared: Result<MediaCodecLibrary, MediaOpenError> = load(PluginSearchPath.resolve(fileName, override: nil))

    let path: String
    let ffmpegVersion: String
    /// dlopen and every dlsym, measured once.
    let loadDuration: Duration
    let create: media_codec_create_fn
    let open: media_codec_open_fn
    let interrupt: media_codec_interrupt_fn
    let getInfo: media_codec_get_info_fn
    let getStream: media_codec_get_stream_fn
    let selectAudio: media_codec_select_audio_fn
    let readVideo: media_codec_read_video_fn
    let readAudio: media_codec_read_audio_fn
    let seek: media_codec_seek_fn
    let close: media_codec_close_fn
    let writer: MediaCodecWriterFunctions
    let packets: MediaCodecPacketFunctions

    private init(path: String, handle: UnsafeMutableRawPointer, loadStart: ContinuousClock.Instant) throws(MediaOpenError) {
        func symbol<T>(_ name: String, _ type: T.Type) throws(MediaOpenError) -> T {
            guard let pointer = dlsym(handle, "media_codec_" + name) else {
                throw .libraryUnavailable("\(path): no symbol media_codec_\(name)")
            }
            return unsafeBitCast(pointer, to: type)
        }
        let version = try symbol("abi_version", media_codec_abi_version_fn.self)()
        guard Int(version) == Int(MEDIA_CODEC_ABI_VERSION) else {
            throw .libraryUnavailable("\(path): ABI version \(version), expected \(MEDIA_CODEC_ABI_VERSION)")
        }
        self.path = path
        ffmpegVersion = try symbol("ffmpeg_version", media_codec_ffmpeg_version_fn.self)().map { String(cString: $0) } ?? "?"
        create = try symbol("create", media_codec_create_fn.self)
        open = try symbol("open", media_codec_open_fn.self)
        interrupt = try symbol("interrupt", media_codec_interrupt_fn.self)
        getInfo = try symbol("get_info", media_codec_get_info_fn.self)
        getStream = try symbol("get_stream", media_codec_get_stream_fn.self)
        selectAudio = try symbol("select_audio", media_codec_select_audio_fn.self)
        readVideo = try symbol("read_video", media_codec_read_video_fn.self)
        readAudio = try symbol("read_audio", media_codec_read_audio_fn.self)
        seek = try symbol("seek", media_codec_seek_fn.self)
        close = try symbol("close", media_codec_close_fn.self)
        writer = MediaCodecWriterFunctions(
            create: try symbol("writer_create", media_codec_writer_create_fn.self),
            addVideo: try symbol("writer_add_video", media_codec_writer_add_video_fn.self),
            addAudio: try symbol("writer_add_audio", media_codec_writer_add_audio_fn.self),
            begin: try symbol("writer_begin", media_codec_writer_begin_fn.self),
            video: try symbol("writer_video", media_codec_writer_video_fn.self),
            audio: try symbol("writer_audio", media_codec_writer_audio_fn.self),
            finish: try symbol("writer_finish", media_codec_writer_finish_fn.self),
            free: try symbol("writer_free", media_codec_writer_free_fn.self)
        )
        packets = MediaCodecPacketFunctions(
            demuxerOpen: try symbol("demuxer_open", media_codec_demuxer_open_fn.self),
            demuxerRead: try symbol("demuxer_read", media_codec_demuxer_read_fn.self),
            demuxerFree: try symbol("demuxer_free", media_codec_demuxer_free_fn.self),
            decoderCreate: try symbol("decoder_create", media_codec_decoder_create_fn.self),
            decoderDecode: try symbol("decoder_decode", media_codec_decoder_decode_fn.self),
            decoderPicture: try symbol("decoder_picture", media_codec_decoder_picture_fn.self),
            decoderFree: try symbol("decoder_free", media_codec_decoder_free_fn.self)
        )
        loadDuration = ContinuousClock.now - loadStart
    }

    /// Opens the library at `path` (nil: not found in the search path).
    static func load(_ path: String?) -> Result<MediaCodecLibrary, MediaOpenError> {
        let start = ContinuousClock.now
        guard let path else {
            let places = PluginSearchPath.directories(override: nil).joined(separator: ":")
            return .failure(.libraryUnavailable("\(fileName) not found in \(places)"))
        }
        // Only a regular file reaches dlopen, whose blocking open would wait forever on a FIFO.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(.libraryUnavailable("\(path): not a regular file"))
        }
        guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
            return .failure(.libraryUnavailable(dlerror().map { String(cString: $0) } ?? "\(path): dlopen failed"))
        }
        do {
            return .success(try MediaCodecLibrary(path: path, handle: handle, loadStart: start))
        } catch {
            dlclose(handle)
            return .failure(error)
        }
    }
}
