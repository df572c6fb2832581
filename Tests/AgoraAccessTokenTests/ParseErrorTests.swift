import Testing
@testable import AgoraAccessToken

/// Each malformed input has its own error. Offsets refer to the 138-byte content of vector V1 (facts §1.5):
/// 0 signature length, 2 signature, 34 appId length, 36 appId, 68 issueTs, 72 expire, 76 salt, 80 service count,
/// 82 service type, 84 privilege count, 86 key, 88 value, 92 channel length, 94 channel, 126 account length,
/// 128 account.
@Suite struct ParseErrorTests {
    let content: [UInt8]

    init() throws {
        content = try TokenSurgery.content(of: try RoundTripTests.sampleToken())
    }

    @Test func contentLayoutIsTheDocumentedOne() {
        #expect(content.count == 138)
        #expect(Array(content[80..<86]) == [1, 0, 1, 0, 1, 0])
        #expect(Array(content[126..<128]) == [10, 0])
    }

    @Test(arguments: ["006970CA35de60c44645bbae8a215061b33IACV0fZUBw+72cVoL9eyGGh3Q6Poi8bgjwVLnyKSJyOXR7dIfRBXoFHlEAABAAAAR/QQAAEAAQCvKDdW",
                      "00", "", "7eJxTYBBb", "0O7eJxT", " 007eJxT"])
    func wrongVersion(token: String) {
        #expect(TokenSurgery.parseError(token) == .wrongVersion)
    }

    @Test(arguments: ["007eJxTYBBbs", "007eJx", "007eJx@T", "007eJ=T", "007eJxTY BBbsMM", "007====", "007e===",
                      "007eJxTYBBbsMMn\n", "007é", "007éé", "007eJ==eJxT"])
    func badBase64(token: String) {
        #expect(TokenSurgery.parseError(token) == .badBase64)
    }

    @Test func validBase64ButNotZlib() {
        #expect(TokenSurgery.parseError(Base64.encode(Array("hello, world".utf8), prefix: "007")) == .badCompression)
        #expect(TokenSurgery.parseError("007") == .badCompression, "nothing to inflate")
        var stream = Zlib.deflate(content)
        stream.removeLast(4)
        #expect(TokenSurgery.parseError(Base64.encode(stream, prefix: "007")) == .badCompression, "no checksum")
        stream = Zlib.deflate(content)
        stream[stream.count - 1] ^= 0xFF
        #expect(TokenSurgery.parseError(Base64.encode(stream, prefix: "007")) == .badCompression, "bad checksum")
        stream = Zlib.deflate(content) + [0]
        #expect(TokenSurgery.parseError(Base64.encode(stream, prefix: "007")) == .badCompression, "trailing byte")
    }

    @Test(arguments: [0, 1, 34, 35, 70, 74, 78, 81, 82, 83, 85, 87, 90, 93, 127])
    func truncatedInsideAFixedField(length: Int) {
        #expect(TokenSurgery.parseError(content: Array(content.prefix(length))) == .truncated, "cut to \(length)")
    }

    @Test(arguments: [20, 33, 50, 100, 125, 130, 137])
    func cutInsideAStringIsAnOversizeLengthPrefix(length: Int) {
        #expect(TokenSurgery.parseError(content: Array(content.prefix(length))) == .oversizeField, "cut to \(length)")
    }

    @Test func fullContentParses() {
        #expect(TokenSurgery.parseError(content: content) == nil)
    }

    @Test func unknownServiceType() {
        var edited = content
        edited[82] = 99
        #expect(TokenSurgery.parseError(content: edited) == .unknownServiceType(99))
        edited[82] = 0x34
        edited[83] = 0x12
        #expect(TokenSurgery.parseError(content: edited) == .unknownServiceType(0x1234))
        edited[82] = 0
        edited[83] = 0
        #expect(TokenSurgery.parseError(content: edited) == .unknownServiceType(0))
    }

    @Test func lengthPrefixLargerThanTheData() {
        var edited = content
        edited[92] = 0xFF
        edited[93] = 0xFF
        #expect(TokenSurgery.parseError(content: edited) == .oversizeField)
        edited = content
        edited[126] = 11
        #expect(TokenSurgery.parseError(content: edited) == .oversizeField, "account one byte longer than the rest")
    }

    @Test func countsLargerThanTheData() {
        var edited = content
        edited[80] = 2
        #expect(TokenSurgery.parseError(content: edited) == .truncated, "a second service that is not there")
        edited = content
        edited[84] = 0xFF
        edited[85] = 0xFF
        #expect(TokenSurgery.parseError(content: edited) == .truncated, "65535 privileges that are not there")
    }

    @Test func inflatedContentOverTheCap() {
        let bomb = content + [UInt8](repeating: 0, count: AccessToken2.maxContentSize)
        #expect(TokenSurgery.parseError(content: bomb) == .oversizeField)
        let justFits = content + [UInt8](repeating: 0, count: AccessToken2.maxContentSize - content.count)
        #expect(TokenSurgery.parseError(content: justFits) == nil, "trailing bytes up to the cap are tolerated")
    }

    @Test func unknownRtcPrivilegesAreDroppedFromTheFieldsButStillSigned() throws {
        var edited = content
        edited[86] = 9
        let parsedUnsigned = try AccessToken2.parse(TokenSurgery.token(content: edited))
        #expect(parsedUnsigned.rtcService?.privileges == [:])
        #expect(!parsedUnsigned.verifySignature(appCertificate: RoundTripTests.certificate))

        // Re-signed over the edited signing info: the raw bytes kept by parse verify even though the unknown
        // privilege is not in the fields.
        let signature = TokenSigner.signature(appCertificate: RoundTripTests.certificate, issueTs: 1_111_111, salt: 1,
                                              signingInfo: edited[34...])
        edited.replaceSubrange(2..<34, with: signature)
        let parsed = try AccessToken2.parse(TokenSurgery.token(content: edited))
        #expect(parsed.rtcService?.privileges == [:])
        #expect(parsed.verifySignature(appCertificate: RoundTripTests.certificate))
    }
}
