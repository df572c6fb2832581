import Testing
@testable import AgoraRtcSim

/// Token expiry and renewal while joined, with real AccessToken2 tokens, in virtual time. Tokens are issued at
/// virtual time 0 (a whole Unix second), so a token with `expire: 100` expires at t = 100 s.
@Suite struct TokenLifecycleTests {
    private func joined(remotes: Int = 2, expire: UInt32 = 100, privilege: UInt32 = 0) -> SimHarness {
        let sim = TokenFixture.harness(remotes: remotes)
        sim.engine.enableVideo()
        sim.join(token: sim.tokens.uid(4242, expire: expire, privilege: privilege))
        #expect(sim.state == .connected)
        return sim
    }

    private func lastRenewResult(_ sim: SimHarness) -> String? {
        sim.recorder.events.last { $0.hasPrefix("renewResult") }
    }

    /// Moves the clock to virtual time `t`.
    private func advance(_ sim: SimHarness, to t: Double) {
        sim.advance(t - sim.clock.now)
    }

    @Test func willExpireExactlyThirtySecondsBefore() {
        let sim = joined()
        advance(sim, to: 69.999)
        #expect(sim.recorder.count("willExpire") == 0)
        advance(sim, to: 70.001)
        #expect(sim.recorder.count("willExpire") == 1)
        #expect(sim.recorder.tokens.count == 1 && sim.recorder.tokens.first?.hasPrefix("007") == true,
                "the callback carries the current token")
    }

    @Test func willExpireAtOnceWhenAlreadyWithinThirtySeconds() {
        let sim = joined(expire: 20)
        #expect(sim.recorder.count("willExpire") == 1)
        let joinIndex = sim.recorder.events.firstIndex { $0.hasPrefix("join demo") } ?? .max
        let warnIndex = sim.recorder.events.firstIndex(of: "willExpire") ?? -1
        #expect(warnIndex > joinIndex, "after the join callbacks")
    }

    @Test func atExpiryTheUserIsKickedAndAskedForANewToken() {
        let sim = joined()
        advance(sim, to: 99.999)
        #expect(sim.state == .connected)
        #expect(sim.recorder.count("joined") == 2)
        let before = sim.recorder.events.count
        advance(sim, to: 100.001)
        let tail = Array(sim.recorder.events.dropFirst(before))
        #expect(tail.prefix(2) == ["connection failed tokenExpired", "requestToken"])
        #expect(tail.filter { $0.hasPrefix("offline") }.count == 2)
        #expect(tail.filter { $0.hasPrefix("offline") }.allSatisfy { $0.hasSuffix("dropped") })
        #expect(tail.contains("localAudio stopped"))
        #expect(tail.contains("localVideo stopped"))
        #expect(!tail.contains("error tokenExpired"), "4.6 documents no error callback at expiry")
        #expect(sim.state == .failed)
        let count = sim.recorder.events.count
        advance(sim, to: 200)
        #expect(sim.recorder.events.count == count, "no stats, volume or remote events while kicked")
        #expect(sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 1, mediaOptions: .init(), joinSuccess: nil) == -17)
    }

    @Test func anEarlierJoinPrivilegeExpiryWins() {
        let sim = joined(expire: 600, privilege: 60)
        advance(sim, to: 30.001)
        #expect(sim.recorder.count("willExpire") == 1)
        advance(sim, to: 60.001)
        #expect(sim.recorder.count("requestToken") == 1)
    }

    @Test func aZeroPrivilegeLastsAsLongAsTheToken() {
        let sim = joined(expire: 100, privilege: 0)
        advance(sim, to: 99)
        #expect(sim.recorder.count("requestToken") == 0)
        advance(sim, to: 101)
        #expect(sim.recorder.count("requestToken") == 1)
    }

    @Test func renewingBeforeExpiryKeepsTheConnectionAndReschedules() {
        let sim = joined()
        advance(sim, to: 50)
        let fresh = sim.tokens.uid(4242, expire: 100)  // issued at 50, expires at 150
        #expect(sim.engine.renewToken(fresh) == 0)
        advance(sim, to: 51)
        #expect(lastRenewResult(sim) == "renewResult success")
        advance(sim, to: 119.99)
        #expect(sim.recorder.count("willExpire") == 0, "the old token's warning at 70 s was cancelled")
        #expect(sim.recorder.count("requestToken") == 0, "and its expiry at 100 s")
        #expect(sim.state == .connected)
        advance(sim, to: 120.01)
        #expect(sim.recorder.count("willExpire") == 1)
        #expect(sim.recorder.tokens.last == fresh)
        advance(sim, to: 150.01)
        #expect(sim.recorder.count("requestToken") == 1)
        #expect(sim.recorder.count("connection") == 3, "connecting, connected, failed — nothing else")
    }

    @Test func renewingAfterExpiryRejoins() {
        let sim = joined()
        advance(sim, to: 105)
        #expect(sim.state == .failed)
        let before = sim.recorder.events.count
        #expect(sim.engine.renewToken(sim.tokens.uid(4242, expire: 600)) == 0)
        advance(sim, to: 106)
        let tail = Array(sim.recorder.events.dropFirst(before))
        #expect(tail.prefix(4).map { $0.split(separator: " ").prefix(3).joined(separator: " ") } == [
            "renewResult success", "connection reconnecting renewToken", "connection connected rejoinSuccess",
            "rejoin demo 4242",
        ])
        #expect(tail.contains("localAudio encoding"))
        #expect(tail.filter { $0.hasPrefix("joined") }.count == 2, "the remote users are back in view")
        #expect(sim.state == .connected)
        let stats = sim.recorder.count("rtcStats")
        advance(sim, to: 110)
        #expect(sim.recorder.count("rtcStats") > stats, "media and stats resume")
        #expect(sim.recorder.events.contains { $0.hasPrefix("remoteVideo") && $0.hasSuffix("decoding remoteUnmuted") })
    }

    @Test(arguments: [
        ("signature", AgoraRenewTokenErrorCode.invalidToken),
        ("channel", .invalidChannelName),
        ("appId", .inconsistentAppid),
        ("expired", .tokenExpired),
        ("uid", .invalidToken),
    ])
    func aBadRenewalReportsItsCodeAndChangesNothing(flaw: String, code: AgoraRenewTokenErrorCode) {
        let sim = joined()
        advance(sim, to: 40)
        let t = sim.tokens
        let token = switch flaw {
        case "signature": t.uid(4242, certificate: TokenFixture.otherCertificate)
        case "channel": t.uid(4242, channel: "other")
        case "appId": t.uid(4242, appId: TokenFixture.otherAppId)
        case "expired": t.uid(4242, expire: 10, issuedAgo: 20)
        default: t.uid(7)
        }
        sim.engine.renewToken(token)
        advance(sim, to: 41)
        #expect(lastRenewResult(sim) == "renewResult \(code)")
        #expect(sim.state == .connected)
        advance(sim, to: 70.01)
        #expect(sim.recorder.count("willExpire") == 1, "the original timers still run")
        #expect(sim.recorder.tokens.last != token)
        advance(sim, to: 100.01)
        #expect(sim.recorder.count("requestToken") == 1)
    }

    @Test func aBadRenewalAfterExpiryLeavesTheUserOut() {
        let sim = joined()
        advance(sim, to: 101)
        sim.engine.renewToken(sim.tokens.uid(4242, channel: "elsewhere"))
        advance(sim, to: 110)
        #expect(lastRenewResult(sim) == "renewResult invalidChannelName")
        #expect(sim.state == .failed)
    }

    @Test func nothingFiresAfterLeave() {
        let sim = joined()
        sim.engine.renewToken(sim.tokens.uid(4242))
        #expect(sim.engine.leaveChannel(nil) == 0)
        sim.advance(0)
        let count = sim.recorder.events.count
        advance(sim, to: 700)
        #expect(sim.recorder.events.count == count)
        #expect(sim.clock.pendingTimerCount == 0)
    }

    @Test func nothingFiresAfterDestroy() {
        let sim = joined()
        advance(sim, to: 80)
        sim.engine.renewToken(sim.tokens.uid(4242))
        sim.destroy()
        let count = sim.recorder.events.count
        advance(sim, to: 700)
        #expect(sim.recorder.events.count == count)
        #expect(sim.clock.pendingTimerCount == 0)
    }
}
