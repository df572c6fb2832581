/// What the engine mixes into the local user's audio besides the microphone: the music file (audio mixing), the
/// sound effects, the metronome and the local audio mixer. Each is its own component; this groups them, and hands
/// the lifecycle on to each in turn.
struct SimAudioMix: SimComponent {
    var mixing = SimAudioMixer()
    var effects = SimAudioEffects()
    var rhythm = SimRhythmPlayback()
    var localMixer = SimLocalAudioMixer()

    mutating func mainChannelLeft(at now: Double) -> [SimCallback] {
        mixing.mainChannelLeft(at: now) + effects.mainChannelLeft(at: now) + rhythm.mainChannelLeft(at: now)
            + localMixer.mainChannelLeft(at: now)
    }

    mutating func destroy() {
        mixing.destroy()
        effects.destroy()
        rhythm.destroy()
        localMixer.destroy()
    }

    /// A music file, a sound effect or the metronome is playing, so the audio pipeline has something to mix.
    var playsFileAudio: Bool { mixing.isPlaying || effects.isPlayingAny || rhythm.isPlaying }

    /// Mixes 10 ms of the music file, the metronome and the effects playing at `time`, in that order, into the
    /// pipeline's blocks: into what the local user sends (only while the microphone track is `sending`; the beats
    /// only when `sendsRhythm`) and into what the local user hears.
    func mix(at time: Double, sending: Bool, sendsRhythm: Bool, sent: inout [Float], played: inout [Float]) {
        mixing.mix(at: time, sending: sending, sent: &sent, played: &played)
        if let block = rhythm.block(at: time) {
            if sendsRhythm { SimPCM.add(block, into: &sent) }
            SimPCM.add(block, into: &played)
        }
        effects.mix(at: time, sending: sending, sent: &sent, played: &played)
    }
}
