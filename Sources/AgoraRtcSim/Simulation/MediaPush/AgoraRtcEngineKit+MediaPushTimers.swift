extension AgoraRtcEngineKit {
    /// Schedules the steps `outcome` asks for (each runs `SimMediaPush.fire` while its session lasts) and returns
    /// its callbacks, to be posted or returned by the caller.
    func mediaPush(_ outcome: SimMediaPushOutcome) -> [SimCallback] {
        for timer in outcome.timers {
            inSession(timer.session, after: timer.delay) { engine, s, _ in
                let mainSession = s[.main].sessionScope.token
                return engine.mediaPush(s.mediaPush.fire(timer, now: engine.now, server: engine.settings.rtmpServer,
                                                         mainInOutage: s[.main].session?.inOutage == true,
                                                         mainSession: mainSession))
            }
        }
        return outcome.callbacks
    }
}
