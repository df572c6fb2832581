/// `AgoraLocalSpatialAudioConfig`: the engine `AgoraLocalSpatialAudioKit.sharedLocalSpatialAudio(with:)` works with.
public final class AgoraLocalSpatialAudioConfig: @unchecked Sendable {
    public weak var rtcEngine: AgoraRtcEngineKit?

    public init() {}
}
