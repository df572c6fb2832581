extension AgoraRtcEngineKit {
    /// Schedules the end of the mixing's current loop; the mixer decides what it means when it fires.
    func scheduleLoopEnd(_ loopEnd: SimAudioMixer.LoopEnd?) {
        guard let loopEnd else { return }
        afterLocked(loopEnd.delay) { engine, s in
            let outcome = s.audioMix.mixing.loopEnded(serial: loopEnd.serial, at: engine.now)
            if outcome.loopEnd != nil {
                engine.scheduleLoopEnd(outcome.loopEnd)
            } else if !outcome.callbacks.isEmpty {
                engine.updateAudioPipeline(&s.audio, needed: engine.audioPipelineNeeded(s))
            }
            return outcome.callbacks
        }
    }
}
