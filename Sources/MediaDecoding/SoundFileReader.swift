import MediaFormats

/// Reads a sound file whole, the way audio mixing, sound effects and the app's own file pusher open one: a 16-bit
/// PCM WAV by the project's reader (no FFmpeg loaded for it), anything else (MP3, AAC, M4A, OGG, a video's sound, a
/// WAV in a variant the reader does not take) through the media layer at `sampleRate`.
public enum SoundFileReader {
    /// 20 minutes (about 230 MB of stereo PCM at 48 kHz): a bound on what one read may hold in memory.
    public static let defaultMaximumMilliseconds = 20 * 60 * 1000

    public static func read(_ path: String, sampleRate: Int = 48_000,
                            maximumMilliseconds: Int = defaultMaximumMilliseconds) throws(SoundFileError) -> WAVAudio {
        // URLs only through the media layer: the WAV reader takes paths.
        guard !path.contains("://") else { return try decode(path, sampleRate, maximumMilliseconds) }
        do {
            return try WAVReader.read(path: path)
        } catch let wavError as MediaFormatError {
            switch wavError {
            case .wrongMagic:
                // Not a WAV at all: what the media layer says is the answer.
                return try decode(path, sampleRate, maximumMilliseconds)
            case .unsupported, .truncated:
                // A WAV the reader does not take (float, 24-bit) may still decode; a short file may not be a WAV.
                // If the layer cannot either, the WAV reader's reason is the precise one.
                // Except a length refused: then the file did decode, and its length is the answer (issue 30).
                do throws(SoundFileError) {
                    return try decode(path, sampleRate, maximumMilliseconds)
                } catch {
                    if case .media(.tooLong) = error { throw error }
                    throw .wav(wavError)
                }
            case .io, .notRegularFile, .malformed, .notADirectory:
                throw .wav(wavError)
            }
        } catch {
            throw .wav(.io("\(error)"))
        }
    }

    private static func decode(_ path: String, _ sampleRate: Int, _ maximumMilliseconds: Int) throws(SoundFileError) -> WAVAudio {
        do {
            let sound = try MediaSound.decode(path, sampleRate: sampleRate, maximumMilliseconds: maximumMilliseconds)
            return WAVAudio(sampleRate: sound.sampleRate, channels: sound.channels, samples: sound.samples)
        } catch {
            throw .media(error)
        }
    }
}
