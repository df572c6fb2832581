import Foundation
@testable import AgoraRtcSim

/// A raw video frame observer for tests: preferences as given, every call recorded, and optional edits.
final class FrameRecorder: AgoraVideoFrameDelegate, @unchecked Sendable {
    struct Call: Equatable {
        let position: String
        let sourceType: AgoraVideoSourceType?
        let uid: UInt?
        let channelId: String?
        let type: Int
        let width: Int32
        let height: Int32
    }

    let format: AgoraVideoFormat
    let positions: AgoraVideoFramePosition
    let mode: AgoraVideoFrameProcessMode
    /// Called with each frame at each position; its result is the callback's return value.
    var edit: @Sendable (String, AgoraOutputVideoFrame) -> Bool = { _, _ in true }
    private let lock = NSLock()
    private var stored: [Call] = []
    private var lastFrames: [String: AgoraOutputVideoFrame] = [:]

    init(format: AgoraVideoFormat = .I420, positions: AgoraVideoFramePosition = [.postCapture, .preRenderer, .preEncoder],
         mode: AgoraVideoFrameProcessMode = .readOnly) {
        self.format = format
        self.positions = positions
        self.mode = mode
    }

    var calls: [Call] {
        lock.lock(); defer { lock.unlock() }
        return stored
    }

    func count(_ position: String) -> Int { calls.filter { $0.position == position }.count }

    func last(_ position: String) -> AgoraOutputVideoFrame? {
        lock.lock(); defer { lock.unlock() }
        return lastFrames[position]
    }

    private func record(_ position: String, _ frame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType? = nil,
                        uid: UInt? = nil, channelId: String? = nil) -> Bool {
        lock.lock()
        stored.append(Call(position: position, sourceType: sourceType, uid: uid, channelId: channelId, type: frame.type,
                           width: frame.width, height: frame.height))
        lastFrames[position] = frame
        let edit = self.edit
        lock.unlock()
        return edit(position, frame)
    }

    func getVideoFormatPreference() -> AgoraVideoFormat { format }
    func getObservedFramePosition() -> AgoraVideoFramePosition { positions }
    func getVideoFrameProcessMode() -> AgoraVideoFrameProcessMode { mode }

    func onCapture(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        record("capture", videoFrame, sourceType: sourceType)
    }

    func onPreEncode(_ videoFrame: AgoraOutputVideoFrame, sourceType: AgoraVideoSourceType) -> Bool {
        record("preEncode", videoFrame, sourceType: sourceType)
    }

    func onRenderVideoFrame(_ videoFrame: AgoraOutputVideoFrame, uid: UInt, channelId: String) -> Bool {
        record("render", videoFrame, uid: uid, channelId: channelId)
    }

    func onTranscodedVideoFrame(_ videoFrame: AgoraOutputVideoFrame) -> Bool {
        record("transcoded", videoFrame)
    }
}
