import Testing
@testable import AgoraRtcSim

/// The simulated cloud's token check at join, with real AccessToken2 tokens, in virtual time.
@Suite struct TokenJoinTests {
    private func expectInvalid(_ sim: SimHarness, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(sim.state == .failed, sourceLocation: sourceLocation)
        #expect(sim.recorder.events.contains("connection failed invalidToken"), sourceLocation: sourceLocation)
        #expect(sim.recorder.events.contains("error invalidToken"), sourceLocation: sourceLocation)
        #expect(sim.recorder.count("join ") == 0, sourceLocation: sourceLocation)
    }

    @Test func withoutACertificateAnyTokenJoins() {
        let sim = TokenFixture.harness(certificate: nil)
        sim.join(token: "not-a-token")
        #expect(sim.state == .connected)
        let other = TokenFixture.harness(certificate: nil)
        other.join(token: nil)
        #expect(other.state == .connected)
    }

    @Test func aCertificateWithoutATokenIsInvalid() {
        let sim = TokenFixture.harness()
        sim.join(token: nil)
        expectInvalid(sim)
        let empty = TokenFixture.harness()
        empty.join(token: "")
        expectInvalid(empty)
    }

    @Test func aMatchingUidTokenJoins() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4242))
        #expect(sim.state == .connected)
        #expect(sim.recorder.count("join demo 4242") == 1)
    }

    @Test func theTokenInMediaOptionsCountsToo() {
        let sim = TokenFixture.harness()
        var options = AgoraRtcChannelMediaOptions()
        options.token = sim.tokens.uid(4242)
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 4242, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.state == .connected)
    }

    @Test func garbageAndForgedTokensAreInvalid() {
        for token in ["007garbage", "006970CA35de60c44645bbae8a215061b33IACV0fZUBw", "hello"] {
            let sim = TokenFixture.harness()
            sim.join(token: token)
            expectInvalid(sim)
        }
        let forged = TokenFixture.harness()
        forged.join(token: forged.tokens.uid(4242, certificate: TokenFixture.otherCertificate))
        expectInvalid(forged)
    }

    @Test func anotherAppsTokenIsInvalid() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4242, appId: TokenFixture.otherAppId))
        expectInvalid(sim)
    }

    @Test func anotherChannelsTokenIsInvalid() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4242, channel: "other"))
        expectInvalid(sim)
    }

    @Test func anotherUidsTokenIsInvalid() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4243), uid: 4242)
        expectInvalid(sim)
        let assigned = TokenFixture.harness()
        assigned.join(token: assigned.tokens.uid(4242), uid: 0)
        expectInvalid(assigned)
    }

    @Test func aUidZeroTokenIsAWildcard() {
        for uid: UInt in [1, 4242, UInt(UInt32.max), 0] {
            let sim = TokenFixture.harness()
            sim.join(token: sim.tokens.uid(0), uid: uid)
            #expect(sim.state == .connected, "uid \(uid)")
        }
    }

    @Test func anAccountTokenJoinsByThatAccountOnly() {
        let sim = TokenFixture.harness()
        sim.engine.joinChannel(byUserAccount: "alice", token: sim.tokens.account("alice"), channelId: "demo",
                               mediaOptions: .init(), joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.state == .connected)
        #expect(sim.recorder.count("registered alice") == 1)

        let other = TokenFixture.harness()
        other.engine.joinChannel(byUserAccount: "bob", token: other.tokens.account("alice"), channelId: "demo",
                                 mediaOptions: .init(), joinSuccess: nil)
        other.advance(0.5)
        expectInvalid(other)
        #expect(other.recorder.count("registered") == 0, "a failed join confirms no registration")
    }

    @Test func aUidTokenMatchesTheDecimalAccountString() {
        let sim = TokenFixture.harness()
        sim.engine.joinChannel(byUserAccount: "4242", token: sim.tokens.uid(4242), channelId: "demo",
                               mediaOptions: .init(), joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.state == .connected, "the cloud compares the token's uid string with the account")
    }

    @Test func anExpiredTokenFailsWithTokenExpired() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4242, expire: 600, issuedAgo: 600))
        #expect(sim.state == .failed)
        #expect(sim.recorder.events.contains("connection failed tokenExpired"))
        #expect(sim.recorder.events.contains("error tokenExpired"))
    }

    @Test func anExpiredJoinPrivilegeFailsWithTokenExpired() {
        let sim = TokenFixture.harness()
        sim.join(token: sim.tokens.uid(4242, expire: 3600, privilege: 60, issuedAgo: 61))
        #expect(sim.recorder.events.contains("connection failed tokenExpired"))
    }

    @Test func thePublishedVectorV1() {
        // V1 was issued at 1111111 for 600 s; the clock is put inside and then past that window.
        let v1 = "007eJxTYBBbsMMnKq7p9Hf/HcIX5kce9b518kCiQgSr5Zrp4X1Tu6UUGCzNDZwdjU1TUs0Mkk1MzExMk5ISUy0SjQxNDcwMk4yN3b8IMEQwMTAwMoAwBIL4CgzmKeZGxmamqUmWFsYmFqbGluapxqnGaZYpJmYGSSkpiVwMRhYWRsYmhkbmxgDCaiTj"
        let channel = "7d72365eb983485397e3e3f9d460bdda"
        let inside = TokenFixture.harness(unixOrigin: 1_111_111 + 100)
        inside.join(token: v1, uid: 2_882_341_273, channel: channel)
        #expect(inside.state == .connected)
        let after = TokenFixture.harness(unixOrigin: 1_111_111 + 600)
        after.join(token: v1, uid: 2_882_341_273, channel: channel)
        #expect(after.recorder.events.contains("connection failed tokenExpired"))
    }

    @Test func theTraceNeverShowsTokensOrTheCertificate() {
        let sim = TokenFixture.harness(remotes: 1)
        let first = sim.tokens.uid(4242, expire: 60)
        sim.join(token: first)
        sim.advance(40)
        let second = sim.tokens.uid(4242, expire: 60)
        sim.engine.renewToken(second)
        sim.advance(100)
        sim.engine.renewToken(first)
        sim.advance(1)
        #expect(sim.recorder.count("willExpire") >= 1 && sim.recorder.count("requestToken") == 1)
        let text = sim.trace.events.map(\.description).joined(separator: "\n")
        #expect(!text.contains(first) && !text.contains(second))
        #expect(!text.contains(String(first.dropFirst(3).prefix(24))), "not even a fragment")
        #expect(!text.contains(TokenFixture.certificate))
    }
}
