import AgoraAccessToken
import AgoraRtcSim
import Testing
@testable import APIExample

/// The guarded permission → token → join sequence and token renewal, in virtual time.
@MainActor
@Suite(.serialized) struct TokenFlowTests {
    static let appId = "970CA35de60c44645bbae8a215061b33"
    static let certificate = "5CFd2fd1755d40ecb72977518be15d3b"
    static let certified = KeyCenter(appId: appId, appCertificate: certificate)

    struct Run {
        let clock = AgoraSimVirtualClock()
        let session: BaseSession

        @MainActor
        init(_ caseId: String = "JoinChannelVideo", settings: GlobalSettings = GlobalSettings(),
             keyCenter: KeyCenter = TokenFlowTests.certified, set values: [String: String] = [:]) throws {
            let item = try #require(MenuRegistry.item(id: caseId))
            var fields = Dictionary(uniqueKeysWithValues: item.fields.map { ($0.id, $0.defaultValue(keyCenter: keyCenter)) })
            fields.merge(values) { $1 }
            let configs = try FieldValidator.configs(fields: item.fields, values: fields).get()
            session = item.makeMain(configs, .virtual(settings: settings, keyCenter: keyCenter, clock: clock))
            session.start()
        }

        @MainActor var texts: [String] { session.log.entries.map(\.text) }
        @MainActor func called(_ prefix: String) -> Bool { texts.contains { $0.hasPrefix(prefix) } }
    }

    @Test func withoutCertificateJoinsWithoutAToken() throws {
        let run = try Run(keyCenter: KeyCenter())
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        #expect(run.session.status.tokenState == .none)
        #expect(!run.session.log.entries.contains { $0.key == "token.log.requesting" })
        run.session.stop()
    }

    @Test func withCertificateTheTokenComesFirstThenTheJoin() throws {
        let run = try Run()
        #expect(!run.called("joinChannel("), "joined before the token arrived")
        #expect(run.session.status.tokenState == .requesting)
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        #expect(run.session.status.connectionState == .connected)
        let requested = try #require(run.session.log.entries.firstIndex { $0.key == "token.log.requesting" })
        let joined = try #require(run.session.log.entries.firstIndex { $0.text.hasPrefix("joinChannel(") })
        #expect(requested < joined)
        run.session.stop()
    }

    @Test func aFailingServiceSaysSoAndNeverJoins() throws {
        var settings = GlobalSettings()
        settings.tokenFailureRate = 100
        let run = try Run(settings: settings)
        run.clock.advance(by: 5)
        #expect(!run.called("joinChannel("))
        #expect(run.session.status.tokenState == .failed)
        #expect(run.session.notice?.key == "token.failed")
        #expect(run.session.notice?.arguments == ["token.error.unavailable"])
        #expect(run.session.engine != nil, "the session stays usable: Back leaves cleanly")
        run.session.stop()
    }

    @Test func aServiceThatNeverAnswersTimesOutInsteadOfSpinning() throws {
        var settings = GlobalSettings()
        settings.tokenLatencyMs = 30_000
        let run = try Run(settings: settings)
        run.clock.advance(by: TokenProvider.timeout - 0.5)
        #expect(run.session.notice == nil)
        run.clock.advance(by: 1)
        #expect(run.session.notice?.arguments == ["token.error.timeout"])
        run.session.stop()
    }

    @Test func leavingWhileTheTokenIsOnItsWayDropsTheJoin() throws {
        var settings = GlobalSettings()
        settings.tokenLatencyMs = 2000
        let run = try Run(settings: settings)
        run.clock.advance(by: 0.5)
        run.session.stop()
        let lines = run.session.log.entries.count
        run.clock.advance(by: 5)
        #expect(!run.called("joinChannel("))
        #expect(run.session.log.entries.count == lines)
    }

    @Test func deniedPermissionMeansNoJoin() throws {
        var settings = GlobalSettings()
        settings.permission = "denied"
        let run = try Run(settings: settings)
        run.clock.advance(by: 3)
        #expect(!run.called("joinChannel("))
        #expect(run.session.notice?.key == "permission.denied")
        run.session.stop()
    }

    @Test func askedPermissionWaitsForTheAnswer() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let run = try Run(settings: settings)
        run.clock.advance(by: 3)
        #expect(run.session.prompt?.key == "permission.ask")
        #expect(!run.called("joinChannel("))
        run.session.answerPrompt(granted: true)
        #expect(run.session.prompt == nil)
        run.clock.advance(by: 3)
        #expect(run.session.status.isJoined)
        run.session.stop()
    }

    @Test func anAnswerAfterLeavingDoesNothing() throws {
        var settings = GlobalSettings()
        settings.permission = "ask"
        let run = try Run(settings: settings)
        run.session.stop()
        run.session.answerPrompt(granted: true)
        run.clock.advance(by: 3)
        #expect(!run.called("joinChannel("))
    }

    @Test func tokensAreRenewedBeforeTheyExpire() throws {
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let run = try Run(settings: settings)
        run.clock.advance(by: 29)
        #expect(!run.session.log.entries.contains { $0.key == "token.log.willExpire" })
        run.clock.advance(by: 5)
        #expect(run.session.log.entries.contains { $0.key == "token.log.willExpire" })
        #expect(run.called("renewToken("))
        #expect(run.session.status.tokenState == .renewed)
        // Each renewal is good for another 60 s: the session stays connected well past the first expiry.
        run.clock.advance(by: 120)
        #expect(run.session.status.connectionState == .connected)
        #expect(run.session.log.entries.filter { $0.key == "token.log.renewed" }.count >= 3)
        run.session.stop()
    }

    @Test func aPastedWrongTokenGetsTheServicesAnswer() throws {
        // Signed correctly, but for another channel: the service answers invalid token.
        let wrong = try RtcTokenBuilder2.buildToken(
            appId: Self.appId, appCertificate: Self.certificate, channelName: "another", uid: 0, role: .publisher,
            tokenExpire: 600, privilegeExpire: 600, issueTs: UInt32(AgoraSimVirtualClock().unixNow))
        let run = try Run("JoinChannelVideoToken", set: ["token": wrong, "channelName": "demo"])
        run.clock.advance(by: 3)
        #expect(run.called("joinChannel("))
        #expect(run.session.status.connectionState == .failed)
        #expect(run.session.status.connectionReason == .invalidToken)
        #expect(run.session.notice?.key == "alert.engineError")
        #expect(run.session.notice?.arguments.first == "110")
        run.session.stop()
    }

    @Test func anEmptyTokenIsRefusedWhenNoneCanBeGenerated() throws {
        let run = try Run("JoinChannelVideoToken", set: ["appId": "00000000000000000000000000000000"])
        run.clock.advance(by: 3)
        #expect(!run.called("joinChannel("))
        #expect(run.session.notice?.key == "token.required")
        run.session.stop()
    }

    @Test func joiningByUserAccountRegistersItAndShowsIt() throws {
        let run = try Run("JoinChannelVideoToken", set: ["userAccount": "alice"])
        run.clock.advance(by: 3)
        #expect(run.called("registerLocalUserAccount("))
        #expect(run.called("joinChannel(byUserAccount:"))
        #expect(run.session.status.isJoined)
        #expect(run.session.tiles.first?.account == "alice")
        run.session.stop()
    }
}

/// Settings changed mid-session reach the running session where the SDK allows it.
@MainActor
@Suite struct LiveSettingsTests {
    @Test func theTokenCaseSwitchesRoleAndEncoderAtOnce() throws {
        let run = try TokenFlowTests.Run("JoinChannelVideoToken", keyCenter: KeyCenter())
        run.clock.advance(by: 3)
        #expect(run.session.status.role == .broadcaster)
        var changed = GlobalSettings()
        changed.role = "audience"
        changed.resolution = "640x360"
        run.session.globalSettingsChanged(from: GlobalSettings(), to: changed)
        run.clock.advance(by: 1)
        #expect(run.called("setClientRole(_:) .audience → 0"))
        #expect(run.called("updateChannel(with:)"))
        #expect(run.texts.contains { $0.hasPrefix("setVideoEncoderConfiguration(_:) {dimensions: 640x360") })
        #expect(run.session.status.role == .audience)
        run.session.stop()
    }

    @Test func aFormDrivenCaseKeepsItsOwnValues() throws {
        let run = try TokenFlowTests.Run("JoinChannelVideo", keyCenter: KeyCenter())
        run.clock.advance(by: 3)
        let before = run.texts.count
        var changed = GlobalSettings()
        changed.role = "audience"
        run.session.globalSettingsChanged(from: GlobalSettings(), to: changed)
        #expect(!run.texts.dropFirst(before).contains { $0.hasPrefix("setClientRole(") })
        run.session.stop()
    }
}
