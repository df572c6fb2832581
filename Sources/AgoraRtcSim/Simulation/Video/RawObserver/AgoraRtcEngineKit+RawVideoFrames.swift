extension AgoraRtcEngineKit {
    /// Hands `frame` to the observer at one position, with no lock held. Returns the frame to carry on with
    /// (with a read-write observer's changes), or nil when the observer dropped it by returning false or the
    /// engine was destroyed. A frame meant for an observer that has since been replaced passes unchanged.
    func observe(_ frame: AgoraSimVideoFrame, _ observer: SimFrameObserver, key: String, name: String, detail: String,
                 metaInfo: [String: String] = [:],
                 _ call: (any AgoraVideoFrameDelegate, AgoraOutputVideoFrame) -> Bool) -> AgoraSimVideoFrame? {
        let current = lock.locked { (alive: state.alive, same: state.video.rawObserver.scope.isCurrent(observer.registration)) }
        guard current.alive else { return nil }
        guard current.same, let delegate = observer.delegate else { return frame }
        let output = SimFrameConverter.output(frame, format: observer.format)
        output.metaInfo = metaInfo
        let format = output.format.map { ".\($0)" } ?? String(output.type)
        let size = "\(output.width)x\(output.height) \(format)"
        traceRepeating(.callback, key: key, name, detail.isEmpty ? size : detail + ", " + size)
        let before = (output.yBuffer, output.uBuffer, output.vBuffer)
        guard call(delegate, output) else { return nil }
        guard observer.processMode == .readWrite else { return frame }
        // Untouched bytes: keep the original rather than a lossy round trip through another format.
        if output.yBuffer == before.0 && output.uBuffer == before.1 && output.vBuffer == before.2 { return frame }
        return SimFrameConverter.input(output, replacing: frame) ?? frame
    }

    /// `onCapture` then, for a frame that will be encoded, `onPreEncode`. Returns the frame for the local views
    /// (nil: dropped at capture) and the one for the encoder (nil: not encoded). `metaInfo` goes with the captured
    /// frame (what extensions read off it).
    func observeLocal(_ frame: AgoraSimVideoFrame, sourceType: AgoraVideoSourceType, capture: SimFrameObserver?,
                      preEncode: SimFrameObserver?, metaInfo: [String: String] = [:])
        -> (shown: AgoraSimVideoFrame?, encoded: AgoraSimVideoFrame?) {
        var shown = frame
        if let capture {
            guard let kept = observe(frame, capture, key: "onCapture.\(sourceType)", name: "onCapture(_:sourceType:)",
                                     detail: "sourceType: .\(sourceType)", metaInfo: metaInfo,
                                     { $0.onCapture($1, sourceType: sourceType) })
            else { return (nil, nil) }
            shown = kept
        }
        guard let preEncode else { return (shown, shown) }
        let encoded = observe(shown, preEncode, key: "onPreEncode.\(sourceType)", name: "onPreEncode(_:sourceType:)",
                              detail: "sourceType: .\(sourceType)", { $0.onPreEncode($1, sourceType: sourceType) })
        return (shown, encoded)
    }
}
