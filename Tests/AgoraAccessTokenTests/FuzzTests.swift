import Testing
@testable import AgoraAccessToken

/// Parse must return a token or an error for any input, never trap. Inputs are reproducible (fixed seeds).
@Suite struct FuzzTests {
    struct Tally {
        var parsed = 0
        var failed = 0

        mutating func parse(_ token: String) -> AccessToken2? {
            do {
                let result = try AccessToken2.parse(token)
                parsed += 1
                return result
            } catch {
                failed += 1
                return nil
            }
        }
    }

    @Test func randomStrings() {
        var random = SeededGenerator(seed: 0xA60A)
        var tally = Tally()
        for round in 0..<3_000 {
            let bytes = random.bytes(count: Int.random(in: 0...160, using: &random))
            let token: String = switch round % 3 {
            case 0: String(decoding: bytes, as: UTF8.self)
            case 1: "007" + String(decoding: bytes, as: UTF8.self)
            default: Base64.encode(bytes, prefix: "007")
            }
            _ = tally.parse(token)
        }
        #expect(tally.parsed + tally.failed == 3_000)
        #expect(tally.failed > 0)
    }

    /// Random bytes behind a valid zlib stream reach the field reader.
    @Test func randomContent() {
        var random = SeededGenerator(seed: 0x7007)
        var tally = Tally()
        for _ in 0..<3_000 {
            let bytes = random.bytes(count: Int.random(in: 0...200, using: &random))
            _ = tally.parse(TokenSurgery.token(content: bytes))
        }
        #expect(tally.parsed + tally.failed == 3_000)
    }

    /// One character of a valid token replaced by a random byte.
    @Test func mutatedTokenText() throws {
        let token = Array(try RoundTripTests.sampleToken().utf8)
        var random = SeededGenerator(seed: 42)
        var tally = Tally()
        for _ in 0..<3_000 {
            var mutated = token
            mutated[Int.random(in: 0..<mutated.count, using: &random)] = UInt8.random(in: .min ... .max, using: &random)
            if let parsed = tally.parse(String(decoding: mutated, as: UTF8.self)), mutated != token {
                _ = parsed.verifySignature(appCertificate: RoundTripTests.certificate)
            }
        }
        #expect(tally.parsed + tally.failed == 3_000)
    }

    /// One byte of the inflated content changed: whatever still parses must not verify.
    @Test func mutatedContentNeverVerifies() throws {
        let content = try TokenSurgery.content(of: try RoundTripTests.sampleToken())
        var random = SeededGenerator(seed: 2_882_341_273)
        var tally = Tally()
        var verified = 0
        for _ in 0..<3_000 {
            var mutated = content
            let position = Int.random(in: 0..<mutated.count, using: &random)
            mutated[position] ^= UInt8.random(in: 1 ... .max, using: &random)
            if let parsed = tally.parse(TokenSurgery.token(content: mutated)),
               parsed.verifySignature(appCertificate: RoundTripTests.certificate) {
                verified += 1
            }
        }
        #expect(tally.parsed + tally.failed == 3_000)
        #expect(tally.parsed > 0, "some mutations (e.g. inside strings or values) still parse")
        #expect(verified == 0)
    }
}
