import AgoraAccessToken
import TestSupport
@testable import AgoraRtcSim

/// Real AccessToken2 tokens for the simulated project (App ID and certificate of the published test vectors),
/// issued at the harness clock's Unix time unless told otherwise.
struct TokenFixture {
    static let appId = TestProject.appId
    static let certificate = TestProject.certificate
    static let otherAppId = "0123456789abcdef0123456789abcdef"
    static let otherCertificate = "fedcba9876543210fedcba9876543210"

    let clock: AgoraSimVirtualClock

    /// A harness whose engine belongs to the project whose certificate the cloud knows.
    static func harness(remotes: Int = 0, certificate: String? = TokenFixture.certificate,
                        unixOrigin: Double? = nil) -> SimHarness {
        SimHarness(remotes: remotes, certificate: certificate, appId: appId, unixOrigin: unixOrigin)
    }

    func uid(_ uid: UInt32, channel: String = "demo", expire: UInt32 = 600, privilege: UInt32 = 0,
             issuedAgo: UInt32 = 0, appId: String = TokenFixture.appId,
             certificate: String = TokenFixture.certificate) -> String {
        (try? RtcTokenBuilder2.buildToken(appId: appId, appCertificate: certificate, channelName: channel, uid: uid,
                                          role: .publisher, tokenExpire: expire, privilegeExpire: privilege,
                                          issueTs: issueTs(ago: issuedAgo), salt: 1)) ?? ""
    }

    func account(_ account: String, channel: String = "demo", expire: UInt32 = 600, privilege: UInt32 = 0) -> String {
        (try? RtcTokenBuilder2.buildToken(appId: Self.appId, appCertificate: Self.certificate, channelName: channel,
                                          account: account, role: .subscriber, tokenExpire: expire,
                                          privilegeExpire: privilege, issueTs: issueTs(ago: 0), salt: 1)) ?? ""
    }

    private func issueTs(ago: UInt32) -> UInt32 {
        UInt32(clock.unixNow.rounded(.down)) - ago
    }
}

extension SimHarness {
    var tokens: TokenFixture { TokenFixture(clock: clock) }

    /// Joins "demo" as a broadcaster with `token` and runs past the join handshake.
    @discardableResult
    func join(token: String?, uid: UInt = 4242, channel: String = "demo") -> Int32 {
        engine.setClientRole(.broadcaster)
        let code = engine.joinChannel(byToken: token, channelId: channel, uid: uid, mediaOptions: .init(), joinSuccess: nil)
        advance(0.5)
        return code
    }

    var state: AgoraConnectionState { engine.getConnectionState() }
}
