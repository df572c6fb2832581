import Testing
import TestSupport
@testable import AgoraAccessToken

@Suite struct RoundTripTests {
    static let appId = TestProject.appId
    static let certificate = TestProject.certificate
    static let otherCertificate = "5CFd2fd1755d40ecb72977518be15d3c"

    static let everyService: [AccessToken2Service] = [
        .rtm2(userId: "rtm2-user", privileges: [1: 90],
              permissions: [2: [1: ["b", "a"], 3: []], 1: [7: ["channel-1"]]]),
        .apaas(roomUuid: "room", userUuid: "user", role: -2, privileges: [3: 30, 1: 10, 2: 20]),
        .fcdn(channelName: "cdn", account: "viewer", privileges: [2: 5, 1: 4]),
        .chat(userId: "chatter", privileges: [2: 1]),
        .fpa(privileges: [:]),
        .streaming(channelName: "mix", account: "42", privileges: [1: 600, 2: 700]),
        .rtm(userId: "ユーザー", privileges: [1: UInt32.max]),
        .rtc(AccessToken2RtcService(channelName: "频道 1", account: "",
                                    privileges: [.publishDataStream: 9, .joinChannel: 1])),
    ]

    @Test func everyServiceRoundTrips() throws {
        let token = AccessToken2(appId: Self.appId, issueTs: 1_700_000_000, expire: 86_400, salt: 99_999_999,
                                 services: Self.everyService)
        let built = try token.build(appCertificate: Self.certificate)
        let parsed = try AccessToken2.parse(built)
        #expect(parsed.appId == token.appId)
        #expect(parsed.issueTs == token.issueTs)
        #expect(parsed.expire == token.expire)
        #expect(parsed.salt == token.salt)
        #expect(parsed.services == token.services.sorted { $0.type < $1.type })
        #expect(parsed.services.map(\.type) == [1, 2, 3, 4, 5, 6, 7, 8])
        #expect(parsed.verifySignature(appCertificate: Self.certificate))
        #expect(try parsed.build(appCertificate: Self.certificate) == built, "a parsed token rebuilds to the same text")
    }

    @Test func builderRoundTripWithDefaultTimeAndSalt() throws {
        let before = AccessToken2.currentUnixTime()
        let built = try RtcTokenBuilder2.buildToken(appId: Self.appId, appCertificate: Self.certificate,
                                                   channelName: "demo", uid: 1234, role: .publisher,
                                                   tokenExpire: 3600, privilegeExpire: 1800)
        let after = AccessToken2.currentUnixTime()
        let parsed = try AccessToken2.parse(built)
        #expect((before...after).contains(parsed.issueTs))
        #expect((1...99_999_999).contains(parsed.salt))
        #expect(parsed.expire == 3600)
        #expect(parsed.rtcService == AccessToken2RtcService(
            channelName: "demo", account: "1234",
            privileges: [.joinChannel: 1800, .publishAudioStream: 1800, .publishVideoStream: 1800,
                         .publishDataStream: 1800]))
        #expect(parsed.verifySignature(appCertificate: Self.certificate))
    }

    @Test func subscriberGetsJoinChannelOnly() throws {
        let built = try RtcTokenBuilder2.buildToken(appId: Self.appId, appCertificate: Self.certificate,
                                                   channelName: "demo", account: "alice", role: .subscriber,
                                                   tokenExpire: 600, privilegeExpire: 300, issueTs: 5, salt: 7)
        let parsed = try AccessToken2.parse(built)
        #expect(parsed.rtcService?.privileges == [.joinChannel: 300])
        #expect(parsed.rtcService?.account == "alice")
        #expect(parsed.issueTs == 5)
        #expect(parsed.salt == 7)
    }

    @Test func duplicateServiceTypesKeepTheirOrder() throws {
        let first = AccessToken2RtcService(channelName: "first", account: "1", privileges: [.joinChannel: 1])
        let second = AccessToken2RtcService(channelName: "second", account: "2", privileges: [.joinChannel: 2])
        let token = AccessToken2(appId: Self.appId, issueTs: 1, expire: 2, salt: 3,
                                 services: [.rtm(userId: "u", privileges: [1: 1]), .rtc(first), .rtc(second)])
        let parsed = try AccessToken2.parse(try token.build(appCertificate: Self.certificate))
        #expect(parsed.services == [.rtc(first), .rtc(second), .rtm(userId: "u", privileges: [1: 1])])
        #expect(parsed.rtcService == first)
    }

    @Test func wrongCertificateDoesNotVerify() throws {
        let parsed = try AccessToken2.parse(try Self.sampleToken())
        #expect(parsed.verifySignature(appCertificate: Self.certificate))
        #expect(!parsed.verifySignature(appCertificate: Self.otherCertificate))
        #expect(!parsed.verifySignature(appCertificate: Self.certificate.lowercased()),
                "the certificate is signed as ASCII, so its case matters")
        #expect(!parsed.verifySignature(appCertificate: "not a certificate"))
        #expect(!parsed.verifySignature(appCertificate: ""))
    }

    @Test func tamperedPayloadDoesNotVerify() throws {
        let content = try TokenSurgery.content(of: try Self.sampleToken())
        // 100 is inside the channel name, 70 inside issueTs, 10 inside the stored signature.
        for position in [100, 70, 10] {
            var tampered = content
            tampered[position] ^= 0x01
            let parsed = try AccessToken2.parse(TokenSurgery.token(content: tampered))
            #expect(!parsed.verifySignature(appCertificate: Self.certificate), "byte \(position) flipped")
        }
        let untouched = try AccessToken2.parse(TokenSurgery.token(content: content))
        #expect(untouched.verifySignature(appCertificate: Self.certificate))
    }

    @Test func changedFieldsOrUnparsedTokensDoNotVerify() throws {
        var parsed = try AccessToken2.parse(try Self.sampleToken())
        parsed.expire += 1
        #expect(!parsed.verifySignature(appCertificate: Self.certificate))
        parsed.expire -= 1
        #expect(parsed.verifySignature(appCertificate: Self.certificate))

        let fresh = AccessToken2(appId: Self.appId, issueTs: 1, expire: 2, salt: 3,
                                 services: [.fpa(privileges: [1: 1])])
        #expect(!fresh.verifySignature(appCertificate: Self.certificate))
    }

    @Test func equalityIgnoresWhatParseKeeps() throws {
        let token = AccessToken2(appId: Self.appId, issueTs: 1, expire: 2, salt: 3,
                                 services: [.fpa(privileges: [1: 1])])
        let parsed = try AccessToken2.parse(try token.build(appCertificate: Self.certificate))
        #expect(parsed.parsed != nil)
        #expect(parsed == token)
        var changed = parsed
        changed.salt = 4
        #expect(changed != token)
    }

    static func sampleToken() throws -> String {
        try RtcTokenBuilder2.buildToken(appId: appId, appCertificate: certificate,
                                        channelName: "7d72365eb983485397e3e3f9d460bdda", uid: 2_882_341_273,
                                        role: .subscriber, tokenExpire: 600, privilegeExpire: 600,
                                        issueTs: 1_111_111, salt: 1)
    }
}
