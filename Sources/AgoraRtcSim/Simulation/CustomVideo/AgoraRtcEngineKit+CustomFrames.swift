extension AgoraRtcEngineKit {
    /// A pushed frame on the engine's queue: observer, the custom track's local view, then encoder. A frame's
    /// alpha reaches the view only with the canvas's `enableAlphaMask`, and the encoder only with `encodeAlpha`.
    func processCustomFrame(_ frame: AgoraSimVideoFrame, source: SimScope.Token) {
        let observers = lock.locked { () -> (capture: SimFrameObserver?, preEncode: SimFrameObserver?)? in
            guard state.customVideo.externalSourceScope.isCurrent(source), state.customVideo.externalSource else { return nil }
            let preEncode = state.publishesCustomVideo(.main) ? state.observer(at: .preEncoder) : nil
            return (state.observer(at: .postCapture), preEncode)
        }
        guard let observers else { return }
        let result = observeLocal(frame, sourceType: .custom, capture: observers.capture, preEncode: observers.preEncode)
        if let shown = result.shown {
            lock.locked {
                guard state.alive, state.customVideo.externalSourceScope.isCurrent(source), let canvas = state.customVideo.canvas else { return }
                var picture = shown
                if !canvas.enableAlphaMask { picture.alpha = nil }
                canvas.view?.render(canvas.mirrorMode == .enabled ? picture.mirroredHorizontally() : picture)
            }
        }
        guard var encoded = result.encoded else { return }
        lock.locked {
            guard state.alive, state.customVideo.externalSourceScope.isCurrent(source), state.publishesCustomVideo(.main) else { return }
            guard state.customVideo.encode(&encoded, now: now, encoder: state.video.encoder) else { return }
            state.video.lastEncodedFrame = encoded
        }
    }
}
