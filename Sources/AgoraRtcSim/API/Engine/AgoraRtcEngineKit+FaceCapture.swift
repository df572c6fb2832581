import Foundation

// The built-in face capture (agora_video_filters_face_capture / face_capture) and lip sync (agora_filters_lip_sync /
// lip_sync) extensions. With a licence in `authentication_information`, face capture reads the simulated face off each
// camera frame: the data goes into the captured frame's `metaInfo["KEY_FACE_CAPTURE"]` for the raw video observer and
// to the face information observer.
extension AgoraRtcEngineKit {
    /// Registers (or with nil, removes) the face information observer. Always true.
    @discardableResult
    public func setFaceInfoDelegate(_ delegate: (any AgoraFaceInfoDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        api("setFaceInfoDelegate(_:)", delegate == nil ? "nil" : "<delegate>", at: AgoraSimCallSite(file: file, line: line)) { s in
            s.videoProcessing.faceInfoObserver = delegate.map { SimFaceInfoObserver($0) }
            return 0
        } == 0
    }
}
