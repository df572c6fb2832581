import Testing
import AgoraAccessToken

@Suite struct ExpiryTests {
    @Test func tokenExpiresAtIssuePlusExpire() throws {
        let parsed = try AccessToken2.parse(try RoundTripTests.sampleToken())
        #expect(parsed.expiresAt == 1_111_711)
        let extreme = AccessToken2(appId: "", issueTs: .max, expire: .max, salt: 0)
        #expect(extreme.expiresAt == 2 * UInt64(UInt32.max), "no 32-bit overflow")
    }

    @Test func privilegeExpiresAtIssuePlusValue() throws {
        let token = try RtcTokenBuilder2.buildToken(
            appId: RoundTripTests.appId, appCertificate: RoundTripTests.certificate, channelName: "c", uid: 7,
            role: .subscriber, tokenExpire: 3_600, privilegeExpire: 900, issueTs: 1_000_000, salt: 1)
        let parsed = try AccessToken2.parse(token)
        let rtc = try #require(parsed.rtcService)
        #expect(rtc.privilegeExpiresAt(.joinChannel, issueTs: parsed.issueTs) == 1_000_900)
        #expect(rtc.privilegeExpiresAt(.publishAudioStream, issueTs: parsed.issueTs) == nil)
        #expect(parsed.expiresAt == 1_003_600)

        let service = AccessToken2RtcService(channelName: "c", account: "", privileges: [.publishVideoStream: .max])
        #expect(service.privilegeExpiresAt(.publishVideoStream, issueTs: .max) == 2 * UInt64(UInt32.max))
    }

    @Test func rtcServiceIsNilWithoutOne() {
        let token = AccessToken2(appId: "", issueTs: 0, expire: 0, salt: 0,
                                 services: [.rtm(userId: "u", privileges: [1: 1])])
        #expect(token.rtcService == nil)
    }
}
