import AgoraAccessToken
import Foundation

extension AgoraRtcEngineKit {
    /// The simulated cloud knows one project: an App ID it does not know fails the join before any token is
    /// looked at. nil when the App ID is accepted.
    var projectFailure: (reason: AgoraConnectionChangedReason, error: AgoraErrorCode)? {
        guard let project = settings.projectAppId else { return nil }
        return AccessToken2.isValidCredential(appId) && appId == project ? nil : (.invalidAppId, .invalidAppId)
    }

    /// The token checked against the session's channel and its joining account (or uid in decimal), at the
    /// clock's Unix time.
    func tokenVerdict(_ token: String?, for session: SimSession) -> SimTokenVerdict {
        SimTokenGate(appId: appId, certificate: settings.appCertificate)
            .check(token, channelId: session.channelId, userId: session.tokenUserId, unixNow: clock.unixNow)
    }
}
