import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// RtePlayer as a user drives it, in virtual time: the URL's shape at the form, the stream of the channel's host,
/// the SDK's errors (wrong App ID, channel name, expired token, no host), Stop and Play, and the token kept out of
/// everything shown.
@MainActor
@Suite struct RtePlayerTests {
    private static let appId = KeyCenter().appId

    private func url(_ channel: String, appId: String = RtePlayerTests.appId) -> [String: String] {
        ["url": "rte://\(appId)/\(channel)"]
    }

    /// The player's state changes as the callback reported them (`"old: .idle, new: .opening, error: .ok"`).
    private func stateLines(_ run: CaseRun) -> [String] {
        run.callbacks("onStateChanged").map(\.detail)
    }

    @Test func theFormStartsWithThePlaceholderAndChecksTheUrlsShape() throws {
        let field = try CaseRun.field("RtePlayer", "url")
        for language in Language.allCases {
            let start = field.defaultValue(keyCenter: KeyCenter(), language: language)
            #expect(start == "rte://\(Self.appId)/<" + L10n.shared.string("rteUrl.liveChannelName", language) + ">")
            #expect(FieldValidator.problem(field, value: start) == "error.rteUrl.placeholder", "the user replaces it")
        }
        #expect(FieldValidator.problem(field, value: "rte://\(Self.appId)/demo") == nil)
        #expect(FieldValidator.problem(field, value: "") == "error.rteUrl.empty")
        #expect(FieldValidator.problem(field, value: "rtmp://\(Self.appId)/demo") == "error.rteUrl.scheme")
        #expect(FieldValidator.problem(field, value: "rte://\(Self.appId)") == "error.rteUrl.appId")
        #expect(FieldValidator.problem(field, value: "rte:///demo") == "error.rteUrl.appId")
        #expect(FieldValidator.problem(field, value: "rte://\(Self.appId)/") == "error.rteUrl.channel")
        #expect(FieldValidator.problem(field, value: "rte://\(Self.appId)/demo?token=x") == "error.rteUrl.query")
        // The App ID and the channel's characters are the player's to judge, as the service judges them.
        #expect(FieldValidator.problem(field, value: "rte://nothex/bad*name") == nil)
    }

    @Test func withAHostTheStreamOpensAndPlaysTheHostsPicture() throws {
        let run = try CaseRun("RtePlayer", form: url("demo"))
        run.advance(0.1)
        #expect(stateLines(run) == ["old: .idle, new: .opening, error: .ok"])
        run.advance(2)
        #expect(stateLines(run) == [
            "old: .idle, new: .opening, error: .ok",
            "old: .opening, new: .openCompleted, error: .ok",
            "old: .openCompleted, new: .playing, error: .ok",
        ])
        let resolution = try #require(run.callbacks("onResolutionChanged").first)
        #expect(run.callbacks("onEvent", startingWith: "event: .firstDisplayed").count == 1)
        let tile = try #require(run.session.tiles.first)
        #expect(run.session.tiles.count == 1 && tile.titleKey == "rte.tile.title")
        let frame = try #require(tile.latestFrame, "the host's picture is in the player's tile")
        #expect(resolution.detail == "width: \(frame.width), height: \(frame.height)")
        #expect(tile.notes.contains(.text("rte.tile.state", [".playing", "3"])))
        #expect(tile.notes.contains(.text("rte.tile.resolution", ["\(frame.width)x\(frame.height)"])))
        // The picture moves: a later frame is another instant of the host's video.
        run.advance(1)
        #expect(try #require(run.session.tiles.first?.latestFrame).timestampMs > frame.timestampMs)
        #expect(run.control("play")?.isEnabled == false && run.control("stop")?.isEnabled == true)
        run.session.stop()
        #expect(run.calls("stop", selector: "stop(_:)").count == 1 && run.calls("destroy", selector: "destroy(_:)").count == 1
                && run.logEntries.last?.event?.name == "destroy()")
        // The same channel has the same host in every run.
        let again = try CaseRun("RtePlayer", form: url("demo"), seconds: 2.1)
        #expect(again.callbacks("onResolutionChanged").first?.detail == resolution.detail)
        again.session.stop()
    }

    @Test func withNoHostThePlayerFailsAfterItsOpenTimeout() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let run = try CaseRun("RtePlayer", form: url("empty"), settings: settings)
        run.advance(AgoraRtePlayer.openTimeout - 0.1)
        #expect(stateLines(run).last?.contains("new: .opening") == true, "still waiting for the host")
        run.advance(0.2)
        #expect(stateLines(run).last?.hasPrefix("old: .opening, new: .failed, error: .errorStreamNotFound") == true)
        #expect(run.session.notice?.key == "rte.notice.failed")
        #expect(run.session.notice?.arguments == [".errorStreamNotFound", "rte.error.streamNotFound"])
        #expect(run.session.tiles.first?.latestFrame == nil)
        #expect(run.control("play")?.isEnabled == true)
        run.session.stop()
    }

    @Test(arguments: [
        ("rte://fedcba9876543210fedcba9876543210/demo", "invalid App ID"),
        ("rte://\(KeyCenter().appId)/bad*name", "invalid channel name"),
    ])
    func aWrongAppIdOrChannelNameFailsWithInvalidArgument(_ typed: String, _ message: String) throws {
        let run = try CaseRun("RtePlayer", form: ["url": typed], seconds: 2)
        #expect(stateLines(run).last == "old: .opening, new: .failed, error: .errorInvalidArgument \"\(message)\"")
        #expect(run.session.notice?.arguments == [".errorInvalidArgument", "rte.error.invalidArgument"])
        #expect(run.callbacks("onResolutionChanged").count == 0)
        run.session.stop()
    }

    /// With an App Certificate the URL carries a token; once it has expired, opening again is refused.
    @Test func anExpiredTokenFailsWithAuthenticationFailed() throws {
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let run = try CaseRun("RtePlayer", form: ["url": "rte://\(TestProject.certified.appId)/demo"], settings: settings,
                              keyCenter: TestProject.certified, seconds: 3)
        #expect(stateLines(run).last?.contains("new: .playing") == true, "the token is good at first")
        run.press("stop")
        run.advance(70)
        run.press("play")
        run.advance(2)
        #expect(stateLines(run).last == "old: .opening, new: .failed, error: .errorAuthenticationFailed \"token expired\"")
        #expect(run.session.notice?.arguments == [".errorAuthenticationFailed", "rte.error.authentication"])
        run.session.stop()
    }

    @Test func stopStopsAndPlayOpensTheUrlAgain() throws {
        let run = try CaseRun("RtePlayer", form: url("demo"), seconds: 2)
        run.press("stop")
        run.advance(0.5)
        #expect(stateLines(run).last == "old: .playing, new: .stopped, error: .ok")
        #expect(run.session.tiles.first?.notes.first == .text("rte.tile.state", [".stopped", "6"]))
        #expect(run.control("play")?.isEnabled == true && run.control("stop")?.isEnabled == false)
        let rendered = try #require(run.session.tiles.first?.view?.renderedFrames)
        run.advance(1)
        #expect(run.session.tiles.first?.view?.renderedFrames == rendered, "no pictures once stopped")
        run.press("play")
        run.advance(2)
        #expect(run.calls("open", selector: "open(withUrl:startTime:cb:)").count == 2)
        #expect(Array(stateLines(run).suffix(3)) == [
            "old: .stopped, new: .opening, error: .ok",
            "old: .opening, new: .openCompleted, error: .ok",
            "old: .openCompleted, new: .playing, error: .ok",
        ])
        #expect(run.callbacks("onResolutionChanged").count == 2, "each open reports the picture's size again")
        run.session.stop()
    }

    /// After FAILED the SDK asks for stop before opening again: Play does that.
    @Test func playAfterAFailureStopsFirst() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 0
        let run = try CaseRun("RtePlayer", form: url("empty"), settings: settings, seconds: 11)
        run.press("play")
        run.advance(0.5)
        #expect(Array(stateLines(run).suffix(2)) == [
            "old: .failed, new: .stopped, error: .ok",
            "old: .stopped, new: .opening, error: .ok",
        ])
        #expect(!run.logLines.contains { $0.contains("cannot open") })
        run.session.stop()
    }

    @Test func theTokenNeverReachesTheLogTheTraceOrTheScreen() throws {
        let keys = TestProject.certified
        let run = try CaseRun("RtePlayer", form: ["url": "rte://\(keys.appId)/demo"], keyCenter: keys, seconds: 3)
        #expect(stateLines(run).last?.contains("new: .playing") == true, "the token was accepted")
        let open = try #require(run.calls("open", selector: "open(withUrl:startTime:cb:)").first)
        #expect(open.detail == "url: \"rte://<appId>/demo?token=<token>\", startTime: 0, cb: nil")
        let everything = run.session.log.entries.flatMap { [$0.text, $0.text(Localizer(.zhHans))] + $0.arguments }
        #expect(!everything.contains { $0.contains("007eJ") })
        for language in Language.allCases {
            let screen = SessionScreen.render(run.session.state, language, width: 100, height: 30)
            #expect(ScreenText.find("007eJ", in: screen) == nil, "a token on the screen")
            #expect(ScreenText.find(L10n.shared.string("rte.tile.title", language), in: screen) != nil)
        }
        run.session.stop()
    }
}
