extension AgoraRtcEngineKit {
    /// Sim-only (no SDK counterpart: the SDK hears UIKit's didEnterBackground / willEnterForeground itself): the app
    /// goes to the background or comes back. In the background iOS takes the camera away: a capturing camera stops
    /// with `localVideoStateChangedOf(.failed, .captureInBackground, .camera)` (reason 6) unless
    /// `{"rtc.camera_enable_multitasking": true}` was set; back in the foreground it captures again (and encodes
    /// where it is published). The microphone keeps recording (background audio). -7 once destroyed. Logged as
    /// `[sim] application`: not an SDK call.
    @discardableResult
    public func simApplicationState(inBackground: Bool) -> Int32 {
        let code = lock.locked { () -> Int32 in
            guard state.alive else { return AgoraErrorCode.notInitialized.returnCode }
            guard state.video.camera.appInBackground != inBackground else { return 0 }
            state.video.camera.appInBackground = inBackground
            post(reconcileLocalMedia(&state), to: .main)
            return 0
        }
        trace(.simulation, "application", inBackground ? "background" : "foreground", result: code)
        return code
    }
}
