extension AgoraRtcEngineKit {
    /// Sim-only view (no SDK counterpart): the last local frame the encoder sent on the main connection, camera or
    /// custom track, as remote users decode it: with its alpha only when `advancedVideoOptions.encodeAlpha` was on.
    /// The simulated peers never show it back (their own video has no alpha), so this is where a test sees what
    /// would reach a remote view with `enableAlphaMask`. Nil before anything was sent.
    public var simSentVideoFrame: AgoraSimVideoFrame? { lock.locked { state.lastEncodedFrame } }
}
