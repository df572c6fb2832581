/// A sound decoded whole into interleaved 16-bit PCM: what audio mixing, sound effects and an app pushing a file
/// as its own audio need, where a WAV reader would have given the same samples.
public struct MediaSound: Equatable, Sendable {
    public let sampleRate: Int
    public let channels: Int
    public let samples: [Int16]

    public var frameCount: Int { samples.count / max(1, channels) }

    /// Decodes the first (or default) audio stream of `url` at `sampleRate`, keeping its channel count up to
    /// `maxChannels`. Blocks for as long as decoding takes: call it off the main thread for long files.
    /// `maximumMilliseconds` bounds the memory one call may hold; a longer file fails rather than being cut.
    public static func decode(_ url: String, sampleRate: Int, maxChannels: Int = 2, maximumMilliseconds: Int,
                              timeout: Duration = .seconds(10)) throws(MediaSoundError) -> MediaSound {
        let file: MediaFile
        do {
            file = try MediaFile.open(url, timeout: timeout)
        } catch {
            throw .open(error)
        }
        defer { file.close() }
        guard let index = file.audioStream, let stream = file.info.streams.first(where: { $0.index == index }) else {
            throw .noAudio
        }
        if let duration = file.info.durationMilliseconds, duration > maximumMilliseconds {
            throw .tooLong(maximumMilliseconds: maximumMilliseconds)
        }
        let channels = max(1, min(maxChannels, stream.channels))
        let limit = maximumMilliseconds / 1000 * sampleRate * channels
        var samples: [Int16] = []
        samples.reserveCapacity(min(limit, (file.info.durationMilliseconds ?? 0) * sampleRate / 1000 * channels))
        do {
            while let chunk = try file.nextAudio(sampleRate: sampleRate, channels: channels, maxFrames: 4800) {
                samples += chunk.samples
                // A stream whose header gives no duration is bounded here instead.
                if samples.count > limit { throw MediaSoundError.tooLong(maximumMilliseconds: maximumMilliseconds) }
            }
        } catch let error as MediaSoundError {
            throw error
        } catch let error as MediaDecodeError {
            throw .decode(error)
        } catch {
            throw .decode(.internalError(-1))
        }
        return MediaSound(sampleRate: sampleRate, channels: channels, samples: samples)
    }
}
