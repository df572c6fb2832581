import Foundation

extension AgoraRtcEngineKit {
    /// What the simulated cloud checks when a join reaches it: the project first (an App ID it does not know
    /// fails before any token is looked at), then the token.
    func joinFailure(_ session: SimSession) -> (reason: AgoraConnectionChangedReason, error: AgoraErrorCode)? {
        if let project = settings.projectAppId, !(SimCredentialRules.isWellFormed(appId) && appId == project) {
            return (.invalidAppId, .invalidAppId)
        }
        switch tokenCheck(session.token, for: session) {
        case nil: return nil
        case .tokenExpired?: return (.tokenExpired, .tokenExpired)
        default: return (.invalidToken, .invalidToken)
        }
    }

    /// nil when the token is accepted. Without an App Certificate the project does not use tokens at all.
    func tokenCheck(_ token: String?, for session: SimSession) -> AgoraErrorCode? {
        guard let certificate = settings.appCertificate, !certificate.isEmpty else { return nil }
        guard let token, !token.isEmpty else { return .invalidToken }
        guard let verifier = settings.tokenVerifier else { return nil }
        let result = verifier(token, appId, certificate, session.channelId, session.uid)
        return result == .noError ? nil : result
    }
}
