import Foundation

extension AgoraRtcEngineKit {
    /// Switches the local video source to frames the app pushes. Like the SDK, it cannot be switched inside a
    /// channel (-8): leave, switch, join again. `useTexture` is recorded; raw `dataBuf` frames work either way.
    @discardableResult
    public func setExternalVideoSource(_ enable: Bool, useTexture: Bool, sourceType: AgoraExternalVideoSourceType) -> Int32 {
        api("setExternalVideoSource(_:useTexture:sourceType:)",
            "\(enable), useTexture: \(useTexture), sourceType: .\(sourceType)") { s in
            guard s[.main].session == nil else { return AgoraErrorCode.invalidState.returnCode }
            s.externalVideoSource = enable
            s.externalVideoSourceType = sourceType
            s.externalSourceScope.cancel()
            s.lastCustomEncodeAt = nil
            s.traceFolding.restartRepeating("pushExternalVideoFrame(_:)")
            s.traceFolding.restartRepeating("pushExternalVideoFrame(_:videoTrackId:)")
            return 0
        }
    }

    /// Pushes one raw frame of the external source to the default custom video track (track 0).
    @discardableResult
    public func pushExternalVideoFrame(_ frame: AgoraVideoFrame) -> Int32 {
        push(frame, videoTrackId: nil)
    }

    /// Pushes one raw frame to a custom video track: 0 is the default one `setExternalVideoSource` sets up, other
    /// ids are `createCustomVideoTrack()`'s (which need no external source). An id that is neither is -2.
    @discardableResult
    public func pushExternalVideoFrame(_ frame: AgoraVideoFrame, videoTrackId: UInt) -> Int32 {
        push(frame, videoTrackId: videoTrackId)
    }

    /// The frame goes through the raw-data observer (`onCapture`, `onPreEncode` with source type `.custom`) and,
    /// while the custom track is published, to the encoder at most at the encoder's frame rate. Returns -3 when
    /// no external source is enabled, -8 for an encoded source, -2 for a frame that breaks the rules (size, crop,
    /// rotation, format, too little data) or an unknown track, and -4 for a format the simulation cannot read
    /// (IMC2, ARGB, textures) or a P010 (HDR) frame on a device whose encoder has no HDR
    /// (`AgoraSimulationSettings.hdrCapability`).
    private func push(_ frame: AgoraVideoFrame, videoTrackId: UInt?) -> Int32 {
        let data = frame.dataBuf.map { "\($0.count) bytes" } ?? "nil"
        var detail = "{format: \(frame.format), strideInPixels: \(frame.strideInPixels), height: \(frame.height), "
            + "rotation: \(frame.rotation), dataBuf: \(data)"
        if let space = frame.colorSpace {
            detail += ", colorSpace: {primaryID: .\(space.primaryID), transferID: .\(space.transferID), "
                + "matrixID: .\(space.matrixID), rangeID: .\(space.rangeID)}"
        }
        if frame.alphaStitchMode != .noAlphaStitch { detail += ", alphaStitchMode: .\(frame.alphaStitchMode)" }
        detail += "}"
        let name: String
        if let videoTrackId {
            name = "pushExternalVideoFrame(_:videoTrackId:)"
            detail += ", videoTrackId: \(videoTrackId)"
        } else {
            name = "pushExternalVideoFrame(_:)"
        }
        let converted = SimFrameConverter.pushed(frame, nowMs: nowMs)
        let hdrEncoder = settings.hdrCapability == .supported
        return repeatingApi(name, detail) { s in
            if let videoTrackId, videoTrackId != 0 {
                switch converted {
                case .rejected(let error):
                    return error.returnCode
                case .accepted(let picture):
                    return pushTrackFrame(s, picture, trackId: videoTrackId)
                }
            }
            guard s.externalVideoSource else { return AgoraErrorCode.notReady.returnCode }
            guard s.externalVideoSourceType == .videoFrame else { return AgoraErrorCode.invalidState.returnCode }
            if frame.format == AgoraVideoFormat.cvPixelP010.rawValue && !hdrEncoder {
                return AgoraErrorCode.notSupported.returnCode
            }
            switch converted {
            case .rejected(let error):
                return error.returnCode
            case .accepted(var picture):
                picture.uid = s[.main].session?.uid ?? 0
                s.pushedFramesThisPeriod += 1
                let source = s.externalSourceScope.token, frame = picture
                after(0) { engine in engine.processCustomFrame(frame, source: source) }
                return 0
            }
        }
    }

    /// Answers from the simulated device (`AgoraSimulationSettings.hdrCapability`, unsupported unless set), the
    /// same for every module; `.unknown` once the engine is destroyed.
    public func queryHDRCapability(_ videoModule: AgoraVideoModuleType) -> AgoraHDRCapability {
        let alive = isAlive
        let result: AgoraHDRCapability = alive ? settings.hdrCapability : .unknown
        trace(.apiCall, "queryHDRCapability(_:)", ".\(videoModule) → .\(result)")
        return result
    }

    /// A pushed frame on the engine's queue: observer, the custom track's local view, then encoder. A frame's
    /// alpha reaches the view only with the canvas's `enableAlphaMask`, and the encoder only with `encodeAlpha`.
    private func processCustomFrame(_ frame: AgoraSimVideoFrame, source: SimScope.Token) {
        let observers = lock.locked { () -> (capture: SimFrameObserver?, preEncode: SimFrameObserver?)? in
            guard state.externalSourceScope.isCurrent(source), state.externalVideoSource else { return nil }
            let preEncode = state.publishesCustomVideo(.main) ? state.observer(at: .preEncoder) : nil
            return (state.observer(at: .postCapture), preEncode)
        }
        guard let observers else { return }
        let result = observeLocal(frame, sourceType: .custom, capture: observers.capture, preEncode: observers.preEncode)
        if let shown = result.shown {
            lock.locked {
                guard state.alive, state.externalSourceScope.isCurrent(source), let canvas = state.customVideoCanvas else { return }
                var picture = shown
                if !canvas.enableAlphaMask { picture.alpha = nil }
                canvas.view?.render(canvas.mirrorMode == .enabled ? picture.mirroredHorizontally() : picture)
            }
        }
        guard var encoded = result.encoded else { return }
        lock.locked {
            guard state.alive, state.externalSourceScope.isCurrent(source), state.publishesCustomVideo(.main) else { return }
            if !state.encoder.advancedVideoOptions.encodeAlpha { encoded.alpha = nil }
            // The encoder runs at its configured frame rate; frames pushed faster than that are dropped.
            let interval = 1 / Double(state.encoder.frameRate.rawValue)
            if let last = state.lastCustomEncodeAt, now - last < interval * 0.9 { return }
            state.lastCustomEncodeAt = now
            state.customFramesThisPeriod += 1
            state.customEncodedFrameCount += 1
            let size = Self.encodedSize(of: encoded, within: state.encoder.encodedSize)
            state.customFrameWidth = size.width
            state.customFrameHeight = size.height
            state.lastEncodedFrame = encoded
        }
    }

    /// The pushed picture's size, scaled down (never up) to fit the encoder's dimensions in its own orientation.
    static func encodedSize(of frame: AgoraSimVideoFrame, within limit: (width: Int, height: Int)) -> (width: Int, height: Int) {
        let long = max(limit.width, limit.height), short = min(limit.width, limit.height)
        let frameLong = max(frame.width, frame.height), frameShort = min(frame.width, frame.height)
        guard long > 0, short > 0, frameLong > long || frameShort > short else { return (frame.width, frame.height) }
        let scale = min(Double(long) / Double(frameLong), Double(short) / Double(frameShort))
        return (max(2, Int((Double(frame.width) * scale).rounded())), max(2, Int((Double(frame.height) * scale).rounded())))
    }
}
