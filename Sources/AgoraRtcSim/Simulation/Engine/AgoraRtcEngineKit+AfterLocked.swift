extension AgoraRtcEngineKit {
    /// Like `inSession` but independent of the channel: mixing and effects play before joining too.
    func afterLocked(_ delay: Double, _ work: @escaping @Sendable (AgoraRtcEngineKit, inout SimEngineState) -> [SimCallback]) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                defer { engine.followSoundDevice(&engine.state) }
                return work(engine, &engine.state)
            }
            engine.deliver(callbacks)
        }
    }
}
