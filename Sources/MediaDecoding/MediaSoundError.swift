/// Why `MediaSound.decode` could not give a file's sound.
public enum MediaSoundError: Error, Equatable, Sendable {
    /// The file or URL could not be opened (missing, not a regular file, unknown format, no decoder…).
    case open(MediaOpenError)
    /// It opened, but holds no audio stream (a silent video, a picture).
    case noAudio
    /// Longer than the caller allows.
    case tooLong(maximumMilliseconds: Int)
    /// Decoding broke part-way (a file cut short, damaged data).
    case decode(MediaDecodeError)
}
