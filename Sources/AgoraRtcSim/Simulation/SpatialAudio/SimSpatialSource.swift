/// A sound source the listener hears through the spatial model: a remote user's voice or a media player.
struct SimSpatialSource: Sendable, Equatable {
    /// Nil until the app says where it is (`updateRemotePosition` / `updatePlayerPositionInfo`).
    var position: simd_float3?
    var forward = simd_float3(1, 0, 0)
    /// The source's own coefficient (`setRemoteAudioAttenuation` / `setPlayerAttenuation`); the SDK's default 0.5
    /// is the realistic fall-off.
    var attenuation = 0.5
    /// The own coefficient applies even across a zone's walls.
    var forceSet = false
    /// A player's `setSpatialAudioParams` (timbre only: the model's gain does not change with them).
    var blur = false
    var airAbsorb = true
}
