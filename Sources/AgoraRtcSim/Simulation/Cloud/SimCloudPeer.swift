/// What this instance knows of another instance's user: the pictures it sent and what arrived of them, the
/// measure of the stats (nothing here is drawn from the network profile).
struct SimCloudPeer: Sendable {
    var account: String?
    /// Engine time of the last message from the user; silence longer than the SDK's offline timeout drops it.
    var lastHeardAt: Double
    var picture: AgoraSimVideoFrame?
    /// The user's sound (`AgoraRtcEngineKit+CloudAudio`).
    var audio = SimCloudAudioReceiver()
    /// Its data streams failed to decrypt here (reported once; media failures are the remote user's own flag).
    var streamDecryptionFailureReported = false
    /// The connection of the uid heard last (join time and id): a presence from an earlier one is a duplicate
    /// login's loser, about to fail, and is not heard.
    var joinedAtMs: UInt64 = 0
    var connectionId: UInt64 = 0
    var video = SimCloudVideoReception()
}
