extension AgoraRtcEngineKit {
    /// What the relay needs of the engine now.
    func mediaRelayContext(_ s: SimEngineState) -> SimMediaRelayContext {
        SimMediaRelayContext(gate: SimTokenGate(appId: appId, certificate: settings.appCertificate), unixNow: clock.unixNow,
                             channelId: s[.main].session?.channelId, session: s[.main].sessionScope.token)
    }

    /// Schedules the steps `outcome` asks for (each runs `SimChannelMediaRelay.fire` while the main connection's
    /// session lasts) and returns its callbacks, for the main delegate.
    func mediaRelay(_ outcome: SimMediaRelayOutcome) -> [SimCallback] {
        for timer in outcome.timers {
            inSession(timer.session, after: timer.delay) { engine, s, link in
                guard link.isMain else { return [] }
                let context = engine.mediaRelayContext(s)
                let audio = s.publishesAudio(.main), video = s.publishesVideo(.main)
                return engine.mediaRelay(s.mediaRelay.fire(timer, context, publishesAudio: audio, publishesVideo: video,
                                                           rng: &s.rng))
            }
        }
        return outcome.callbacks
    }
}
