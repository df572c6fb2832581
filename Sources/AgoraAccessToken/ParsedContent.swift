/// What `AccessToken2.parse` keeps for `verifySignature`: the signature and signing info exactly as they were in
/// the token, and the fields as read from them (a token whose fields were changed afterwards does not verify).
struct ParsedContent: Sendable {
    var signature: [UInt8]
    var signingInfo: [UInt8]
    var appId: String
    var issueTs: UInt32
    var expire: UInt32
    var salt: UInt32
    var services: [AccessToken2Service]

    /// True when `token`'s public fields are still the ones parsed.
    func matches(_ token: AccessToken2) -> Bool {
        token.appId == appId && token.issueTs == issueTs && token.expire == expire && token.salt == salt
            && token.services == services
    }
}
