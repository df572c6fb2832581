/// The media layer's library: loaded by the first `MediaFile.open` (or `MediaWriter`), or here on purpose.
public enum MediaLayer {
    /// libMediaCodec.so, loading it now if no one has; where it was found, FFmpeg's version and how long
    /// dlopen took (FFmpeg's shared objects included).
    public static func load() throws(MediaOpenError) -> MediaLayerLibrary {
        let library = try MediaCodecLibrary.shared.get()
        return MediaLayerLibrary(path: library.path, ffmpegVersion: library.ffmpegVersion,
                                 loadDuration: library.loadDuration)
    }
}
