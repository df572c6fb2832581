extension AgoraRtcEngineKit {
    /// Schedules the end of a sound effect's current play; the effects decide what it means when it fires.
    func scheduleEffectEnd(_ end: SimAudioEffects.PlayEnd?) {
        guard let end else { return }
        afterLocked(end.delay) { engine, s in
            switch s.audioMix.effects.playEnded(end, at: engine.now) {
            case .none:
                return []
            case .looped(let next):
                engine.scheduleEffectEnd(next)
                return []
            case .finished(let callbacks):
                engine.updateAudioPipeline(&s.audio, needed: engine.audioPipelineNeeded(s))
                return callbacks
            }
        }
    }
}
