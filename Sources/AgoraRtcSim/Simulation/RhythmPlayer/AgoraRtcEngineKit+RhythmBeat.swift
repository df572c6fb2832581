extension AgoraRtcEngineKit {
    /// The beat of play `serial` due at engine time `due`. Each beat schedules the next from its own due time at the
    /// tempo then in force (so a late timer does not slow the tempo down), and tells the app's ear
    /// (`AgoraSimulationSettings.rhythmBeats`).
    func afterRhythmBeat(_ serial: Int, due: Double) {
        after(max(0, due - now)) { engine in
            let played = engine.lock.locked { () -> SimRhythmPlayback.Played? in
                guard let played = engine.state.audioMix.rhythm.beat(serial: serial, due: due) else { return nil }
                engine.updateAudioPipeline(&engine.state.audio, needed: engine.audioPipelineNeeded(engine.state))
                engine.afterRhythmBeat(serial, due: due + played.length)
                return played
            }
            guard let played else { return }
            engine.deliver(played.callbacks)
            engine.settings.rhythmBeats?(played.beat)
        }
    }

}
