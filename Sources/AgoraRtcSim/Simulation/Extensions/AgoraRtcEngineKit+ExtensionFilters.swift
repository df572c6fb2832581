import Foundation

// The loaded extensions at work: the enabled filters run over captured video and audio, and what they
// report goes to `AgoraRtcEngineConfig.eventDelegate`.
extension AgoraRtcEngineKit {
    /// Runs the enabled video filters over a captured frame.
    func filterCapturedFrame(_ s: SimEngineState, _ frame: inout AgoraSimVideoFrame) {
        guard let host = s.videoProcessing.extensions else { return }
        for filter in host.enabledVideo { filter.process(&frame) }
    }

    /// The microphone level after the enabled audio filters: 10 ms of PCM at `level` goes through each filter and
    /// the level is measured from what comes out.
    func filterCapturedLevel(_ s: SimEngineState, level: Int, pitch: Double) -> Int {
        guard let host = s.videoProcessing.extensions, !host.enabledAudio.isEmpty else { return level }
        var pcm = SimVoicePcm.voice(level: level, pitchHz: pitch, at: now)
        for filter in host.enabledAudio { filter.process(&pcm, channels: 1, sampleRate: SimVoicePcm.sampleRate) }
        return SimVoicePcm.level(pcm)
    }

    /// `onExtensionStarted` or `onExtensionStopped` for an extension just turned on or off.
    func startedOrStopped(_ provider: String, _ name: String, enabled: Bool) -> SimCallback {
        enabled ? filterCallback("onExtensionStarted(_:extension:)", provider, name) { $0.onExtensionStarted(provider, extension: name) }
            : filterCallback("onExtensionStopped(_:extension:)", provider, name) { $0.onExtensionStopped(provider, extension: name) }
    }

    /// A callback to the event delegate (looked up when it is delivered).
    func filterCallback(_ name: String, _ provider: String?, _ extensionName: String?, _ extra: String = "",
                                _ call: @escaping @Sendable (any AgoraMediaFilterEventDelegate) -> Void) -> SimCallback {
        let detail = "\(provider.map(SimTraceText.quoted) ?? "nil"), extension: \(extensionName.map(SimTraceText.quoted) ?? "nil")"
            + (extra.isEmpty ? "" : ", " + extra)
        return SimCallback(name: name, detail: detail, isPeriodic: false) { engine, _ in
            if let delegate = engine.eventDelegate { call(delegate) }
        }
    }

    func extensionError(_ provider: String?, _ name: String?, _ error: AgoraErrorCode, _ message: String) -> SimCallback {
        let code = Int32(error.rawValue)
        return filterCallback("onExtensionError(_:extension:error:message:)", provider, name,
                              "error: \(code), message: \(SimTraceText.quoted(message))") {
            $0.onExtensionError(provider, extension: name, error: code, message: message)
        }
    }
}
