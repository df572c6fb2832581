import MediaDecoding
import MediaFormats

/// A compressed sound file decoded whole through the media layer (FFmpeg), into the PCM a WAV would have given:
/// 48 kHz, its own channel count up to stereo. Like a WAV it is read on the caller's thread before the engine's
/// lock is taken; a file longer than `maximumMilliseconds`, or one that breaks part-way, cannot be opened.
enum SimSoundDecoder {
    static let sampleRate = 48_000
    /// 20 minutes (about 230 MB of stereo PCM): a bound on what one call may hold in memory.
    static let maximumMilliseconds = 20 * 60 * 1000

    static func decode(_ path: String) -> WAVAudio? {
        guard let file = try? MediaFile.open(path, timeout: .seconds(10)), let index = file.audioStream,
              let stream = file.info.streams.first(where: { $0.index == index }) else { return nil }
        defer { file.close() }
        if let duration = file.info.durationMilliseconds, duration > maximumMilliseconds { return nil }
        let channels = stream.channels >= 2 ? 2 : 1
        let limit = maximumMilliseconds / 1000 * sampleRate * channels
        var samples: [Int16] = []
        samples.reserveCapacity(min(limit, (file.info.durationMilliseconds ?? 0) * sampleRate / 1000 * channels))
        do {
            while let chunk = try file.nextAudio(sampleRate: sampleRate, channels: channels, maxFrames: 4800) {
                samples += chunk.samples
                if samples.count > limit { return nil }
            }
        } catch {
            return nil
        }
        return WAVAudio(sampleRate: sampleRate, channels: channels, samples: samples)
    }
}
