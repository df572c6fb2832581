import Foundation

// The built-in face capture (agora_video_filters_face_capture / face_capture) and lip sync (agora_filters_lip_sync /
// lip_sync) extensions. With a licence in `authentication_information`, face capture reads the simulated face off each
// camera frame: the data goes into the captured frame's `metaInfo["KEY_FACE_CAPTURE"]` for the raw video observer and
// to the face information observer.
extension AgoraRtcEngineKit {
    /// Registers (or with nil, removes) the face information observer. Always true.
    @discardableResult
    public func setFaceInfoDelegate(_ delegate: (any AgoraFaceInfoDelegate)?) -> Bool {
        api("setFaceInfoDelegate(_:)", delegate == nil ? "nil" : "<delegate>") { s in
            s.videoProcessing.faceInfoObserver = delegate.map { SimFaceInfoObserver($0) }
            return 0
        } == 0
    }

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
