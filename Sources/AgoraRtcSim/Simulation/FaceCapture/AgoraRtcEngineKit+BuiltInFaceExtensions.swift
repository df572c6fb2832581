import Foundation

// The built-in face capture and lip sync extensions behind `enableExtension` / `setExtensionPropertyWithVendor`,
// and the face data read off each camera frame while face capture runs.
extension AgoraRtcEngineKit {
    /// `enableExtension` for the two built-in extensions (nil: not one of them). Face capture works on the camera's
    /// video, lip sync on speech-driven video: an audio source type is -2.
    func enableBuiltInFaceExtension(_ faceCapture: inout SimFaceCapture, _ provider: String, _ name: String,
                                    enabled: Bool, sourceType: AgoraMediaSourceType) -> Int32? {
        guard let builtIn = SimFaceCapture.builtIn(provider: provider, name: name) else { return nil }
        guard !sourceType.isAudio else { return AgoraErrorCode.invalidArgument.returnCode }
        faceCapture.setEnabled(enabled, builtIn)
        post([startedOrStopped(provider, name, enabled: enabled)], to: .main)
        return 0
    }

    /// `setExtensionPropertyWithVendor` for the two built-in extensions (nil: not one of them): -2 for face capture's
    /// `authentication_information` without a company id and a licence.
    func setBuiltInFaceExtensionProperty(_ faceCapture: inout SimFaceCapture, _ provider: String, _ name: String,
                                         key: String, value: String) -> Int32? {
        guard let builtIn = SimFaceCapture.builtIn(provider: provider, name: name) else { return nil }
        return faceCapture.setProperty(builtIn, key: key, value: value) ? 0 : AgoraErrorCode.invalidArgument.returnCode
    }

    /// The face data of a camera frame captured at `timestampMs`, when face capture runs; the observer hears it too.
    func captureFaceInfo(timestampMs: Int) -> String? {
        let read = lock.locked { () -> (observer: SimFaceInfoObserver?, jawOpen: Double?)? in
            let faceCapture = state.videoProcessing.faceCapture
            guard faceCapture.capturing else { return nil }
            return (state.videoProcessing.faceInfoObserver, faceCapture.lipSyncEnabled ? SimFaceCapture.jawOpen(voiceLevel: localVoiceLevel(state)) : nil)
        }
        guard let read else { return nil }
        let observer = read.observer
        let info = SimFaceCapture.info(timestampMs: timestampMs, jawOpen: read.jawOpen)
        if let delegate = observer?.delegate {
            traceRepeating(.callback, key: "onFaceInfo", "onFaceInfo(_:)", "\(info.utf8.count) bytes")
            _ = delegate.onFaceInfo(info)
        }
        return info
    }

    /// The local voice's loudness now (0…255), as lip sync hears it: silent unless the microphone records.
    private func localVoiceLevel(_ s: borrowing SimEngineState) -> Int {
        guard s.localAudio.enabled, s.localAudio.state != .stopped, !s.localAudio.muted, let uid = s[.main].session?.uid else { return 0 }
        return SimSpeechEnvelope.scaled(SimSpeechEnvelope.level(voice: UInt64(uid), at: now), volume: s.localAudio.recordingVolume)
    }
}
