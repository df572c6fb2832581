import Foundation

/// The player delegate's callbacks, decided under the engine lock and delivered after it. Each asks the player's
/// delegate at delivery time, so none reaches a delegate once its player is destroyed (the delegate is dropped then).
enum SimPlayerCallbacks {
    static func state(_ object: SimMediaPlayer, _ state: AgoraMediaPlayerState,
                      _ reason: AgoraMediaPlayerReason = .none) -> SimCallback {
        SimCallback(name: "AgoraRtcMediaPlayer(_:didChangedTo:reason:)",
                    detail: "player: \(object.id), state: .\(state), reason: .\(reason)", isPeriodic: false) { _, _ in
            object.delegate?.AgoraRtcMediaPlayer(object, didChangedTo: state, reason: reason)
        }
    }

    static func position(_ object: SimMediaPlayer, _ positionMs: Int, unixMs: Double) -> SimCallback {
        SimCallback(name: "AgoraRtcMediaPlayer(_:didChangedTo:atTimestamp:)",
                    detail: "player: \(object.id), positionMs: \(positionMs)", isPeriodic: true) { _, _ in
            object.delegate?.AgoraRtcMediaPlayer(object, didChangedTo: positionMs, atTimestamp: unixMs)
        }
    }

    /// A shown picture for the player's video frame delegate, if it still has one; traced throttled, like the
    /// engine's raw frames.
    static func videoFrame(_ object: SimMediaPlayer, _ frame: AgoraSimVideoFrame) -> SimCallback {
        let name = "AgoraRtcMediaPlayer(_:didReceiveVideoFrame:)"
        return SimCallback(name: name, detail: "player: \(object.id), \(frame.lumaWidth)x\(frame.lumaHeight)", isPeriodic: false,
                           throttleKey: name + ".\(object.id)") { _, _ in
            guard let delegate = object.videoFrameDelegate else { return }
            delegate.AgoraRtcMediaPlayer(object, didReceiveVideoFrame: SimFrameConverter.output(frame, format: .I420))
        }
    }

    static func event(_ object: SimMediaPlayer, _ event: AgoraMediaPlayerEvent, elapsed: Int,
                      message: String? = nil) -> SimCallback {
        SimCallback(name: "AgoraRtcMediaPlayer(_:didOccur:elapsedTime:message:)",
                    detail: "player: \(object.id), event: .\(event), elapsedTime: \(elapsed)", isPeriodic: false) { _, _ in
            object.delegate?.AgoraRtcMediaPlayer(object, didOccur: event, elapsedTime: elapsed, message: message)
        }
    }
}
