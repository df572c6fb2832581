// Another instance's users as one connection keeps them (issue 30): which sender speaks for which uid, what a
// sender may still deliver, and who has gone quiet. Only the connection is read or changed here, so the cloud's
// receive paths hand these the connection alone.
extension SimLink {
    /// Uids one sender may speak for: one connection is one user, with room for a uid changing over.
    static let cloudUidsPerSender = 4

    /// Another instance's user of that uid in this connection's channel.
    func cloudPeerIndex(_ uid: UInt) -> Int? {
        guard let index = remoteIndex(uid), remotes[index].cloud != nil else { return nil }
        return index
    }

    /// The remote user of `uid` when `sender` is the one that speaks for it.
    func cloudBoundIndex(_ uid: UInt32, _ sender: UInt64) -> Int? {
        guard let index = cloudPeerIndex(UInt(uid)), remotes[index].cloud?.sender == sender else { return nil }
        return index
    }

    /// Whether `sender` already speaks for as many uids as it may (a new one is then not taken).
    func cloudSenderSpeaksForEnough(_ sender: UInt64) -> Bool {
        remotes.count { $0.cloud?.sender == sender } >= Self.cloudUidsPerSender
    }

    /// Another instance's users not heard from for longer than `timeout` at `now`.
    func silentCloudPeers(at now: Double, timeout: Double) -> [UInt] {
        remotes.filter { ($0.cloud?.lastHeardAt).map { now - $0 > timeout } ?? false }.map(\.uid)
    }

    /// Whether this connection receives `user`'s sound: subscribed, not muted locally, not cut off.
    func hearsCloudAudio(_ user: SimRemoteUser, profile: AgoraChannelProfile) -> Bool {
        guard let session, isJoined else { return false }
        return user.publishesAudio && user.isVisible(in: profile) && session.autoSubscribeAudio && !session.inOutage
            && receivesAudio(of: user.uid)
    }

    /// Whether `presence` comes from an earlier connection of a user this connection already hears from a later one,
    /// or is not to be heard at all: another sender's presence that does not say a later login (issue 30), or a new uid
    /// from a sender that already speaks for as many as one connection may. Otherwise the user is now the connection
    /// of `presence`, and its sender the one that speaks for it: a newer one's pictures count afresh.
    mutating func cloudPresenceIsSuperseded(_ presence: AgoraSimPeerPresence, from sender: UInt64) -> Bool {
        guard let index = remoteIndex(UInt(presence.uid)), let known = remotes[index].cloud else {
            return cloudSenderSpeaksForEnough(sender)
        }
        let heard = (known.joinedAtMs, known.connectionId), said = (presence.joinedAtMs, presence.connectionId)
        if said < heard || (said == heard && sender != known.sender) { return true }
        if heard < said {
            remotes[index].cloud?.joinedAtMs = presence.joinedAtMs
            remotes[index].cloud?.connectionId = presence.connectionId
            remotes[index].cloud?.sender = sender
            remotes[index].cloud?.arrivals = SimCloudArrivals()
            remotes[index].cloud?.video.restart()
        }
        return false
    }

    /// Whether a message of `kind` about `uid` is from the sender bound to that user and within what the user may send
    /// in a second (counted if it is).
    mutating func cloudArrivalAdmitted(_ uid: UInt32, kind: UInt8, from sender: UInt64, at now: Double) -> Bool {
        guard let index = cloudBoundIndex(uid, sender) else { return false }
        return remotes[index].cloud?.arrivals.admit(kind, at: now) ?? false
    }

    /// Leaves the cloud's room; the others hear it (reason quit) unless there is no `farewell`. False when this
    /// connection was not in one.
    mutating func leaveCloud(farewell: Bool) -> Bool {
        cloud.leave(saying: farewell ? session.map { .leave(uid: UInt32(truncatingIfNeeded: $0.uid)) } : nil)
    }
}
