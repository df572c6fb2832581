extension AgoraRtcEngineKit {
    /// Recorder `id`'s recording catches up with the clock every tick while it runs.
    func scheduleRecorderTick(_ id: Int, tick: SimScope.Token) {
        after(SimMediaRecorders.tickSeconds) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                let state = engine.state
                let ticked = engine.state.recorders.tick(id, tick, stream: { state.recordedStream(.main, $0) }, at: engine.now)
                if ticked.continues { engine.scheduleRecorderTick(id, tick: tick) }
                return ticked.callbacks
            }
            engine.deliver(callbacks)
        }
    }
}
