import Foundation
import MediaDecoding
import MediaFormats

/// A file opened for audio mixing or as a sound effect, read whole when opened (on the caller's thread, before the
/// engine's lock is taken): a 16-bit PCM WAV by the project's own reader, anything else FFmpeg decodes (MP3, AAC,
/// M4A, OGG, an MP4's sound…) through the media layer, which is loaded only then, at 48 kHz. What neither can read
/// is "cannot open", as a format the SDK cannot play is.
struct SimMusicFile: Sendable {
    let path: String
    let audio: WAVAudio

    static func open(_ path: String) -> SimMusicFile? {
        guard !path.isEmpty, let audio = try? SoundFileReader.read(path),
              audio.frameCount > 0, audio.sampleRate > 0 else { return nil }
        return SimMusicFile(path: path, audio: audio)
    }

    var durationMs: Int { audio.frameCount * 1000 / audio.sampleRate }

    /// Whether the file can still be read (checked when a loop starts over).
    var isStillReadable: Bool { path.contains("://") || FileManager.default.isReadableFile(atPath: path) }

    /// 10 ms of the file from `ms` in the pipeline's format (48 kHz stereo floats); silence past the end.
    func block(atMs ms: Int) -> [Float] {
        let rate = audio.sampleRate, channels = audio.channels
        let first = max(0, ms) * rate / 1000
        let frames = max(1, rate / 100)
        var chunk = [Float](repeating: 0, count: frames * channels)
        let available = max(0, min(frames, audio.frameCount - first))
        if available > 0 {
            audio.samples.withUnsafeBufferPointer { source in
                for index in 0..<available * channels { chunk[index] = Float(source[first * channels + index]) }
            }
        }
        return SimPCM.convert(chunk, rate: rate, channels: channels, toRate: SimPCM.mixRate, toChannels: SimPCM.mixChannels)
    }
}
