extension AgoraRtcEngineKit {
    /// Sim-only view (no SDK counterpart): every connection of the engine that has a session (joining, joined or
    /// failed; not yet left), the main one first, with the channel and the uid it joined with. A case that leaves
    /// and joins quickly can check here that nothing outlived a switch.
    public var simConnections: [AgoraRtcConnection] {
        lock.locked {
            state.links.compactMap { link in
                link.session.map { AgoraRtcConnection(channelId: $0.channelId, localUid: $0.uid) }
            }
        }
    }
}
