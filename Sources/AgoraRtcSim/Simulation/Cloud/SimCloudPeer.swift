/// What this instance knows of another instance's user: the pictures it sent and what arrived of them, the
/// measure of the stats (nothing here is drawn from the network profile).
struct SimCloudPeer: Sendable {
    var account: String?
    /// The user's connection publishes sound (its microphone, or a player's).
    var sendsAudio = false
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
    /// The member that speaks for the user (issue 30): what anyone else says about the uid is not heard, until a
    /// later connection's presence (with a valid token, when the project has a certificate) takes the uid over.
    var sender: UInt64 = 0
    /// What arrived of each kind in the last second, so a flood stops here, before anything is decoded or opened.
    var arrivals = SimCloudArrivals()
    var video = SimCloudVideoReception()
}
