import Testing
@testable import AgoraRtcSim

/// `SimMediaPush` on its own, without an engine: what it returns (callbacks and steps to schedule) is all it does.
@Suite struct MediaPushComponentTests {
    static let url = "rtmp://push.example.com/live/stream1"
    let session = SimScope().token

    private func started(_ push: inout SimMediaPush, rng: inout SimRandom) -> SimMediaPushTimer? {
        let outcome = push.start(url: Self.url, transcoding: nil, mainJoined: true, isLiveHost: true, encrypted: false,
                                 now: 0, session: session, rng: &rng)
        #expect(outcome.code == 0)
        #expect(outcome.callbacks.map(\.detail) == ["url: \"\(Self.url)\", state: .connecting, reason: .OK"])
        return outcome.timers.first
    }

    @Test func aStartAsksForTheServersAnswerAndTheAnswerRuns() throws {
        var push = SimMediaPush(), rng = SimRandom(seed: 7)
        let answer = try #require(started(&push, rng: &rng))
        #expect(answer.step == .serverAnswers && SimRtmpTimeline.connect.contains(answer.delay))
        let outcome = push.fire(answer, now: answer.delay, server: .accept, mainInOutage: false, mainSession: session)
        #expect(outcome.callbacks.map(\.detail) == ["url: \"\(Self.url)\", state: .running, reason: .OK"])
        #expect(outcome.timers.isEmpty, "an accepting server never drops the push")
        #expect(push.streams.map(\.state) == [.running])
    }

    @Test func aStepScheduledForAnOlderStateDoesNothing() throws {
        var push = SimMediaPush(), rng = SimRandom(seed: 7)
        let answer = try #require(started(&push, rng: &rng))
        _ = push.stop(url: Self.url, session: session, rng: &rng)
        let late = push.fire(answer, now: 1, server: .accept, mainInOutage: false, mainSession: session)
        #expect(late.callbacks.isEmpty && late.timers.isEmpty)
        #expect(push.streams.map(\.state) == [.disconnecting])
    }

    @Test func leavingTheChannelEndsEveryPushInOrder() throws {
        var push = SimMediaPush(), rng = SimRandom(seed: 7)
        _ = try #require(started(&push, rng: &rng))
        _ = push.start(url: Self.url + "b", transcoding: nil, mainJoined: true, isLiveHost: false, encrypted: false,
                       now: 0, session: session, rng: &rng)
        let ended = push.mainChannelLeft(at: 2)
        #expect(ended.map(\.detail) == ["url: \"\(Self.url)\", state: .idle, reason: .OK",
                                        "url: \"\(Self.url)b\", state: .idle, reason: .OK"])
        #expect(push.streams.isEmpty)
    }

    @Test func aRefusedStartIsRegisteredAsFailed() {
        var push = SimMediaPush(), rng = SimRandom(seed: 7)
        let outcome = push.start(url: Self.url, transcoding: nil, mainJoined: true, isLiveHost: true, encrypted: true,
                                 now: 0, session: session, rng: &rng)
        #expect(outcome.code == 0 && outcome.timers.isEmpty)
        #expect(outcome.callbacks.map(\.detail) == ["url: \"\(Self.url)\", state: .failure, reason: .encryptedStreamNotAllowed"])
        #expect(push.streams.map(\.state) == [.failure])
    }
}
