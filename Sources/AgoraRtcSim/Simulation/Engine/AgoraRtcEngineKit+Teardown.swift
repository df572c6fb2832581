import Dispatch
import Foundation

// destroy(): the instance is retired, every component let go in one order.
extension AgoraRtcEngineKit {
    /// Retires the instance: no API works and no callback is delivered from now on.
    func shutdown() {
        lock.locked {
            // The audio file is written up to now and closed whole (its last callbacks are not delivered).
            _ = finishAudioRecording(&state)
            if state.audio.stopSound() { settings.sound?.idle() }
            state.alive = false
            stopAllClouds(&state.links)
            // Every connection goes, with its timers (a new scope matches none of them).
            state.links = [SimLink()]
            var destroyer = SimComponentDestroyer()
            state.walkComponents(&destroyer)
            storedAudioFrameDelegate = nil
        }
        // Wait for a callback already running on the engine queue, so none is in flight once destroy returns.
        if DispatchQueue.getSpecific(key: queueKey) == nil {
            queue.sync {}
        }
    }
}
