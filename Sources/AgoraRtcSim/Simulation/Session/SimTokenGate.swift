import AgoraAccessToken

/// The simulated cloud's token check, against the project's App Certificate.
///
/// Policy where the facts are silent:
/// - No certificate: the project does not use tokens, so any token (or none) is accepted and never expires.
/// - A joinChannel privilege of 0 means "no separate expiry": the privilege lasts as long as the token. The
///   builders default to 0 and the meaning is unconfirmed; reading it as "expired at issue" would make every
///   default-built token useless.
/// - The token's own expiry is taken literally (issueTs + expire), including an expire of 0.
/// - Channel and App ID must match exactly (no wildcard channel: its form is undocumented); an empty account
///   in the token (built from uid 0) is the wildcard that admits any uid or account.
struct SimTokenGate: Sendable {
    let appId: String
    let certificate: String?

    func check(_ token: String?, channelId: String, userId: String, unixNow: Double) -> SimTokenVerdict {
        guard let certificate, !certificate.isEmpty else { return .accepted(expiresAt: nil) }
        guard let token, !token.isEmpty, let parsed = try? AccessToken2.parse(token) else { return .invalid }
        guard parsed.appId == appId else { return .otherAppId }
        guard parsed.verifySignature(appCertificate: certificate) else { return .invalid }
        guard let rtc = parsed.rtcService else { return .invalid }
        guard rtc.channelName == channelId else { return .otherChannel }
        guard rtc.account.isEmpty || rtc.account == userId else { return .invalid }
        guard let join = rtc.privileges[.joinChannel] else { return .invalid }
        var expiresAt = parsed.expiresAt
        if join != 0 {
            expiresAt = min(expiresAt, rtc.privilegeExpiresAt(.joinChannel, issueTs: parsed.issueTs) ?? expiresAt)
        }
        return unixNow >= Double(expiresAt) ? .expired : .accepted(expiresAt: expiresAt)
    }
}
