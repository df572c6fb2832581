extension AgoraRtcEngineKit {
    /// Registers (or with nil, removes) the raw video data observer. Its preferences are read once, here.
    /// Remote frames then flow to it even for users no view is bound to (an app that renders them itself).
    @discardableResult
    public func setVideoFrameDelegate(_ delegate: (any AgoraVideoFrameDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        // Asked before taking the engine's lock: the delegate is app code.
        let format = delegate?.getVideoFormatPreference() ?? .I420
        let positions = delegate?.getObservedFramePosition() ?? []
        let mode = delegate?.getVideoFrameProcessMode() ?? .readOnly
        let detail = delegate == nil
            ? "nil" : "<delegate> {format: .\(format), position: \(positions), processMode: .\(mode)}"
        return api("setVideoFrameDelegate(_:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            s.video.rawObserver.register(delegate, format: format, positions: positions, processMode: mode)
            s.traceFolding.restartRepeating { $0.hasPrefix("on") }
            for link in s.linkIndices {
                for index in s[link].remotes.indices { startRemoteRender(&s.links[link.position], index, &s.video, alive: s.alive) }
            }
            return 0
        } == 0
    }
}
