// The media player's traced calls as the SDK spells them: protocol requirements cannot have default arguments, so
// these forward to the requirements with the caller's line, which a call through `any AgoraRtcMediaPlayerProtocol`
// would otherwise lose.
extension AgoraRtcMediaPlayerProtocol {
    @discardableResult
    public func open(_ url: String, startPos: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        open(url, startPos: startPos, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func open(with source: AgoraMediaSource, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        open(with: source, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func play(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        play(at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func pause(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        pause(at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func stop(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        stop(at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func resume(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        resume(at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func seek(toPosition position: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        seek(toPosition: position, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setLoopCount(_ loopCount: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setLoopCount(loopCount, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func selectAudioTrack(_ index: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        selectAudioTrack(index, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func selectMultiAudioTrack(_ playoutTrackIndex: Int, publishTrackIndex: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        selectMultiAudioTrack(playoutTrackIndex, publishTrackIndex: publishTrackIndex, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func mute(_ isMute: Bool, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        mute(isMute, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func adjustPlayoutVolume(_ volume: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        adjustPlayoutVolume(volume, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func adjustPublishSignalVolume(_ volume: Int32, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        adjustPublishSignalVolume(volume, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setView(_ view: AgoraVideoView?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setView(view, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setRenderMode(_ mode: AgoraMediaPlayerRenderMode, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setRenderMode(mode, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setVideoFrameDelegate(_ delegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        setVideoFrameDelegate(delegate, at: AgoraSimCallSite(file: file, line: line))
    }

    @discardableResult
    public func setSpatialAudioParams(_ params: AgoraSpatialAudioParams, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setSpatialAudioParams(params, at: AgoraSimCallSite(file: file, line: line))
    }
}
