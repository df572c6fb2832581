extension AgoraRtcEngineKit {
    /// Sim-only view (no SDK counterpart): the last local frame the encoder sent on the main connection, camera or
    /// custom track, as remote users decode it: with its alpha only when `advancedVideoOptions.encodeAlpha` was on.
    /// The simulated peers never show it back (their own video has no alpha), so this is where a test sees what
    /// would reach a remote view with `enableAlphaMask`. Nil before anything was sent.
    public var simSentVideoFrame: AgoraSimVideoFrame? { lock.locked { state.video.lastEncodedFrame } }
}

extension AgoraRtcEngineKit {
    /// Sim-only (no SDK counterpart): custom video track `id`'s newest picture — the raw frame pushed last, or what
    /// the receiving side decoded from an encoded track — or nil before the first one or for an unknown id.
    public func simCustomVideoTrackPicture(_ id: UInt) -> AgoraSimVideoFrame? {
        lock.locked { state.customVideo.tracks[id]?.picture }
    }
}
