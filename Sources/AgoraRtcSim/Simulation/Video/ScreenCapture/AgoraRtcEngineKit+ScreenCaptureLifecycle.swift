import Foundation

// The screen capture's frame loop, its end, and the local video state it reports with `sourceType .screen`.
extension AgoraRtcEngineKit {
    /// The capture ends; true when it was capturing, and then the display is told nobody reads it any more.
    func endScreenCapture(_ screen: inout SimScreenCapture) -> Bool {
        guard screen.end() else { return false }
        settings.screen?.screenCaptureChanged(false)
        return true
    }

    /// Starts the screen's frame loop under `token`, its first frame one frame interval from now.
    func startScreenLoop(_ s: inout SimEngineState, _ token: SimScope.Token) {
        startFrameLoop(&s.video.pacer, alive: s.alive, .screen, render: token, due: now + 1 / Double(s.screen.frameRate))
    }

    func screenStateCallback(_ state: AgoraVideoLocalState, _ reason: AgoraLocalVideoStreamReason) -> SimCallback {
        .delegate("rtcEngine(_:localVideoStateChangedOf:reason:sourceType:)",
                  "state: .\(state), reason: .\(reason), sourceType: .screen") {
            $1.rtcEngine($0, localVideoStateChangedOf: state, reason: reason, sourceType: .screen)
        }
    }
}
