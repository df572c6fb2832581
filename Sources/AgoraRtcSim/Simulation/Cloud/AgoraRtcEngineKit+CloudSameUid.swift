import Foundation

// The SDK's answer to a duplicate login, across instances: when a uid already in the channel joins again from
// another instance, the earlier connection fails with (FAILED, sameUidLogin) and the later one stays. Each presence
// carries its connection's join time (Unix ms) and a random id for ties, so every instance decides alike. The failed
// connection goes from the cloud without a leave, which would take the uid (now the later connection's user) from
// the others; they keep that user, and only stop hearing the earlier connection.
extension AgoraRtcEngineKit {
    /// Another instance says it is this connection's own uid: the earlier of the two fails (and leaves the room
    /// without a word); the later one waits for the earlier to go. Whether a presence of a remote user's uid comes
    /// from its later connection is `SimLink.cloudPresenceIsSuperseded`.
    func cloudSameUid(_ s: inout SimEngineState, _ link: SimLinkIndex, _ other: AgoraSimPeerPresence) -> [SimCallback] {
        guard s[link].cloud.joinedBefore(other) else { return [] }
        let callbacks = failConnection(&s, link, .sameUidLogin)
        stopCloud(&s, link, farewell: false)
        return callbacks
    }
}
