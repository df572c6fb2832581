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
        let observer = lock.locked { () -> SimFaceInfoObserver?? in
            state.videoProcessing.faceCapture.capturing ? .some(state.videoProcessing.faceInfoObserver) : .none
        }
        guard let observer else { return nil }
        let info = SimFaceCapture.info(timestampMs: timestampMs)
        if let delegate = observer?.delegate {
            traceRepeating(.callback, key: "onFaceInfo", "onFaceInfo(_:)", "\(info.utf8.count) bytes")
            _ = delegate.onFaceInfo(info)
        }
        return info
    }
}
