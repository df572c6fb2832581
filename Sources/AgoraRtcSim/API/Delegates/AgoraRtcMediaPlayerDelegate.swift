import Foundation

/// `AgoraRtcMediaPlayerDelegate`, given to `AgoraRtcEngineKit.createMediaPlayer(with:)` and weakly held. Called on
/// the engine's queue (inside `advance(by:)` with a virtual clock) with no lock held, never after the player or the
/// engine is destroyed. The Swift spellings are the iOS SDK 4.x ones.
public protocol AgoraRtcMediaPlayerDelegate: AnyObject, Sendable {
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                             reason: AgoraMediaPlayerReason)
    /// While playing, every `AgoraRtcEngineKit.mediaPlayerPositionInterval` seconds; `timestampMs` is when (Unix ms).
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo positionMs: Int,
                             atTimestamp timestampMs: TimeInterval)
    /// `elapsedTime` is the playback position (ms) when the event occurred.
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didOccur eventCode: AgoraMediaPlayerEvent,
                             elapsedTime: Int, message: String?)
}

public extension AgoraRtcMediaPlayerDelegate {
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo state: AgoraMediaPlayerState,
                             reason: AgoraMediaPlayerReason) {}
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didChangedTo positionMs: Int,
                             atTimestamp timestampMs: TimeInterval) {}
    func AgoraRtcMediaPlayer(_ playerKit: any AgoraRtcMediaPlayerProtocol, didOccur eventCode: AgoraMediaPlayerEvent,
                             elapsedTime: Int, message: String?) {}
}
