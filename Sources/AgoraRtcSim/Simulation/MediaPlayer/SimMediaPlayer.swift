/// The engine's `AgoraRtcMediaPlayerProtocol`: a handle whose calls the engine runs under its lock (see
/// `AgoraRtcEngineKit+MediaPlayerControl`). A handle outliving its engine, or destroyed, answers -7.
final class SimMediaPlayer: AgoraRtcMediaPlayerProtocol, @unchecked Sendable {
    /// Written once, in `init`.
    weak var engine: AgoraRtcEngineKit?
    let id: Int32
    private let lock = SimLock()
    /// Guarded by `lock`; weakly held, like the SDK's delegates.
    private weak var storedDelegate: (any AgoraRtcMediaPlayerDelegate)?
    private weak var storedVideoFrameDelegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)?

    init(engine: AgoraRtcEngineKit, id: Int32, delegate: (any AgoraRtcMediaPlayerDelegate)?) {
        self.engine = engine
        self.id = id
        storedDelegate = delegate
    }

    var delegate: (any AgoraRtcMediaPlayerDelegate)? {
        get { lock.locked { storedDelegate } }
        set { lock.locked { storedDelegate = newValue } }
    }

    var videoFrameDelegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)? {
        get { lock.locked { storedVideoFrameDelegate } }
        set { lock.locked { storedVideoFrameDelegate = newValue } }
    }

    private static let gone = AgoraErrorCode.notInitialized.returnCode

    func getMediaPlayerId() -> Int32 { id }

    func open(_ url: String, startPos: Int, at site: AgoraSimCallSite?) -> Int32 {
        guard let engine else { return Self.gone }
        return engine.playerOpen(self, AgoraMediaSource(url: url, startPos: UInt(max(0, startPos))),
                                 name: "open(_:startPos:)", startPos: startPos, at: site)
    }

    func open(with source: AgoraMediaSource, at site: AgoraSimCallSite?) -> Int32 {
        engine?.playerOpen(self, source, name: "open(with:)", startPos: Int(source.startPos), at: site) ?? Self.gone
    }

    func play(at site: AgoraSimCallSite?) -> Int32 { engine?.playerPlay(self, at: site) ?? Self.gone }
    func pause(at site: AgoraSimCallSite?) -> Int32 { engine?.playerPause(self, at: site) ?? Self.gone }
    func stop(at site: AgoraSimCallSite?) -> Int32 { engine?.playerStop(self, at: site) ?? Self.gone }
    func resume(at site: AgoraSimCallSite?) -> Int32 { engine?.playerResume(self, at: site) ?? Self.gone }
    func seek(toPosition position: Int, at site: AgoraSimCallSite?) -> Int32 { engine?.playerSeek(self, position, at: site) ?? Self.gone }
    func getDuration() -> Int { engine?.playerDuration(self) ?? 0 }
    func getPosition() -> Int { engine?.playerPosition(self) ?? 0 }
    func getPlayerState() -> AgoraMediaPlayerState { engine?.playerState(self) ?? .idle }
    func getStreamCount() -> Int { engine?.playerStreamCount(self) ?? 0 }
    func getStreamBy(_ index: Int32) -> AgoraRtcMediaStreamInfo? { engine?.playerStream(self, Int(index)) }
    func setLoopCount(_ loopCount: Int32, at site: AgoraSimCallSite?) -> Int32 { engine?.playerSetLoopCount(self, loopCount, at: site) ?? Self.gone }
    func selectAudioTrack(_ index: Int32, at site: AgoraSimCallSite?) -> Int32 { engine?.playerSelectAudioTrack(self, Int(index), at: site) ?? Self.gone }

    func selectMultiAudioTrack(_ playoutTrackIndex: Int, publishTrackIndex: Int, at site: AgoraSimCallSite?) -> Int32 {
        engine?.playerSelectMultiAudioTrack(self, playoutTrackIndex, publishTrackIndex, at: site) ?? Self.gone
    }

    func mute(_ isMute: Bool, at site: AgoraSimCallSite?) -> Int32 { engine?.playerMute(self, isMute, at: site) ?? Self.gone }
    func getMute() -> Bool { engine?.playerMuted(self) ?? false }
    func adjustPlayoutVolume(_ volume: Int32, at site: AgoraSimCallSite?) -> Int32 { engine?.playerAdjustVolume(self, volume, publish: false, at: site) ?? Self.gone }
    func getPlayoutVolume() -> Int32 { engine?.playerVolume(self, publish: false) ?? Self.gone }
    func adjustPublishSignalVolume(_ volume: Int32, at site: AgoraSimCallSite?) -> Int32 { engine?.playerAdjustVolume(self, volume, publish: true, at: site) ?? Self.gone }
    func getPublishSignalVolume() -> Int32 { engine?.playerVolume(self, publish: true) ?? Self.gone }
    func setView(_ view: AgoraVideoView?, at site: AgoraSimCallSite?) -> Int32 { engine?.playerSetView(self, view, at: site) ?? Self.gone }
    func setRenderMode(_ mode: AgoraMediaPlayerRenderMode, at site: AgoraSimCallSite?) -> Int32 { engine?.playerSetRenderMode(self, mode, at: site) ?? Self.gone }

    func setSpatialAudioParams(_ params: AgoraSpatialAudioParams, at site: AgoraSimCallSite?) -> Int32 {
        engine?.playerSetSpatialAudioParams(self, params, at: site) ?? Self.gone
    }

    func setVideoFrameDelegate(_ delegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)?, at site: AgoraSimCallSite?) -> Bool {
        engine?.playerSetVideoFrameDelegate(self, delegate, at: site) == 0
    }
}
