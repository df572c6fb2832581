import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// The guarded permission → token → join sequence and token renewal every case goes through, in virtual time,
/// driven through JoinChannelVideo.
@MainActor
@Suite(.serialized) struct JoinPipelineTests {
    @Test func withoutCertificateJoinsWithoutAToken() throws {
        let run = try CaseRun("JoinChannelVideo")
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        #expect(run.session.status.tokenState == .none)
        #expect(!run.session.log.entries.contains { $0.key == "token.log.requesting" })
        run.session.stop()
    }

    @Test func withCertificateTheTokenComesFirstThenTheJoin() throws {
        let run = try CaseRun("JoinChannelVideo", keyCenter: TestProject.certified)
        #expect(run.calls("joinChannel").isEmpty, "joined before the token arrived")
        #expect(run.session.status.tokenState == .requesting)
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        #expect(run.session.status.connectionState == .connected)
        let requested = try #require(run.session.log.entries.firstIndex { $0.key == "token.log.requesting" })
        let joined = try #require(run.session.log.entries.firstIndex { $0.event?.method == "joinChannel" })
        #expect(requested < joined)
        run.session.stop()
    }

    @Test func aFailingServiceSaysSoAndNeverJoins() throws {
        var settings = GlobalSettings()
        settings.tokenFailureRate = 100
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: 5)
        #expect(run.calls("joinChannel").isEmpty)
        #expect(run.session.status.tokenState == .failed)
        #expect(run.session.notice?.key == "token.failed")
        #expect(run.session.notice?.arguments == ["token.error.unavailable"])
        #expect(run.session.engine != nil, "the session stays usable: Back leaves cleanly")
        run.session.stop()
    }

    @Test func aServiceThatNeverAnswersTimesOutInsteadOfSpinning() throws {
        var settings = GlobalSettings()
        settings.tokenLatencyMs = 30_000
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: TokenProvider.timeout - 0.5)
        #expect(run.session.notice == nil)
        run.clock.advance(by: 1)
        #expect(run.session.notice?.arguments == ["token.error.timeout"])
        run.session.stop()
    }

    @Test func leavingWhileTheTokenIsOnItsWayDropsTheJoin() throws {
        var settings = GlobalSettings()
        settings.tokenLatencyMs = 2000
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: 0.5)
        run.session.stop()
        let lines = run.session.log.entries.count
        run.clock.advance(by: 5)
        #expect(run.calls("joinChannel").isEmpty)
        #expect(run.session.log.entries.count == lines)
    }

    @Test func deniedPermissionMeansNoJoin() throws {
        var settings = GlobalSettings()
        settings.permission = "denied"
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: 3)
        #expect(run.calls("joinChannel").isEmpty)
        #expect(run.session.notice?.key == "permission.denied")
        run.session.stop()
    }

    @Test func askedPermissionWaitsForTheAnswer() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: 3)
        #expect(run.session.prompt?.key == "permission.ask")
        #expect(run.calls("joinChannel").isEmpty)
        run.session.answerPrompt(granted: true)
        #expect(run.session.prompt == nil)
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        run.session.stop()
    }

    @Test func anAnswerAfterLeavingDoesNothing() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.session.stop()
        run.session.answerPrompt(granted: true)
        run.clock.advance(by: 3)
        #expect(run.calls("joinChannel").isEmpty)
    }

    @Test func tokensAreRenewedBeforeTheyExpire() throws {
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let run = try CaseRun("JoinChannelVideo", settings: settings, keyCenter: TestProject.certified)
        run.clock.advance(by: 29)
        #expect(!run.session.log.entries.contains { $0.key == "token.log.willExpire" })
        run.clock.advance(by: 5)
        #expect(run.session.log.entries.contains { $0.key == "token.log.willExpire" })
        #expect(run.called("renewToken"))
        #expect(run.session.status.tokenState == .renewed)
        // Each renewal is good for another 60 s: the session stays connected well past the first expiry.
        run.clock.advance(by: 120)
        #expect(run.session.status.connectionState == .connected)
        #expect(run.session.log.entries.filter { $0.key == "token.log.renewed" }.count >= 3)
        run.session.stop()
    }
}
