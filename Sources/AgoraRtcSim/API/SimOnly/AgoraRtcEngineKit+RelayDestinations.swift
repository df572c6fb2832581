extension AgoraRtcEngineKit {
    /// Sim-only view (no SDK counterpart): the media relay's destination channels as observers in them see them,
    /// in channel-name order; empty when no relay was started (or it was stopped). The SDK only reports the relay's
    /// state to the host; this is where a case shows that the relay user really arrived in each channel.
    public var simMediaRelayDestinations: [AgoraSimRelayDestination] {
        let people = min(16, max(0, settings.remoteUserCount))
        return lock.locked {
            guard let relay = state.mediaRelay.current else { return [] }
            return relay.destinations.map {
                AgoraSimRelayDestination(channelName: $0.channelName, relayUid: $0.relayUid, relayUserPresent: $0.joined,
                                         receiving: $0.joined && !relay.paused && relay.state == .running,
                                         userCount: people + ($0.joined ? 1 : 0))
            }
        }
    }
}
