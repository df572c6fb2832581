/// The face capture extension's observer (`setFaceInfoDelegate(_:)`): the face data of each captured camera frame,
/// as a JSON string, on the SDK's own thread. The return value is the app's (the SDK ignores it).
public protocol AgoraFaceInfoDelegate: AnyObject, Sendable {
    func onFaceInfo(_ outFaceInfo: String) -> Bool
}
