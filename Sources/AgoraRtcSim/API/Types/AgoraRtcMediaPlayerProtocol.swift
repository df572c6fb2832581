/// `AgoraRtcMediaPlayerProtocol`: a media player made by `AgoraRtcEngineKit.createMediaPlayer(with:)`. Calls are
/// traced like the engine's and never block; what they start is reported to the `AgoraRtcMediaPlayerDelegate`.
/// Once the player or its engine is destroyed every call returns -7 (getters 0, nil or `.idle`). Return codes for a
/// call in the wrong state are the simulation's choices (README, "Media player").
/// The calls that reach the trace take the app's line (`site`); the app calls them as the SDK spells them, through
/// the extension in `AgoraRtcMediaPlayerProtocol+CallSite`, which fills it in from `#filePath`/`#line`.
public protocol AgoraRtcMediaPlayerProtocol: AnyObject, Sendable {
    func getMediaPlayerId() -> Int32
    /// Opens `url` (a local path, `file://` or network URL) and starts playing from `startPos` ms once it is open.
    @discardableResult func open(_ url: String, startPos: Int, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func open(with source: AgoraMediaSource, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func play(at site: AgoraSimCallSite?) -> Int32
    @discardableResult func pause(at site: AgoraSimCallSite?) -> Int32
    @discardableResult func stop(at site: AgoraSimCallSite?) -> Int32
    @discardableResult func resume(at site: AgoraSimCallSite?) -> Int32
    /// Milliseconds from the start.
    @discardableResult func seek(toPosition position: Int, at site: AgoraSimCallSite?) -> Int32
    /// Milliseconds; 0 when nothing is open.
    func getDuration() -> Int
    /// Milliseconds; 0 when nothing is open.
    func getPosition() -> Int
    func getPlayerState() -> AgoraMediaPlayerState
    func getStreamCount() -> Int
    func getStreamBy(_ index: Int32) -> AgoraRtcMediaStreamInfo?
    @discardableResult func setLoopCount(_ loopCount: Int32, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func selectAudioTrack(_ index: Int32, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func selectMultiAudioTrack(_ playoutTrackIndex: Int, publishTrackIndex: Int, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func mute(_ isMute: Bool, at site: AgoraSimCallSite?) -> Int32
    func getMute() -> Bool
    /// 0–100, 100 the file's own level.
    @discardableResult func adjustPlayoutVolume(_ volume: Int32, at site: AgoraSimCallSite?) -> Int32
    func getPlayoutVolume() -> Int32
    /// 0–400, 100 the file's own level.
    @discardableResult func adjustPublishSignalVolume(_ volume: Int32, at site: AgoraSimCallSite?) -> Int32
    func getPublishSignalVolume() -> Int32
    /// The view the player renders its video into; nil stops rendering.
    @discardableResult func setView(_ view: AgoraVideoView?, at site: AgoraSimCallSite?) -> Int32
    @discardableResult func setRenderMode(_ mode: AgoraMediaPlayerRenderMode, at site: AgoraSimCallSite?) -> Int32
    /// Who gets every picture the player shows as raw data (nil: nobody); false once the player is destroyed.
    @discardableResult func setVideoFrameDelegate(_ delegate: (any AgoraRtcMediaPlayerVideoFrameDelegate)?, at site: AgoraSimCallSite?) -> Bool
    /// The player as a spatial sound source (`AgoraSpatialAudioParams`; nil fields keep their value). -2 for a value
    /// out of the SDK's ranges.
    @discardableResult func setSpatialAudioParams(_ params: AgoraSpatialAudioParams, at site: AgoraSimCallSite?) -> Int32
}
