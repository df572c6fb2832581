/// The virtual metronome from `startRhythmPlayer` to `stopRhythmPlayer`: its two sounds (already in the pipeline's
/// format), its tempo, and the beats it played last, which the audio pipeline renders sample by sample.
struct SimRhythmPlayer: Sendable {
    /// One beat: when it started, which sound it plays and for how long at most (a sound longer than the beat
    /// interval is cut at the next beat).
    struct Beat: Sendable, Equatable {
        let start: Double
        let downbeat: Bool
        let length: Double
    }

    /// Only this much of a sound is ever played: the longest beat interval (60 BPM).
    static let longestBeat = 60.0 / Double(AgoraRhythmPlayerConfig.beatsPerMinuteRange.lowerBound)

    /// 48 kHz stereo floats of sound1 (downbeat) and sound2 (the other beats), at most `longestBeat` of each.
    let downbeatSound: [Float]
    let beatSound: [Float]
    var config: AgoraRhythmPlayerConfig
    /// Opening or decoding until the first beat, then playing.
    var state: AgoraRhythmPlayerState = .opening
    /// The beat's number in its measure (1…beatsPerMeasure), 0 before the first.
    var numberInMeasure = 0
    /// configRhythmPlayer was called: the next beat starts a new measure in the new tempo.
    var restartsMeasure = false
    /// The last beats, newest last; older ones have long been cut.
    var recent: [Beat] = []

    init(downbeat: SimMusicFile, beat: SimMusicFile, config: AgoraRhythmPlayerConfig) {
        downbeatSound = Self.render(downbeat)
        beatSound = Self.render(beat)
        self.config = config
    }

    /// The first `longestBeat` of `file` in the pipeline's format.
    private static func render(_ file: SimMusicFile) -> [Float] {
        let blocks = min(file.durationMs, Int(longestBeat * 1000)) / 10 + 1
        var pcm: [Float] = []
        pcm.reserveCapacity(blocks * SimPCM.mixFrames * SimPCM.mixChannels)
        for index in 0..<blocks { pcm += file.block(atMs: index * 10) }
        let available = file.durationMs * SimPCM.mixRate / 1000 * SimPCM.mixChannels
        return Array(pcm.prefix(available))
    }

    /// Starts the next beat at `time`; its number in the measure and whether it is the downbeat.
    mutating func beat(at time: Double) -> Beat {
        if restartsMeasure || numberInMeasure >= config.beatsPerMeasure { numberInMeasure = 0 }
        restartsMeasure = false
        numberInMeasure += 1
        let beat = Beat(start: time, downbeat: numberInMeasure == 1, length: config.beatInterval)
        recent = Array((recent + [beat]).suffix(2))
        return beat
    }

    /// 10 ms of the metronome from `time` in the pipeline's format: each beat's sound from its start, cut at its
    /// length.
    func block(at time: Double) -> [Float] {
        var out = SimPCM.silence()
        let channels = SimPCM.mixChannels, rate = Double(SimPCM.mixRate)
        for beat in recent {
            let sound = beat.downbeat ? downbeatSound : beatSound
            let frames = min(sound.count / channels, Int((beat.length * rate).rounded()))
            let first = Int(((time - beat.start) * rate).rounded())
            for frame in 0..<SimPCM.mixFrames {
                let source = first + frame
                guard source >= 0, source < frames else { continue }
                for channel in 0..<channels { out[frame * channels + channel] += sound[source * channels + channel] }
            }
        }
        return out
    }
}
