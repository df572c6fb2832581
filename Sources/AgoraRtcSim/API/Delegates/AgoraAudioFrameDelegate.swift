/// Raw audio observer (`IAudioFrameObserver`), registered with `setAudioFrameDelegate(_:)`. The engine asks
/// for the positions and formats once, at registration; frames then arrive on the engine's queue (inside
/// `advance(by:)` with a virtual clock) at each position's cadence, and never after `destroy()`. Return true
/// to accept the frame. Every method has a default. The Swift names follow the iOS SDK 4.x headers; the
/// before-mixing spelling `onPlaybackAudioFrame(beforeMixing:channelId:uid:)` is the best available guess.
public protocol AgoraAudioFrameDelegate: AnyObject, Sendable {
    func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool
    func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool
    func onMixedAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool
    func onEarMonitoringAudioFrame(_ frame: AgoraAudioFrame) -> Bool
    func onPlaybackAudioFrame(beforeMixing frame: AgoraAudioFrame, channelId: String, uid: UInt) -> Bool
    func getObservedAudioFramePosition() -> AgoraAudioFramePosition
    func getRecordAudioParams() -> AgoraAudioParams
    func getPlaybackAudioParams() -> AgoraAudioParams
    func getMixedAudioParams() -> AgoraAudioParams
    func getEarMonitoringAudioParams() -> AgoraAudioParams
}

public extension AgoraAudioFrameDelegate {
    func onRecordAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { true }
    func onPlaybackAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { true }
    func onMixedAudioFrame(_ frame: AgoraAudioFrame, channelId: String) -> Bool { true }
    func onEarMonitoringAudioFrame(_ frame: AgoraAudioFrame) -> Bool { true }
    func onPlaybackAudioFrame(beforeMixing frame: AgoraAudioFrame, channelId: String, uid: UInt) -> Bool { true }
    /// By default the four main positions (not ear monitoring).
    func getObservedAudioFramePosition() -> AgoraAudioFramePosition { [.record, .playback, .mixed, .beforeMixing] }
    func getRecordAudioParams() -> AgoraAudioParams { AgoraAudioParams() }
    func getPlaybackAudioParams() -> AgoraAudioParams { AgoraAudioParams() }
    func getMixedAudioParams() -> AgoraAudioParams { AgoraAudioParams() }
    func getEarMonitoringAudioParams() -> AgoraAudioParams { AgoraAudioParams() }
}
