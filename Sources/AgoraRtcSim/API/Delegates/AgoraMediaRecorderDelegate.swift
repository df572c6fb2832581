/// `AgoraMediaRecorderDelegate`, set with `AgoraMediaRecorder.setMediaRecorderDelegate(_:)` and weakly held.
/// Called on the engine's queue (inside `advance(by:)` with a virtual clock), never after `destroy()`.
/// The Swift spellings are the iOS SDK 4.x ones.
public protocol AgoraMediaRecorderDelegate: AnyObject, Sendable {
    func mediaRecorder(_ recorder: AgoraMediaRecorder, stateDidChanged channelId: String, uid: UInt,
                       state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode)
    func mediaRecorder(_ recorder: AgoraMediaRecorder, informationDidUpdated channelId: String, uid: UInt,
                       info: AgoraMediaRecorderInfo)
}

public extension AgoraMediaRecorderDelegate {
    func mediaRecorder(_ recorder: AgoraMediaRecorder, stateDidChanged channelId: String, uid: UInt,
                       state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode) {}
    func mediaRecorder(_ recorder: AgoraMediaRecorder, informationDidUpdated channelId: String, uid: UInt,
                       info: AgoraMediaRecorderInfo) {}
}
