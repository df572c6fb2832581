import Foundation

// The SDK's answer to a duplicate login, across instances: when a uid already in the channel joins again from
// another instance, the earlier connection fails with (FAILED, sameUidLogin) and the later one stays. Each presence
// carries its connection's join time (Unix ms) and a random id for ties, so every instance decides alike. The failed
// connection goes from the cloud without a leave, which would take the uid (now the later connection's user) from
// the others; they keep that user, and only stop hearing the earlier connection.
extension AgoraRtcEngineKit {
    /// Draws this connection's id in the cloud as it joins (not from the seed: two terminals started alike must
    /// still differ).
    func stampCloudIdentity(_ s: inout SimEngineState, _ link: SimLinkIndex) {
        s[link].cloudJoinedAtMs = UInt64(max(0, (clock.unixNow * 1000).rounded()))
        s[link].cloudConnectionId = UInt64.random(in: 1...UInt64.max)
        s[link].cloudPicturesSent = 0
    }

    /// Another instance says it is this connection's own uid: the earlier of the two fails; the later one waits
    /// for the earlier to go.
    func cloudSameUid(_ s: inout SimEngineState, _ link: SimLinkIndex, _ other: AgoraSimPeerPresence) -> [SimCallback] {
        guard (s[link].cloudJoinedAtMs, s[link].cloudConnectionId) < (other.joinedAtMs, other.connectionId) else { return [] }
        let callbacks = failConnection(&s, link, .sameUidLogin)
        stopCloud(&s, link, farewell: false)
        return callbacks
    }

    /// Whether `presence` comes from an earlier connection of a user this connection already hears from a later one,
    /// or is not to be heard at all: another sender's presence that does not say a later login (issue 30), or a new uid
    /// from a sender that already speaks for as many as one connection may. Otherwise the user is now the connection
    /// of `presence`, and its sender the one that speaks for it: a newer one's pictures count afresh.
    func cloudPresenceIsSuperseded(_ s: inout SimEngineState, _ link: SimLinkIndex, _ presence: AgoraSimPeerPresence,
                                   from sender: UInt64) -> Bool {
        guard let index = s[link].remoteIndex(UInt(presence.uid)), let known = s[link].remotes[index].cloud else {
            return cloudSenderSpeaksForEnough(s, link, sender)
        }
        let heard = (known.joinedAtMs, known.connectionId), said = (presence.joinedAtMs, presence.connectionId)
        if said < heard || (said == heard && sender != known.sender) { return true }
        if heard < said {
            s[link].remotes[index].cloud?.joinedAtMs = presence.joinedAtMs
            s[link].remotes[index].cloud?.connectionId = presence.connectionId
            s[link].remotes[index].cloud?.sender = sender
            s[link].remotes[index].cloud?.arrivals = SimCloudArrivals()
            s[link].remotes[index].cloud?.video.restart()
        }
        return false
    }
}
