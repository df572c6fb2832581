/// What the project's sample MP4 holds, made here so tests can compare what they decode with what was drawn:
/// 4 s of SampleVideoClip's test picture (the progress bar filling once over the 4 s) at 160×90, 15 fps, and two
/// audio tracks told apart by ear, by level and by channel count. `make-sample-media` encodes it (H.264, AAC,
/// MP3) through the media layer; unlike the other samples its bytes depend on the FFmpeg build, so tests check
/// what it decodes to, never its bytes.
public enum SampleMovie {
    public static let fileName = "sample-160x90-h264-aac-mp3.mp4"
    public static let width = SampleVideoClip.width
    public static let height = SampleVideoClip.height
    public static let framesPerSecond = SampleVideoClip.framesPerSecond
    public static let frameCount = 60
    public static let sampleRate = 48_000
    public static let durationMilliseconds = frameCount * 1000 / framesPerSecond
    /// The music track's half-second rest (silent in the music, sounding in the drone).
    public static let restMilliseconds = 1750..<2250

    /// Frame `index` (0..<frameCount) as packed RGB.
    public static func picture(_ index: Int) -> [UInt8] {
        SampleVideoClip.picture(index, of: frameCount)
    }

    /// Frame `index` as packed I420, Y then U then V.
    public static func i420(_ index: Int) -> [UInt8] {
        let planes = BT601.i420(rgb: picture(index), width: width, height: height)
        return planes.y + planes.u + planes.v
    }

    /// Track 1, stereo: the sample melody (3 s, with its rest at 1.75–2.25 s) and a second of silence.
    public static func music() -> WAVAudio {
        let melody = SampleMedia.melody48kStereo()
        let total = durationMilliseconds * sampleRate / 1000 * 2
        return WAVAudio(sampleRate: sampleRate, channels: 2,
                        samples: melody.samples + [Int16](repeating: 0, count: max(0, total - melody.samples.count)))
    }

    /// Track 2, mono: a low two-note drone, a note every half second with no rest, so it sounds where the music
    /// is silent.
    public static func drone() -> WAVAudio {
        let frames = durationMilliseconds * sampleRate / 1000
        let slot = 0.5
        let peak = 0.45 * 32767 / 1.42
        var samples = [Int16](repeating: 0, count: frames)
        for frame in 0..<frames {
            let time = Double(frame) / Double(sampleRate)
            let index = Int(time / slot)
            let frequency = index % 2 == 0 ? 196.0 : 220.0
            samples[frame] = SampleSynth.clip(peak * SampleSynth.tone(frequency: frequency, at: time - Double(index) * slot, length: slot))
        }
        return WAVAudio(sampleRate: sampleRate, channels: 1, samples: samples)
    }
}
