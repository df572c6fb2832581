import Foundation

// A peer speaks only for itself (issue 30). Each message from the cloud comes with the id of the member that sent it
// (`SimPeerGate`); a remote user is bound to the sender whose presence admitted it, and a leave, a picture, sound, a
// data-stream packet or metadata about the uid from any other sender is not heard. Another sender takes a uid over
// only with the presence of a later login (`SimLink.cloudPresenceIsSuperseded`), and with an App Certificate only with a
// token valid for this App ID, the channel and the user, as the service admits a join: a forged presence cannot
// kick anyone. What a bound sender sends is held to `SimCloudArrivals`, before it is opened or decoded.
extension AgoraRtcEngineKit {
    var hasCertificate: Bool { !(settings.appCertificate ?? "").isEmpty }

    /// With a certificate, a presence is heard only with a token the service would admit for its user now.
    func cloudTokenAdmits(_ connection: SimLink, _ presence: AgoraSimPeerPresence) -> Bool {
        guard hasCertificate, let session = connection.session else { return true }
        let verdict = SimTokenGate(appId: appId, certificate: settings.appCertificate)
            .check(presence.token, channelId: session.channelId, userId: presence.account ?? String(presence.uid),
                   unixNow: clock.unixNow)
        if case .accepted = verdict { return true }
        return false
    }

    /// What a media message counts as in `SimCloudArrivals`: a sealed one as what it holds.
    static func arrivalKind(_ message: AgoraSimPeerMessage) -> UInt8 {
        if case .sealed(let envelope) = message { return envelope.content }
        return AgoraSimPeerCodec.kindTag(message)
    }
}
