extension AgoraRtcEngineKit {
    /// Sim-only (no SDK counterpart): the user's answer on the system's screen-recording sheet, which the real SDK
    /// learns from its broadcast extension. Confirmed: the capture starts, `(.capturing, .ok, .screen)`. Cancelled:
    /// `(.failed, .screenCaptureNoPermission, .screen)` and nothing is captured. -8 when no sheet is waiting, -7
    /// once destroyed. Logged as `[sim] screenCaptureSheet`: not an SDK call.
    @discardableResult
    public func simAnswerScreenCaptureSheet(confirmed: Bool) -> Int32 {
        let code = lock.locked { () -> Int32 in
            guard state.alive else { return AgoraErrorCode.notInitialized.returnCode }
            guard state.screen.phase == .confirming else { return AgoraErrorCode.invalidState.returnCode }
            guard confirmed else {
                _ = endScreenCapture(&state.screen)
                post([screenStateCallback(.failed, .screenCaptureNoPermission)], to: .main)
                return 0
            }
            let loop = state.screen.confirm()
            settings.screen?.screenCaptureChanged(true)
            startScreenLoop(&state, loop)
            post([screenStateCallback(.capturing, .ok)], to: .main)
            return 0
        }
        trace(.simulation, "screenCaptureSheet", confirmed ? "confirmed" : "cancelled", result: code)
        return code
    }

    /// Sim-only (no SDK counterpart): the user stops, or the system pauses or resumes, the running broadcast from
    /// outside the app; reported as `localVideoStateChangedOf` with the SDK's reasons 31, 28 and 29 and
    /// `sourceType .screen`. -8 when there is no capture to stop, pause (or one already paused) or resume, -7 once
    /// destroyed. Logged as `[sim] screenBroadcast`: not an SDK call.
    @discardableResult
    public func simScreenBroadcast(_ event: AgoraSimScreenBroadcastEvent) -> Int32 {
        let code = lock.locked { () -> Int32 in
            guard state.alive else { return AgoraErrorCode.notInitialized.returnCode }
            let callback: SimCallback
            switch event {
            case .stoppedByUser:
                guard endScreenCapture(&state.screen) else { return AgoraErrorCode.invalidState.returnCode }
                callback = screenStateCallback(.stopped, .screenCaptureStoppedByUser)
            case .paused:
                guard state.screen.pause() else { return AgoraErrorCode.invalidState.returnCode }
                callback = screenStateCallback(.capturing, .screenCapturePaused)
            case .resumed:
                guard state.screen.resume() else { return AgoraErrorCode.invalidState.returnCode }
                callback = screenStateCallback(.capturing, .screenCaptureResumed)
            }
            post([callback], to: .main)
            return 0
        }
        trace(.simulation, "screenBroadcast", event.rawValue, result: code)
        return code
    }

    /// Sim-only view: how many times the captured screen was turned into a picture (an unchanged screen is not).
    public var simScreenRasterisedCount: Int { lock.locked { state.screen.rasterisedCount } }
}
