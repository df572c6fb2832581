import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// MediaChannelRelay as a user drives it, in virtual time: the destination field's checks, relaying with the panel
/// listing each destination and the relay user it counts, pause / resume / stop, the SDK's refusals at the call, and
/// a destination token that expires.
@MainActor
@Suite struct MediaChannelRelayTests {
    @Test func theFormChecksTheDestinationName() throws {
        let field = try CaseRun.field("MediaChannelRelay", "relayDestination")
        #expect(FieldValidator.problem(field, value: "relay-dest") == nil)
        #expect(FieldValidator.problem(field, value: "") == "error.channel.empty")
        #expect(FieldValidator.problem(field, value: "目标") == "error.channel.charset")
        #expect(FieldValidator.problem(field, value: String(repeating: "a", count: 64)) == "error.channel.tooLong")
    }

    @Test func relayPauseResumeAndStopWithEachDestinationInThePanel() throws {
        let run = try CaseRun("MediaChannelRelay")
        #expect(run.panelText == ["Relay: idle (.none)", "No destination yet: type a channel name and press Relay."])
        run.advance(3)
        #expect(run.control("relay")?.isEnabled == true && run.control("pause")?.isEnabled == false)
        run.press("relay")
        run.advance(2.5)
        #expect(run.calls("startOrUpdateChannelMediaRelay").count == 1)
        #expect(run.panelText.first == "Relay: running (.none)")
        let line = try #require(run.panelText.last)
        #expect(line.hasPrefix("→ relay-dest: relaying, relay user ") && line.hasSuffix(", 4 users there"),
                "three simulated people and the relay user: \(line)")
        #expect(run.control("destination")?.isEnabled == false, "fixed while relaying, as the original")
        #expect(run.control("pause")?.isEnabled == true && run.control("stop")?.isEnabled == true)
        run.press("pause")
        run.advance(0.5)
        #expect(run.panelText.last?.contains("paused") == true)
        #expect(run.callbacks("didReceive", startingWith: "event: .pauseSendPacketToDestChannelSuccess").count == 1)
        run.press("resume")
        run.advance(0.5)
        #expect(run.panelText.last?.contains("relaying") == true)
        run.press("stop")
        run.advance(0.5)
        #expect(run.panelText == ["Relay: idle (.none)", "→ relay-dest: not relayed"])
        #expect(run.control("destination")?.isEnabled == true && run.control("stop")?.isEnabled == false)
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    /// As the Swift original: the configuration keeps its destinations, so a new name after a stop relays to both.
    @Test func aNewDestinationAfterAStopRelaysToBothAndASeventhIsRefused() throws {
        let run = try CaseRun("MediaChannelRelay", seconds: 3)
        for index in 1...6 {
            run.session.set("destination", .text("dest\(index)"))
            run.press("relay")
            run.advance(2.5)
            #expect(run.panelText.filter { $0.contains(": relaying,") }.count == index)
            run.press("stop")
            run.advance(0.5)
        }
        run.session.set("destination", .text("dest7"))
        run.press("relay")
        run.advance(1)
        #expect(run.session.notice?.key == "relay.notice.startFailed" && run.session.notice?.arguments.first == "-2")
        // The refused seventh is taken out again, so the six still relay.
        run.session.set("destination", .text("dest1"))
        run.press("relay")
        run.advance(2.5)
        #expect(run.panelText.filter { $0.contains(": relaying,") }.count == 6)
        #expect(!run.panelText.contains { $0.contains("dest7") })
        run.session.stop()
    }

    @Test func badDestinationsAreRefusedAtTheField() throws {
        let run = try CaseRun("MediaChannelRelay", seconds: 3)
        run.session.set("destination", .text("bad/name"))
        #expect(run.session.notice == SessionNotice("error.channel.charset", severity: .error))
        #expect(run.control("destination")?.kind == .text("relay-dest"), "the field keeps its value")
        run.session.set("destination", .text("relay"))
        #expect(run.session.notice == SessionNotice("relay.error.sameChannel", severity: .error))
        run.session.set("destination", .text(""))
        run.press("relay")
        #expect(run.session.notice == SessionNotice("relay.notice.emptyDestination", severity: .error))
        #expect(!run.called("startOrUpdateChannelMediaRelay"))
        run.session.stop()
    }

    @Test func anAudienceUserGetsMinusEight() throws {
        var settings = GlobalSettings()
        settings.role = "audience"
        let run = try CaseRun("MediaChannelRelay", settings: settings, seconds: 3)
        run.press("relay")
        run.advance(1)
        #expect(run.session.notice?.key == "relay.notice.startFailed")
        #expect(run.session.notice?.arguments.first == "-8")
        #expect(run.panelText.first == "Relay: idle (.none)")
        run.session.stop()
    }

    /// The main token is renewed 30 s before it expires and the source follows it; the destination's token, asked
    /// for at Relay, is never renewed (the SDK has no warning for it), so it ends the relay with error 11.
    @Test func anExpiredDestinationTokenStopsTheRelayWithEleven() throws {
        var settings = GlobalSettings()
        settings.tokenExpireSeconds = 60
        let run = try CaseRun("MediaChannelRelay", ["relayOnJoin": .bool(true)], settings: settings,
                              keyCenter: TestProject.certified, seconds: 5)
        #expect(run.panelText.first == "Relay: running (.none)")
        run.advance(40)
        #expect(run.session.log.entries.contains { $0.key == "token.log.renewed" })
        #expect(run.calls("startOrUpdateChannelMediaRelay").count == 2, "the renewed source token goes to the relay")
        #expect(run.panelText.first == "Relay: running (.none)")
        run.advance(25)
        #expect(run.panelText.first == "Relay: failure (.destinationTokenExpired)")
        #expect(run.session.notice == SessionNotice("relay.notice.failed", ["11", ".destinationTokenExpired"], severity: .error))
        #expect(run.panelText.last == "→ relay-dest: not relayed")
        #expect(run.control("pause")?.isEnabled == false && run.control("destination")?.isEnabled == true)
        run.session.stop()
        #expect(!run.logLines.contains { $0.contains(TestProject.certificate) })
    }
}
