extension SampleMedia {
    /// The audio samples (WAV).
    public static let audio: [SampleMedia] = [
        SampleMedia(fileName: "sample-48k-stereo.wav") { WAVWriter.encode(melody48kStereo()) },
        SampleMedia(fileName: "sample-effect-48k-mono.wav") { WAVWriter.encode(chime48kMono()) },
        SampleMedia(fileName: "sample-rhythm-ding-48k-mono.wav") { WAVWriter.encode(click48kMono(frequency: 1760, loudness: 0.9)) },
        SampleMedia(fileName: "sample-rhythm-dang-48k-mono.wav") { WAVWriter.encode(click48kMono(frequency: 880, loudness: 0.6)) },
    ]

    /// 0.1 s at 48 kHz mono (9.6 KB): a metronome's click, the rhythm player's own sounds. The downbeat ("ding",
    /// the first beat of a measure) is higher and louder than the other beats ("dang"). Shorter than the fastest
    /// beat (360 BPM, 167 ms), so a click is never cut.
    static func click48kMono(frequency: Double, loudness: Double) -> WAVAudio {
        let rate = 48_000
        let length = 0.1
        let peak = loudness * 32767 / 1.42
        let frames = Int(length * Double(rate))
        var samples = [Int16](repeating: 0, count: frames)
        for frame in 0..<frames {
            samples[frame] = SampleSynth.clip(peak * SampleSynth.tone(frequency: frequency, at: Double(frame) / Double(rate), length: length))
        }
        return WAVAudio(sampleRate: rate, channels: 1, samples: samples)
    }

    /// 0.6 s at 48 kHz mono (57.6 KB): a two-note door chime (a high note, then a lower one), the sound effect
    /// AudioMixing loops, so it is told apart from the music it mixes.
    static func chime48kMono() -> WAVAudio {
        let rate = 48_000
        let notes: [(start: Double, frequency: Double, length: Double)] = [(0, 1318.51, 0.25), (0.22, 1046.5, 0.38)]
        let peak = 0.6 * 32767 / 1.42
        let frames = Int(0.6 * Double(rate))
        var samples = [Int16](repeating: 0, count: frames)
        for frame in 0..<frames {
            let time = Double(frame) / Double(rate)
            let value = notes.reduce(0.0) { $0 + SampleSynth.tone(frequency: $1.frequency, at: time - $1.start, length: $1.length) }
            samples[frame] = SampleSynth.clip(peak * value)
        }
        return WAVAudio(sampleRate: rate, channels: 1, samples: samples)
    }

    /// 3 s at 48 kHz stereo (576 KB): twelve quarter-second slots of a pentatonic tune, each note at its own
    /// loudness and panned left or right, with a half-second rest, so level meters rise, fall and touch silence.
    static func melody48kStereo() -> WAVAudio {
        let rate = 48_000
        let slot = 0.25
        // (frequency in Hz, loudness 0…1); frequency 0 is a rest.
        let notes: [(Double, Double)] = [
            (659.26, 0.55), (783.99, 0.7), (880.0, 0.9), (783.99, 0.6), (659.26, 0.45), (587.33, 0.35),
            (523.25, 0.5), (0, 0), (0, 0), (440.0, 0.25), (587.33, 0.7), (523.25, 1.0),
        ]
        let peak = 0.5 * 32767 / 1.42
        let frames = Int(Double(notes.count) * slot * Double(rate))
        var samples = [Int16](repeating: 0, count: frames * 2)
        for frame in 0..<frames {
            let time = Double(frame) / Double(rate)
            let index = min(notes.count - 1, frame / Int(slot * Double(rate)))
            let (frequency, loudness) = notes[index]
            guard frequency > 0 else { continue }
            let value = peak * loudness * SampleSynth.tone(frequency: frequency, at: time - Double(index) * slot, length: slot)
            let pan = index % 2 == 0 ? 0.25 : 0.75
            samples[frame * 2] = SampleSynth.clip(value * (1.2 - 0.8 * pan))
            samples[frame * 2 + 1] = SampleSynth.clip(value * (0.4 + 0.8 * pan))
        }
        return WAVAudio(sampleRate: rate, channels: 2, samples: samples)
    }
}
