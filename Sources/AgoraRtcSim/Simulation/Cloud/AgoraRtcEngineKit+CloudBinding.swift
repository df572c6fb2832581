import Foundation

// A peer speaks only for itself (issue 30). Each message from the cloud comes with the id of the member that sent it
// (`SimPeerGate`); a remote user is bound to the sender whose presence admitted it, and a leave, a picture, sound, a
// data-stream packet or metadata about the uid from any other sender is not heard. Another sender takes a uid over
// only with the presence of a later login (`cloudPresenceIsSuperseded`), and with an App Certificate only with a
// token valid for this App ID, the channel and the user, as the service admits a join: a forged presence cannot
// kick anyone. What a bound sender sends is held to `SimCloudArrivals`, before it is opened or decoded.
extension AgoraRtcEngineKit {
    /// Uids one sender may speak for: one connection is one user, with room for a uid changing over.
    static let cloudUidsPerSender = 4

    var hasCertificate: Bool { !(settings.appCertificate ?? "").isEmpty }

    /// With a certificate, a presence is heard only with a token the service would admit for its user now.
    func cloudTokenAdmits(_ s: SimEngineState, _ link: SimLinkIndex, _ presence: AgoraSimPeerPresence) -> Bool {
        guard hasCertificate, let session = s[link].session else { return true }
        let verdict = SimTokenGate(appId: appId, certificate: settings.appCertificate)
            .check(presence.token, channelId: session.channelId, userId: presence.account ?? String(presence.uid),
                   unixNow: clock.unixNow)
        if case .accepted = verdict { return true }
        return false
    }

    /// The remote user of `uid` when `sender` is the one that speaks for it.
    func cloudBoundIndex(_ s: SimEngineState, _ link: SimLinkIndex, _ uid: UInt32, _ sender: UInt64) -> Int? {
        guard let index = cloudPeerIndex(s, link, UInt(uid)), s[link].remotes[index].cloud?.sender == sender else { return nil }
        return index
    }

    /// Whether `sender` already speaks for as many uids as it may (a new one is then not taken).
    func cloudSenderSpeaksForEnough(_ s: SimEngineState, _ link: SimLinkIndex, _ sender: UInt64) -> Bool {
        s[link].remotes.count { $0.cloud?.sender == sender } >= Self.cloudUidsPerSender
    }

    /// Whether a media message is from the sender bound to its user and within what that user may send in a second.
    func cloudArrivalAdmitted(_ s: inout SimEngineState, _ link: SimLinkIndex, _ message: AgoraSimPeerMessage,
                              from sender: UInt64) -> Bool {
        guard let uid = AgoraSimPeerCodec.speaker(of: message), let index = cloudBoundIndex(s, link, uid, sender) else {
            return false
        }
        var kind = AgoraSimPeerCodec.kindTag(message)
        if case .sealed(let envelope) = message { kind = envelope.content }
        return s[link].remotes[index].cloud?.arrivals.admit(kind, at: now) ?? false
    }
}
