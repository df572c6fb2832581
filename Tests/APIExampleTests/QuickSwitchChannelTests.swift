import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// QuickSwitchChannel in virtual time, driven through its controls: the original's API order as audience, paging
/// that wraps both ways, the "switching" state that only the page's own channel's join ends, a host of its own per
/// channel, rapid switches that end in the last channel on one connection, and the teardown.
@MainActor
@Suite struct QuickSwitchChannelTests {

    static func settings(remotes: Int = 1) -> GlobalSettings {
        var settings = GlobalSettings()
        settings.remoteUserCount = remotes
        return settings
    }

    static func remotes(_ run: CaseRun) -> [VideoTile] { run.session.tiles.filter { !$0.isLocal } }

    /// The channels joined, in order.
    static func joins(_ log: some TraceReading) -> [String] {
        log.calls("joinChannel", startingWith: "channelId: ").map { firstArgument($0, after: "channelId: ") }
    }

    static func joined(_ log: some TraceReading) -> [String] {
        log.callbacks("didJoinChannel", startingWith: "channel: ").map { firstArgument($0, after: "channel: ") }
    }

    static func firstArgument(_ event: AgoraSimTraceEvent, after label: String) -> String {
        String(event.detail.dropFirst(label.count).prefix { $0 != "," })
    }

    @Test func joinsTheFirstChannelAsAudienceInTheOriginalsOrder() throws {
        // The Settings role says broadcaster; the case is always audience.
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(), seconds: 0.1)
        let calls: [TraceMatch] = [.call("enableVideo"), .call("enableAudio"),
                                   .call("setChannelProfile", startingWith: ".liveBroadcasting"),
                                   .call("setClientRole", selector: "setClientRole(_:)", startingWith: ".audience"),
                                   .call("setDefaultAudioRouteToSpeakerphone", startingWith: "true"),
                                   .call("joinChannel", startingWith: "channelId: \"quick1\"")]
        let order = calls.map { run.firstIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(order)")
        #expect(!run.called("setupLocalVideo") && !run.called("startPreview"))
        #expect(run.session.tiles.first { $0.isLocal }?.placeholderKey == "quickSwitch.tile.audience")
        #expect(run.panelText == ["Channel: quick1", "Page 1/4", "Switching… joining quick1"], "\(run.panelText)")

        run.advance(4.4)
        #expect(run.panelText == ["Channel: quick1", "Page 1/4", "Joined quick1 as audience"], "\(run.panelText)")
        #expect(run.session.status.channel == "quick1" && run.session.status.role == .audience)
        #expect(Self.remotes(run).count == 1, "the channel's host in the page's view")
        run.session.stop()
    }

    @Test func pagingWrapsAroundBothWays() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(remotes: 0), seconds: 1)
        run.press("previous")
        #expect(run.control("page")?.kind.value == .option("4") && run.panelText.prefix(2) == ["Channel: quick4", "Page 4/4"])
        run.advance(1)
        run.press("next")
        #expect(run.control("page")?.kind.value == .option("1"))
        run.advance(1)
        run.press("next")
        run.advance(1)
        run.session.set("page", .option("4"))
        run.advance(1)
        run.press("page", .increment)
        run.advance(1)
        #expect(Self.joins(run) == ["\"quick1\"", "\"quick4\"", "\"quick1\"", "\"quick2\"", "\"quick4\"", "\"quick1\""],
                "\(Self.joins(run))")
        #expect(Self.joined(run) == Self.joins(run), "every join landed, each after a leave")
        #expect(run.calls("leaveChannel").count == 5 && run.callbacks("didLeaveChannelWith").count == 5)
        #expect(run.panelText == ["Channel: quick1", "Page 1/4", "Joined quick1 as audience"], "\(run.panelText)")
        run.session.stop()
    }

    @Test func onlyThePagesOwnChannelStopsTheSpinner() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(remotes: 0), seconds: 1)
        let engine = try #require(run.session.engine)
        run.press("next")
        #expect(run.panelText.last == "Switching… joining quick2")
        // A join of the page left, arriving late (the original's stale join): the page keeps waiting.
        run.main.rtcEngine(engine, didJoinChannel: "quick1", withUid: 7, elapsed: 300)
        #expect(run.panelText.last == "Switching… joining quick2", "\(run.panelText)")
        run.advance(1)
        #expect(run.panelText.last == "Joined quick2 as audience", "\(run.panelText)")
        // Once joined, a late join of another page changes nothing either.
        run.main.rtcEngine(engine, didJoinChannel: "quick1", withUid: 7, elapsed: 300)
        #expect(run.panelText == ["Channel: quick2", "Page 2/4", "Joined quick2 as audience"], "\(run.panelText)")
        run.session.stop()
    }

    /// Away and straight back: a join of the same channel from before the leave is not the new join.
    @Test func aJoinFromBeforeTheLeaveIsNotTheNewOne() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(remotes: 0), seconds: 1)
        let engine = try #require(run.session.engine)
        run.press("next")
        run.press("previous")
        // The first visit's join, still on its way when the leave was asked for (its didLeaveChannel has not come).
        run.main.rtcEngine(engine, didJoinChannel: "quick1", withUid: 7, elapsed: 300)
        #expect(run.panelText.last == "Switching… joining quick1", "\(run.panelText)")
        run.advance(1)
        #expect(run.panelText.last == "Joined quick1 as audience", "\(run.panelText)")
        #expect(Self.joined(run) == ["\"quick1\"", "\"quick1\""], "the join to quick2 was ended before it landed")
        run.session.stop()
    }

    @Test func eachChannelShowsItsOwnHost() throws {
        // More remote users in Settings: still one host per channel, the page's one view.
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(remotes: 3), seconds: 4)
        let first = try #require(Self.remotes(run).first?.uid)
        #expect(Self.remotes(run).count == 1 && run.called("setupRemoteVideo"), "\(Self.remotes(run).map(\.uid))")
        run.press("next")
        #expect(Self.remotes(run).isEmpty, "the page left takes its view along")
        run.advance(4)
        let second = try #require(Self.remotes(run).first?.uid)
        #expect(Self.remotes(run).count == 1 && second != first)
        #expect(Self.remotes(run).first?.latestFrame != nil, "the host's picture shows")
        run.session.stop()
    }

    /// The original's bug: every swipe's join went on. Ten switches within a second, each while the previous one's
    /// token is still on its way, end in the last channel only.
    @Test func tenSwitchesInASecondEndInTheLastChannelOnly() throws {
        var settings = Self.settings()
        settings.tokenLatencyMs = 300
        let run = try CaseRun("QuickSwitchChannel", settings: settings, keyCenter: TestProject.certified, seconds: 1.5)
        #expect(Self.joined(run) == ["\"quick1\""])
        for _ in 0..<10 {
            run.press("next")
            run.advance(0.09)
        }
        let atLastSwitch = run.logMark
        run.advance(3)
        // Ten from page 1 is page 3.
        #expect(run.panelText == ["Channel: quick3", "Page 3/4", "Joined quick3 as audience"], "\(run.panelText)")
        #expect(Self.joins(run) == ["\"quick1\"", "\"quick3\""], "the superseded tokens never led to a join")
        #expect(Self.joined(run.since(atLastSwitch)) == ["\"quick3\""])
        #expect(run.session.status.channel == "quick3" && run.session.status.connectionState == .connected)
        #expect(run.session.log.entries.filter { $0.key == "token.log.issued" }.count == 2)
        let engine = try #require(run.session.engine)
        #expect(engine.getConnectionState() == .connected)
        // One connection: the SDK refuses another join on it, which the case never asks for.
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        #expect(engine.joinChannel(byToken: nil, channelId: "quick3", uid: 0, mediaOptions: options, joinSuccess: nil) == -17)
        #expect(run.calls("joinChannel").allSatisfy { $0.result == 0 || $0.result == -17 })
        #expect(run.calls("joinChannel").count == 3 && run.calls("joinChannel").last?.result == -17)
        run.session.stop()
    }

    /// Without a token service every switch joins at once; each join still connecting is ended by the next leave.
    @Test func rapidSwitchesWithoutTokensLandOnlyTheLastJoin() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(), seconds: 1)
        let before = run.logMark
        for _ in 0..<10 {
            run.press("previous")
            run.advance(0.1)
        }
        run.advance(3)
        let burst = run.since(before)
        #expect(Self.joins(burst).count == 10 && burst.calls("joinChannel").allSatisfy { $0.result == 0 })
        // Ten back from page 1 is page 3.
        #expect(Self.joined(burst) == ["\"quick3\""], "\(Self.joined(burst))")
        #expect(run.panelText.last == "Joined quick3 as audience" && run.session.status.channel == "quick3")
        #expect(Self.remotes(run).count == 1)
        run.session.stop()
    }

    /// No token (the service fails every request): the notice says why and the page stops saying "switching".
    @Test func aJoinThatCannotHappenEndsTheSpinner() throws {
        var settings = Self.settings(remotes: 0)
        settings.tokenFailureRate = 100
        let run = try CaseRun("QuickSwitchChannel", settings: settings, keyCenter: TestProject.certified, seconds: 1)
        #expect(run.session.notice?.key == "token.failed")
        #expect(run.panelText.last == "Could not join quick1 (Previous / Next tries another page)", "\(run.panelText)")
        run.press("next")
        #expect(run.panelText.last == "Switching… joining quick2")
        run.advance(1)
        #expect(run.panelText.last == "Could not join quick2 (Previous / Next tries another page)", "\(run.panelText)")
        #expect(!run.called("joinChannel"))
        run.session.stop()

        var denied = Self.settings(remotes: 0)
        denied.permission = "denied"
        let refused = try CaseRun("QuickSwitchChannel", settings: denied, seconds: 1)
        #expect(refused.session.notice?.key == "permission.denied")
        #expect(refused.panelText.last == "Could not join quick1 (Previous / Next tries another page)", "\(refused.panelText)")
        refused.session.stop()
    }

    @Test func leavingFollowsTheOriginalsTeardown() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(remotes: 0), seconds: 1)
        run.session.stop()
        let teardown: [TraceMatch] = [.call("disableAudio"), .call("disableVideo"), .call("leaveChannel"),
                                      .call("destroy", selector: "destroy()")]
        let order = teardown.map { run.lastIndex(of: $0) }
        #expect(order.allSatisfy { $0 != nil } && order == order.sorted { ($0 ?? 0) < ($1 ?? 0) }, "\(order)")
    }

    @Test func leavingMidSwitchDropsThePendingJoin() throws {
        var settings = Self.settings(remotes: 0)
        settings.tokenLatencyMs = 500
        let run = try CaseRun("QuickSwitchChannel", settings: settings, keyCenter: TestProject.certified, seconds: 2)
        run.press("next")
        run.advance(0.2)
        run.session.stop()
        run.advance(2)
        #expect(Self.joins(run) == ["\"quick1\""], "the token on its way led nowhere")
        #expect(!run.called("disableAudio"), "not joined: the original only leaves")
        #expect(run.logEntries.last?.event?.name == "destroy()", "\(run.trail)")
    }

    @Test func theNameLeavesRoomForThePageNumber() throws {
        let field = try CaseRun.field("QuickSwitchChannel", "channelName")
        #expect(FieldValidator.problem(field, value: String(repeating: "a", count: 62)) == nil)
        #expect(FieldValidator.problem(field, value: String(repeating: "a", count: 63)) == "error.channel.prefixTooLong")
        #expect(FieldValidator.problem(field, value: "") == "error.channel.empty")
        #expect(FieldValidator.problem(field, value: "a/b") == "error.channel.charset")
        let longest = try CaseRun("QuickSwitchChannel", form: ["channelName": String(repeating: "a", count: 62)],
                                  settings: Self.settings(remotes: 0), seconds: 1)
        #expect(longest.session.status.isJoined && longest.session.notice == nil)
        longest.session.stop()
    }

    /// The original's page shows its host without a stats overlay.
    @Test func theHostHasNoStatsOverlay() throws {
        let run = try CaseRun("QuickSwitchChannel", settings: Self.settings(), seconds: 5)
        defer { run.session.stop() }
        let hosts = Self.remotes(run)
        #expect(hosts.count == 1)
        #expect(hosts.allSatisfy { !$0.showsStats })
    }
}
