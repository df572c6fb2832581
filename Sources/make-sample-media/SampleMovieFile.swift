import MediaDecoding
import MediaFormats

/// Encodes SampleMovie into an MP4 at `path`: H.264 video, the music as AAC (stream 1, "eng") and the drone as
/// MP3 (stream 2, "fra"), interleaved a video frame at a time. Deterministic for one FFmpeg build only (encoders
/// change between builds), so the file is committed but never compared byte for byte.
enum SampleMovieFile {
    static func write(to path: String) throws {
        let writer = try MediaWriter(path: path)
        let video = try writer.addVideo(encoder: "libx264", width: SampleMovie.width, height: SampleMovie.height,
                                        framesPerSecond: SampleMovie.framesPerSecond, bitRate: 120_000)
        let music = SampleMovie.music(), drone = SampleMovie.drone()
        let musicStream = try writer.addAudio(encoder: "aac", sampleRate: music.sampleRate, channels: music.channels,
                                              bitRate: 96_000, language: "eng", title: "Melody")
        let droneStream = try writer.addAudio(encoder: "libmp3lame", sampleRate: drone.sampleRate, channels: drone.channels,
                                              bitRate: 64_000, language: "fra", title: "Drone")
        try writer.begin()
        let framesPerPicture = SampleMovie.sampleRate / SampleMovie.framesPerSecond
        for index in 0..<SampleMovie.frameCount {
            try writer.writeVideo(stream: video, i420: SampleMovie.i420(index))
            for (stream, audio) in [(musicStream, music), (droneStream, drone)] {
                let range = (index * framesPerPicture * audio.channels)..<((index + 1) * framesPerPicture * audio.channels)
                try writer.writeAudio(stream: stream, samples: Array(audio.samples[range.clamped(to: 0..<audio.samples.count)]),
                                      channels: audio.channels)
            }
        }
        try writer.finish()
    }
}
