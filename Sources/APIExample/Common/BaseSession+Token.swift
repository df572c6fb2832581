import AgoraRtcSim

// Token renewal, which the original never did: `tokenPrivilegeWillExpire` (30 s ahead) and
// `rtcEngineRequestToken` (at expiry) both ask the token service again and hand the result to `renewToken`.
extension BaseSession {
    /// Whether the app can get a new token for this channel: only for tokens it requested itself, from a
    /// service that signs for the engine's App ID.
    var canRenewToken: Bool {
        joinedWith != nil && tokenProvider.issuesTokens && engineAppId == context.keyCenter.appId
    }

    func renewToken(because reasonKey: String) {
        guard let engine else { return }
        note(reasonKey)
        guard canRenewToken, let request = joinedWith else {
            note("token.log.cannotRenew", kind: .error)
            if reasonKey == "token.log.expired" { show(SessionNotice("token.expiredNoRenew", severity: .error)) }
            return
        }
        status.tokenState = .renewing
        changed()
        let generation = self.generation, engineId = ObjectIdentifier(engine)
        tokenProvider.generateToken(request) { [weak self] result in
            // The user may have left, or the engine been destroyed, while the request was out.
            guard let self, self.generation == generation, let engine = self.engine, ObjectIdentifier(engine) == engineId
            else { return }
            switch result {
            case .success(let token?):
                let code = engine.renewToken(token)
                if code != 0 {
                    self.status.tokenState = .failed
                    self.note("token.log.renewRefused", [String(code)], kind: .error)
                }
            case .success(nil):
                break
            case .failure(let error):
                self.status.tokenState = .failed
                self.note("token.log.failed", [error.messageKey], kind: .error)
                // Before expiry there is still time: rtcEngineRequestToken will ask again. After, say so.
                if reasonKey == "token.log.expired" {
                    self.show(SessionNotice("token.failed", [error.messageKey], severity: .error))
                }
            }
            self.changed()
        }
    }

    func renewFinished(_ code: AgoraRenewTokenErrorCode) {
        if code == .success {
            status.tokenState = .renewed
            note("token.log.renewed")
        } else {
            status.tokenState = .failed
            note("token.log.renewRejected", [".\(code)"], kind: .error)
        }
    }
}
