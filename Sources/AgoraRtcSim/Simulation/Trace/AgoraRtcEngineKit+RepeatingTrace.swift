extension AgoraRtcEngineKit {
    /// Calls and callbacks that come at frame rate would drown the log: the first one is traced as usual, then
    /// one line every 2 s (marked periodic) stands for all of them and says how many there were.
    func traceRepeating(_ kind: AgoraSimTraceEvent.Kind, key: String, _ name: String, _ detail: String,
                        result: Int32? = nil, at site: AgoraSimCallSite? = nil) {
        let now = nowMs
        let count = lock.locked { state.traceFolding.repeated(key, atMs: now) }
        guard let count else { return }
        if count == 0 {
            trace(kind, name, detail, result: result, at: site)
        } else {
            trace(kind, name, detail + " [\(count) since the last line]", result: result, periodic: true, at: site)
        }
    }

    /// `api` for calls made at frame rate: failures are always traced, successes through `traceRepeating`.
    /// The body must not post callbacks.
    func repeatingApi(_ name: String, _ detail: String, at site: AgoraSimCallSite?, _ body: (inout SimEngineState) -> Int32) -> Int32 {
        let code = lock.locked { state.alive ? body(&state) : AgoraErrorCode.notInitialized.returnCode }
        if code == 0 {
            traceRepeating(.apiCall, key: name, name, detail, result: code, at: site)
        } else {
            trace(.apiCall, name, detail, result: code, at: site)
        }
        return code
    }
}
