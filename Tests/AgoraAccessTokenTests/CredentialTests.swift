import Testing
@testable import AgoraAccessToken

@Suite struct CredentialTests {
    @Test(arguments: ["970CA35de60c44645bbae8a215061b33", "5CFd2fd1755d40ecb72977518be15d3b",
                      "0123456789abcdefABCDEF0123456789", "ffffffffffffffffffffffffffffffff"])
    func accepted(value: String) {
        #expect(AccessToken2.isValidCredential(value))
    }

    @Test(arguments: ["Z70CA35de60c44645bbae8a215061b33", "970CA35de60c44645bbae8a215061b3",
                      "970CA35de60c44645bbae8a215061b333", "", "970CA35de60c44645bbae8a215061b3 ",
                      "970CA35de60c44645bbae8a215061b3g", "970CA35de60c44645bbae8a215061b3é",
                      "970CA35de60c44645bbae8a215061b3-"])
    func rejected(value: String) {
        #expect(!AccessToken2.isValidCredential(value))
    }

    @Test func buildRejectsBadCredentialsAndEmptyServices() {
        let service = AccessToken2Service.fpa(privileges: [1: 1])
        let good = RoundTripTests.appId
        let certificate = RoundTripTests.certificate
        #expect(throws: AccessToken2Error.invalidAppId) {
            try AccessToken2(appId: "Z70CA35de60c44645bbae8a215061b33", issueTs: 1, expire: 1, salt: 1,
                             services: [service]).build(appCertificate: certificate)
        }
        #expect(throws: AccessToken2Error.invalidAppCertificate) {
            try AccessToken2(appId: good, issueTs: 1, expire: 1, salt: 1, services: [service])
                .build(appCertificate: "5CFd2fd1755d40ecb72977518be15d3")
        }
        #expect(throws: AccessToken2Error.noService) {
            try AccessToken2(appId: good, issueTs: 1, expire: 1, salt: 1).build(appCertificate: certificate)
        }
        #expect(throws: AccessToken2Error.invalidAppId, "the app ID is checked first") {
            try AccessToken2(appId: "", issueTs: 1, expire: 1, salt: 1).build(appCertificate: "")
        }
        #expect(throws: AccessToken2Error.invalidAppCertificate) {
            try RtcTokenBuilder2.buildToken(appId: good, appCertificate: "", channelName: "c", uid: 1, role: .publisher,
                                            tokenExpire: 1, privilegeExpire: 1)
        }
    }

    @Test func fieldsOverTheLengthPrefixAreRejectedByName() throws {
        let longest = String(repeating: "x", count: 65_535)
        let tooLong = longest + "x"
        let certificate = RoundTripTests.certificate
        func build(_ service: AccessToken2Service) throws {
            _ = try AccessToken2(appId: RoundTripTests.appId, issueTs: 1, expire: 1, salt: 1, services: [service])
                .build(appCertificate: certificate)
        }
        #expect(throws: AccessToken2Error.fieldTooLong("channelName")) {
            try build(.rtc(AccessToken2RtcService(channelName: tooLong, account: "")))
        }
        #expect(throws: AccessToken2Error.fieldTooLong("account")) {
            try build(.rtc(AccessToken2RtcService(channelName: "c", account: tooLong)))
        }
        #expect(throws: AccessToken2Error.fieldTooLong("userId")) {
            try build(.rtm(userId: tooLong, privileges: [:]))
        }
        var privileges: [UInt16: UInt32] = [:]
        for key in UInt16.min...UInt16.max { privileges[key] = 1 }
        #expect(throws: AccessToken2Error.fieldTooLong("privileges")) {
            try build(.fpa(privileges: privileges))
        }
        #expect(throws: AccessToken2Error.fieldTooLong("services")) {
            _ = try AccessToken2(appId: RoundTripTests.appId, issueTs: 1, expire: 1, salt: 1,
                                 services: Array(repeating: .fpa(privileges: [:]), count: 65_536))
                .build(appCertificate: certificate)
        }
        try build(.rtc(AccessToken2RtcService(channelName: longest, account: "")))
    }

    @Test func randomSaltStaysInRange() {
        var seen = Set<UInt32>()
        for _ in 0..<2_000 {
            let salt = AccessToken2.randomSalt()
            #expect((1...99_999_999).contains(salt))
            seen.insert(salt)
        }
        #expect(seen.count > 1_900, "salts are random")
    }
}
