import Testing
import TestSupport
@testable import AgoraRtcSim

/// With an App Certificate every connection's token is checked for its own channel and uid, warned about,
/// renewed (updateChannelEx with a token) and expired on its own.
@Suite struct MultiChannelTokenTests {
    static let second = AgoraRtcConnection(channelId: "demo-2", localUid: 2345)

    private func joinSecond(_ sim: SimHarness, _ ex: EventRecorder, token: String?) -> Int32 {
        sim.engine.joinChannelEx(byToken: token, connection: Self.second, delegate: ex,
                                 mediaOptions: MultiChannelTests.publishing, joinSuccess: nil)
    }

    @Test func eachConnectionNeedsATokenForItsChannelAndUid() {
        let sim = TokenFixture.harness()
        let ex = EventRecorder()
        sim.join(token: sim.tokens.uid(4242))
        // The main connection's token is for "demo"/4242: not for the second connection.
        #expect(joinSecond(sim, ex, token: sim.tokens.uid(4242)) == 0)
        sim.advance(0.5)
        #expect(sim.state == .connected)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .failed)
        #expect(ex.events.contains("connection failed invalidToken"))
        #expect(ex.events.contains("error invalidToken"))
        #expect(!sim.recorder.events.contains("error invalidToken"))
        // Leave the failed connection, then join with the right token.
        #expect(sim.engine.leaveChannelEx(Self.second, options: nil, leaveChannelBlock: nil) == 0)
        #expect(joinSecond(sim, ex, token: sim.tokens.uid(2345, channel: "demo-2")) == 0)
        sim.advance(0.5)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
        // No token at all is refused too.
        let other = AgoraRtcConnection(channelId: "demo-3", localUid: 3456)
        sim.engine.joinChannelEx(byToken: nil, connection: other, delegate: ex, mediaOptions: .init(), joinSuccess: nil)
        sim.advance(0.5)
        #expect(sim.engine.getConnectionStateEx(other) == .failed)
    }

    @Test func aConnectionRenewsItsTokenThroughUpdateChannelEx() {
        let sim = TokenFixture.harness()
        let ex = EventRecorder()
        sim.join(token: sim.tokens.uid(4242, expire: 600))
        _ = joinSecond(sim, ex, token: sim.tokens.uid(2345, channel: "demo-2", expire: 60))
        sim.advance(29)
        #expect(ex.count("willExpire") == 0)
        sim.advance(2)
        #expect(ex.count("willExpire") == 1, "30 s before the second connection's token expires")
        #expect(sim.recorder.count("willExpire") == 0)
        var renewal = AgoraRtcChannelMediaOptions()
        renewal.token = sim.tokens.uid(2345, channel: "demo-2", expire: 600)
        #expect(sim.engine.updateChannelEx(with: renewal, connection: Self.second) == 0)
        sim.advance(0.5)
        #expect(ex.events.contains("renewResult success"))
        sim.advance(60)
        #expect(ex.count("requestToken") == 0, "the renewed token holds")
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
        // A token for the wrong channel is rejected and changes nothing.
        renewal.token = sim.tokens.uid(2345, channel: "elsewhere")
        sim.engine.updateChannelEx(with: renewal, connection: Self.second)
        sim.advance(0.5)
        #expect(ex.events.contains("renewResult invalidChannelName"))
    }

    @Test func anUnrenewedTokenKicksOnlyItsConnection() {
        let sim = TokenFixture.harness(remotes: 1)
        let ex = EventRecorder()
        sim.join(token: sim.tokens.uid(4242, expire: 600))
        _ = joinSecond(sim, ex, token: sim.tokens.uid(2345, channel: "demo-2", expire: 60))
        sim.advance(61)
        #expect(ex.events.contains("connection failed tokenExpired"))
        #expect(ex.count("requestToken") == 1)
        #expect(sim.recorder.count("requestToken") == 0)
        #expect(sim.state == .connected)
        #expect(sim.engine.getConnectionStateEx(Self.second) == .failed)
        // A renewal after the kick takes the connection back in.
        var renewal = AgoraRtcChannelMediaOptions()
        renewal.token = sim.tokens.uid(2345, channel: "demo-2")
        sim.engine.updateChannelEx(with: renewal, connection: Self.second)
        sim.advance(2)
        #expect(ex.events.contains { $0.hasPrefix("rejoin demo-2 2345") })
        #expect(sim.engine.getConnectionStateEx(Self.second) == .connected)
    }
}
