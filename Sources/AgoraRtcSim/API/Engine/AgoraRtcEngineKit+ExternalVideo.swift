import Foundation

extension AgoraRtcEngineKit {
    /// Switches the local video source to frames the app pushes. Like the SDK, it cannot be switched inside a
    /// channel (-8): leave, switch, join again. `useTexture` is recorded; raw `dataBuf` frames work either way.
    @discardableResult
    public func setExternalVideoSource(_ enable: Bool, useTexture: Bool, sourceType: AgoraExternalVideoSourceType, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("setExternalVideoSource(_:useTexture:sourceType:)",
            "\(enable), useTexture: \(useTexture), sourceType: .\(sourceType)", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard s[.main].session == nil else { return AgoraErrorCode.invalidState.returnCode }
            s.customVideo.switchExternalSource(enable, sourceType)
            s.traceFolding.restartRepeating("pushExternalVideoFrame(_:)")
            s.traceFolding.restartRepeating("pushExternalVideoFrame(_:videoTrackId:)")
            return 0
        }
    }

    /// Pushes one raw frame of the external source to the default custom video track (track 0).
    @discardableResult
    public func pushExternalVideoFrame(_ frame: AgoraVideoFrame, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        push(frame, videoTrackId: nil, at: AgoraSimCallSite(file: file, line: line))
    }

    /// Pushes one raw frame to a custom video track: 0 is the default one `setExternalVideoSource` sets up, other
    /// ids are `createCustomVideoTrack()`'s (which need no external source). An id that is neither is -2.
    @discardableResult
    public func pushExternalVideoFrame(_ frame: AgoraVideoFrame, videoTrackId: UInt, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        push(frame, videoTrackId: videoTrackId, at: AgoraSimCallSite(file: file, line: line))
    }

    /// The frame goes through the raw-data observer (`onCapture`, `onPreEncode` with source type `.custom`) and,
    /// while the custom track is published, to the encoder at most at the encoder's frame rate. Returns -3 when
    /// no external source is enabled, -8 for an encoded source, -2 for a frame that breaks the rules (size, crop,
    /// rotation, format, too little data) or an unknown track, and -4 for a format the simulation cannot read
    /// (IMC2, ARGB, textures) or a P010 (HDR) frame on a device whose encoder has no HDR
    /// (`AgoraSimulationSettings.hdrCapability`).
    private func push(_ frame: AgoraVideoFrame, videoTrackId: UInt?, at site: AgoraSimCallSite?) -> Int32 {
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
        return repeatingApi(name, detail, at: site) { s in
            if let videoTrackId, videoTrackId != 0 {
                switch converted {
                case .rejected(let error):
                    return error.returnCode
                case .accepted(let picture):
                    return pushTrackFrame(s, picture, trackId: videoTrackId)
                }
            }
            guard s.customVideo.externalSource else { return AgoraErrorCode.notReady.returnCode }
            guard s.customVideo.externalSourceType == .videoFrame else { return AgoraErrorCode.invalidState.returnCode }
            if frame.format == AgoraVideoFormat.cvPixelP010.rawValue && !hdrEncoder {
                return AgoraErrorCode.notSupported.returnCode
            }
            switch converted {
            case .rejected(let error):
                return error.returnCode
            case .accepted(var picture):
                picture.uid = s[.main].session?.uid ?? 0
                let source = s.customVideo.pushed(), frame = picture
                after(0) { engine in engine.processCustomFrame(frame, source: source) }
                return 0
            }
        }
    }

    /// Answers from the simulated device (`AgoraSimulationSettings.hdrCapability`, unsupported unless set), the
    /// same for every module; `.unknown` once the engine is destroyed.
    public func queryHDRCapability(_ videoModule: AgoraVideoModuleType, file: StaticString = #filePath, line: UInt = #line) -> AgoraHDRCapability {
        let alive = isAlive
        let result: AgoraHDRCapability = alive ? settings.hdrCapability : .unknown
        trace(.apiCall, "queryHDRCapability(_:)", ".\(videoModule) → .\(result)", at: AgoraSimCallSite(file: file, line: line))
        return result
    }
}
