/// `AgoraRemoteVoicePositionInfo`: where a remote user or a media player is, and which way it faces, in the world
/// coordinates of `AgoraLocalSpatialAudioKit` (front, right, up).
public final class AgoraRemoteVoicePositionInfo: @unchecked Sendable {
    public var position = simd_float3(0, 0, 0)
    public var forward = simd_float3(1, 0, 0)

    public init() {}

    public init(position: simd_float3, forward: simd_float3) {
        self.position = position
        self.forward = forward
    }
}
