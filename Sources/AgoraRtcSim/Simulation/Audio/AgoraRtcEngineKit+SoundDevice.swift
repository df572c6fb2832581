// The sound device (`AgoraSimulationSettings.sound`, issue 33): what the local user hears is played to it block by
// block while the engine plays, and its microphone replaces the simulated voice when it says so. Without a device
// none of this runs, so an engine without one behaves (and traces) exactly as before.
extension AgoraRtcEngineKit {
    /// Whether the engine plays to the device now: audio is on and a connection is in a channel, or sound
    /// plays before joining (a music file, an effect, the metronome, a media player) or the echo test returns sound.
    func hearsSound(_ s: borrowing SimEngineState) -> Bool {
        guard settings.sound != nil, s.localAudio.enabled else { return false }
        guard !s.links.contains(where: { $0.isJoined }), !s.audioMix.playsFileAudio, !s.players.playsAudio else { return true }
        return s.services.precall.echoAudio != nil
    }

    /// After anything that may change `hearsSound` (every API call and timer, while a device is set): the loop
    /// runs while the engine plays, and the device is told when it stops.
    func followSoundDevice(_ s: inout SimEngineState) {
        guard settings.sound != nil, s.alive else { return }
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
    }

    /// 10 ms of the local user's microphone: the device's capture when it is the microphone (silence when it has
    /// nothing), else the simulated voice of `voice` and the room's noise; at the recording volume either way.
    /// (The local audio's settings only: the whole state passed here was copied at every block.)
    func captureMicrophone(_ localAudio: SimLocalAudio, voice: UInt64, start: Double, index: Int) -> [Float] {
        let gain = Double(localAudio.recordingVolume) / 100
        if let device = settings.sound, device.capturesMicrophone {
            guard var block = device.capture(), block.count == SimPCM.mixFrames * SimPCM.mixChannels else {
                return SimPCM.silence()
            }
            if gain != 1 { SimPCM.scale(&block, by: Float(gain)) }
            return block
        }
        var captured = SimVoice.block(voice: voice, start: start, frames: SimPCM.mixFrames, rate: SimPCM.mixRate,
                                      channels: SimPCM.mixChannels, gain: gain)
        // The room noise, as much as noise suppression leaves of it.
        SimMicrophoneNoise.add(into: &captured, channels: SimPCM.mixChannels, seed: voice &* 31 &+ UInt64(index),
                               localAudio.voice.noiseSuppression, gain: gain)
        return captured
    }

    /// Plays one block to the device (`played`, and the local voice at the in-ear volume while monitoring), or,
    /// when the engine does not play now, tells the device once that it stopped.
    func playToDevice(_ s: inout SimEngineState, played: [Float], microphone: [Float]?) {
        guard let device = settings.sound else { return }
        guard hearsSound(s) else {
            if s.audio.stopSound() { device.idle() }
            return
        }
        s.audio.soundPlayed()
        guard s.localAudio.inEarMonitoring, let microphone else { return device.play(played) }
        var heard = played
        SimPCM.add(microphone, into: &heard, gain: Float(s.localAudio.inEarMonitoringVolume) / 100)
        device.play(heard)
    }
}
