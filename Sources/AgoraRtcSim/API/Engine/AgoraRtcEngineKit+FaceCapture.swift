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
            s.faceInfoObserver = delegate.map { SimFaceInfoObserver($0) }
            return 0
        } == 0
    }

    /// `enableExtension` for the two built-in extensions (nil: not one of them). Face capture works on the camera's
    /// video, lip sync on speech-driven video: an audio source type is -2.
    func enableBuiltInFaceExtension(_ s: inout SimEngineState, _ provider: String, _ name: String, enabled: Bool,
                                    sourceType: AgoraMediaSourceType) -> Int32? {
        let isFace = provider == SimFaceCapture.vendor && name == SimFaceCapture.name
        let isLips = provider == SimFaceCapture.lipSyncVendor && name == SimFaceCapture.lipSyncName
        guard isFace || isLips else { return nil }
        guard !sourceType.isAudio else { return AgoraErrorCode.invalidArgument.returnCode }
        // Lip sync drives nothing the simulation draws: it is started and stopped, and that is all.
        if isFace { s.faceCapture.enabled = enabled }
        post([startedOrStopped(provider, name, enabled: enabled)], to: .main)
        return 0
    }

    /// `setExtensionPropertyWithVendor` for the two built-in extensions (nil: not one of them): face capture's
    /// `authentication_information` (a JSON with `company_id` and `license`; -2 without them) and lip sync's
    /// `parameters` (taken as they are).
    func setBuiltInFaceExtensionProperty(_ s: inout SimEngineState, _ provider: String, _ name: String, key: String,
                                         value: String) -> Int32? {
        if provider == SimFaceCapture.lipSyncVendor && name == SimFaceCapture.lipSyncName { return 0 }
        guard provider == SimFaceCapture.vendor && name == SimFaceCapture.name else { return nil }
        guard key == "authentication_information" else { return 0 }
        guard SimFaceCapture.authenticates(value) else { return AgoraErrorCode.invalidArgument.returnCode }
        s.faceCapture.authenticated = true
        return 0
    }

    /// The face data of a camera frame captured at `timestampMs`, when face capture runs; the observer hears it too.
    func captureFaceInfo(timestampMs: Int) -> String? {
        let observer = lock.locked { () -> SimFaceInfoObserver?? in
            state.faceCapture.capturing ? .some(state.faceInfoObserver) : .none
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
