import Testing
@testable import AgoraAccessToken

/// Byte-exact reproduction of the published vectors (needs C zlib's deflate, e.g. Debian's zlib 1.2.13).
@Suite struct VectorTests {
    let vectors: TestVectors

    init() throws {
        vectors = try TestVectors.load()
    }

    @Test(arguments: ["V1", "V2", "V3", "V4"])
    func publishedVectorReproduces(id: String) throws {
        let vector = try vectors.vector(id)
        let token = try vectors.token(for: vector).build(appCertificate: vectors.appCertificate)
        #expect(token == vector.token)
    }

    @Test func v1FromUidAndFromAccount() throws {
        let expected = try vectors.vector("V1").token
        let fromUid = try RtcTokenBuilder2.buildToken(
            appId: vectors.appId, appCertificate: vectors.appCertificate, channelName: vectors.channel,
            uid: TestVectors.uid, role: .subscriber, tokenExpire: 600, privilegeExpire: 600,
            issueTs: vectors.issueTs, salt: vectors.salt)
        let fromAccount = try RtcTokenBuilder2.buildToken(
            appId: vectors.appId, appCertificate: vectors.appCertificate, channelName: vectors.channel,
            account: "2882341273", role: .subscriber, tokenExpire: 600, privilegeExpire: 600,
            issueTs: vectors.issueTs, salt: vectors.salt)
        #expect(fromUid == expected)
        #expect(fromAccount == expected)
    }

    @Test func v2FromUidZero() throws {
        let token = try RtcTokenBuilder2.buildToken(
            appId: vectors.appId, appCertificate: vectors.appCertificate, channelName: vectors.channel,
            uid: 0, role: .subscriber, tokenExpire: 600, privilegeExpire: 600,
            issueTs: vectors.issueTs, salt: vectors.salt)
        #expect(token == (try vectors.vector("V2").token))
        #expect(try AccessToken2.parse(token).rtcService?.account == "")
    }

    @Test func v5PublisherToken() throws {
        let token = try RtcTokenBuilder2.buildToken(
            appId: vectors.appId, appCertificate: vectors.appCertificate, channelName: vectors.channel,
            uid: TestVectors.uid, role: .publisher, tokenExpire: 600, privilegeExpire: 600,
            issueTs: vectors.issueTs, salt: vectors.salt)
        #expect(token == TestVectors.v5)
    }

    @Test func v1IntermediateKeys() {
        let keys = TokenSigner.signingKeys(appCertificate: vectors.appCertificate, issueTs: vectors.issueTs,
                                           salt: vectors.salt)
        #expect(keys.k1.hex == TestVectors.v1K1)
        #expect(keys.k2.hex == TestVectors.v1K2)
    }

    /// Independent of the deflate implementation: the vector's inflated content equals ours byte for byte, and its
    /// fields and signature are the documented ones. On a zlib-ng machine this still passes and pins down whether
    /// a vector mismatch is only compression.
    @Test func v1ContentMatchesWithoutComparingDeflateBytes() throws {
        let vector = try vectors.vector("V1")
        let published = try TokenSurgery.content(of: vector.token)
        let ours = try vectors.token(for: vector).content(appCertificate: vectors.appCertificate)
        #expect(published.count == 138)
        #expect(ours == published)
        #expect(Array(published[0..<2]) == [0x20, 0x00])
        #expect(Array(published[2..<34]).hex == TestVectors.v1Signature)

        let parsed = try AccessToken2.parse(vector.token)
        #expect(parsed.appId == vectors.appId)
        #expect(parsed.issueTs == 1_111_111)
        #expect(parsed.expire == 600)
        #expect(parsed.salt == 1)
        #expect(parsed.services == [.rtc(AccessToken2RtcService(channelName: vectors.channel, account: "2882341273",
                                                                privileges: [.joinChannel: 600]))])
        #expect(parsed.parsed?.signature.hex == TestVectors.v1Signature)
        #expect(parsed.verifySignature(appCertificate: vectors.appCertificate))
    }

    @Test(arguments: ["V1", "V2", "V3", "V4"])
    func publishedVectorParsesAndVerifies(id: String) throws {
        let vector = try vectors.vector(id)
        let parsed = try AccessToken2.parse(vector.token)
        #expect(parsed == vectors.token(for: vector))
        #expect(parsed.verifySignature(appCertificate: vectors.appCertificate))
    }

    @Test func v3ServicesAreSortedByType() throws {
        let vector = try vectors.vector("V3")
        var token = vectors.token(for: vector)
        token.services.reverse()
        #expect(try token.build(appCertificate: vectors.appCertificate) == vector.token)
        #expect(try AccessToken2.parse(vector.token).services.map(\.type) == [1, 2, 4, 5])
    }
}
