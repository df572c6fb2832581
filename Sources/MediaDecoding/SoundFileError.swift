import MediaFormats

/// Why `SoundFileReader` could not read a sound file: the WAV reader's reason for a WAV (or a path it refused
/// before reading), the media layer's for anything else.
public enum SoundFileError: Error, Equatable, Sendable {
    case wav(MediaFormatError)
    case media(MediaSoundError)
}
