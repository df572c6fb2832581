import Foundation
@testable import AgoraRtcSim

/// An AgoraMediaRecorderDelegate for tests: every state change and information update, in order.
final class MediaRecorderEvents: AgoraMediaRecorderDelegate, @unchecked Sendable {
    private let lock = NSLock()
    private var storedStates: [(state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode)] = []
    private var storedInfos: [AgoraMediaRecorderInfo] = []

    var states: [(state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode)] { lock.withLock { storedStates } }
    var infos: [AgoraMediaRecorderInfo] { lock.withLock { storedInfos } }

    func mediaRecorder(_ recorder: AgoraMediaRecorder, stateDidChanged channelId: String, uid: UInt,
                       state: AgoraMediaRecorderState, reason: AgoraMediaRecorderReasonCode) {
        lock.withLock { storedStates.append((state, reason)) }
    }

    func mediaRecorder(_ recorder: AgoraMediaRecorder, informationDidUpdated channelId: String, uid: UInt,
                       info: AgoraMediaRecorderInfo) {
        lock.withLock { storedInfos.append(info) }
    }
}
