import Foundation

// Screen sharing on a phone: `startScreenCapture` asks the system, whose sheet the user confirms (or cancels);
// from then on the screen is captured at the chosen rate, shown in a local canvas with `sourceType .screen`, and sent
// by whichever connection sets `publishScreenCaptureVideo` (instead of its camera). The simulated device's screen is
// `AgoraSimulationSettings.screen`; see Simulation/Video/SimScreenRasterizer for how it becomes pictures.
extension AgoraRtcEngineKit {
    /// Asks to capture the screen: 0, and the system's sheet waits for the user (`simAnswerScreenCaptureSheet`).
    /// -2 for parameters out of range (volume 0–100, 1–60 fps, a size, something to capture), -8 while a capture
    /// is already asked for or running.
    @discardableResult
    public func startScreenCapture(_ parameters: AgoraScreenCaptureParameters2, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startScreenCapture(_:)", SimTraceText.screen(parameters), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard Self.validScreenParameters(parameters) else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.screen.phase == .idle else { return AgoraErrorCode.invalidState.returnCode }
            s.screen.ask(parameters)
            return 0
        }
    }

    /// New parameters for the capture asked for or running; a new frame rate restarts the frame loop at it.
    /// -2 for parameters out of range, -8 when no capture was started.
    @discardableResult
    public func updateScreenCapture(_ parameters: AgoraScreenCaptureParameters2, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("updateScreenCapture(_:)", SimTraceText.screen(parameters), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard Self.validScreenParameters(parameters) else { return AgoraErrorCode.invalidArgument.returnCode }
            guard s.screen.phase != .idle else { return AgoraErrorCode.invalidState.returnCode }
            if let loop = s.screen.update(parameters) { startScreenLoop(&s, loop) }
            return 0
        }
    }

    /// Stops capturing (0 also when nothing was captured); a running capture reports `.stopped`.
    @discardableResult
    public func stopScreenCapture(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopScreenCapture()", at: AgoraSimCallSite(file: file, line: line)) { s in
            if endScreenCapture(&s.screen) { post([screenStateCallback(.stopped, .ok)], to: .main) }
            return 0
        }
    }

    /// What the screen mostly shows, and so what the screen's encoder keeps when the uplink cannot carry all it
    /// asks (as documented): document and RDC the pictures' quality (fewer frames), gaming and video the frame rate
    /// (smaller pictures). See `SimScreenCapture.prefersQuality`.
    @discardableResult
    public func setScreenCaptureScenario(_ scenarioType: AgoraScreenScenarioType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setScreenCaptureScenario(_:)", ".\(scenarioType)", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.screen.scenario = scenarioType
            return 0
        }
    }

    static func validScreenParameters(_ parameters: AgoraScreenCaptureParameters2) -> Bool {
        let video = parameters.videoParams
        guard parameters.captureVideo || parameters.captureAudio else { return false }
        guard (0...100).contains(parameters.audioParams.captureSignalVolume) else { return false }
        guard (1...60).contains(video.frameRate), video.dimensions.width >= 2, video.dimensions.height >= 2,
              video.bitrate >= 0 else { return false }
        return true
    }
}
