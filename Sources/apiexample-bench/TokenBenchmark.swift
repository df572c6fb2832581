import AgoraAccessToken

/// AccessToken2 throughput in this process: RTC publisher tokens built with fixed inputs, then parsed and verified.
struct TokenBenchmark {
    struct Result {
        let count: Int
        let buildSeconds: Double
        let parseSeconds: Double

        var buildsPerSecond: Double { Double(count) / buildSeconds }
        var parsesPerSecond: Double { Double(count) / parseSeconds }
    }

    static let appId = "970CA35de60c44645bbae8a215061b33"
    static let appCertificate = "5CFd2fd1755d40ecb72977518be15d3b"
    static let channel = "7d72365eb983485397e3e3f9d460bdda"
    /// The first token is the facts file's publisher vector V5; checked so a fast but wrong build cannot pass.
    static let firstToken = "007eJxTYDhuGCT90E3Yo2+N3efJV5hX1K1MZAqae/Sa8UP9VXvOhfArMFiaGzg7GpumpJoZJJuYmJmYJiUlplokGhmaGpgZJhkbu38RYIhgYmBgZABhRgYWIAbxmcAkM5hkAZMKDOYp5kbGZqapSZYWxiYWpsaW5qnGqcZplikmZgZJKSmJXAxGFhZGxiaGRubGAKizJcs="

    let count: Int

    func measure() throws -> Result {
        _ = try buildAll(count / 10)  // warm-up: caches, lazy OpenSSL and zlib set-up
        let buildStart = MonotonicClock.now()
        let tokens = try buildAll(count)
        let buildSeconds = MonotonicClock.now() - buildStart
        guard tokens.first == Self.firstToken else { throw BenchError("the first token is not vector V5") }

        let parseStart = MonotonicClock.now()
        var verified = 0
        for token in tokens {
            let parsed = try AccessToken2.parse(token)
            if parsed.verifySignature(appCertificate: Self.appCertificate) { verified += 1 }
        }
        let parseSeconds = MonotonicClock.now() - parseStart
        guard verified == count else { throw BenchError("only \(verified) of \(count) tokens verified") }
        return Result(count: count, buildSeconds: buildSeconds, parseSeconds: parseSeconds)
    }

    /// Fixed inputs except the uid, which walks so no two tokens are alike.
    private func buildAll(_ count: Int) throws -> [String] {
        var tokens: [String] = []
        tokens.reserveCapacity(count)
        for index in 0..<count {
            tokens.append(try RtcTokenBuilder2.buildToken(
                appId: Self.appId, appCertificate: Self.appCertificate, channelName: Self.channel,
                uid: 2_882_341_273 &+ UInt32(truncatingIfNeeded: index), role: .publisher, tokenExpire: 600,
                privilegeExpire: 600, issueTs: 1_111_111, salt: 1))
        }
        return tokens
    }
}
