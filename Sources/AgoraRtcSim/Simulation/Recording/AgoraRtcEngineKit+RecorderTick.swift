extension AgoraRtcEngineKit {
    /// Leaving ends every stream of the channel: its recordings are written up to now (as `link` sees them) and
    /// closed (before the session, which they read, is gone).
    func endChannelRecordings(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        guard let channel = s[link].session?.channelId else { return [] }
        let state = s
        return s.recorders.channelLeft(channel, stream: { state.recordedStream(link, $0) }, at: now)
    }

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
