import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// RTMPStreaming as a user drives it, in virtual time: the URL rules, publishing with a transcoding layout, and the
/// states a dropping, refusing or audience-only push reaches.
@MainActor
@Suite struct RTMPStreamingTests {
    @Test func theRtmpServerSettingIsSavedAndAnUnknownValueFallsBack() throws {
        var settings = GlobalSettings()
        settings.rtmpServer = "dropFail"
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: data).rtmpServer == "dropFail")
        let odd = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "dropFail", with: "teapot")
        #expect(try JSONDecoder().decode(GlobalSettings.self, from: Data(odd.utf8)).rtmpServer == "accept")
        #expect(GlobalSettings.rtmpServers.allSatisfy { AgoraSimRtmpServer(rawValue: $0) != nil })
        #expect(AgoraSimRtmpServer.allCases.count == GlobalSettings.rtmpServers.count)
    }

    @Test func theFormChecksTheSdkUrlRules() throws {
        let url = try CaseRun.field("RTMPStreaming", "rtmpUrl")
        #expect(FieldValidator.problem(url, value: RtmpUrlRule.defaultUrl) == nil)
        #expect(FieldValidator.problem(url, value: "rtmps://cdn.example.com/live/s") == nil)
        #expect(FieldValidator.problem(url, value: "") == "error.rtmpUrl.empty")
        #expect(FieldValidator.problem(url, value: "http://cdn/live/s") == "error.rtmpUrl.scheme")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/直播/s") == "error.rtmpUrl.characters")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/live s") == "error.rtmpUrl.characters")
        #expect(FieldValidator.problem(url, value: "rtmp://") == "error.rtmpUrl.host")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/" + String(repeating: "a", count: 1014)) == "error.rtmpUrl.tooLong")
        #expect(FieldValidator.problem(url, value: "rtmp://cdn/" + String(repeating: "a", count: 1013)) == nil)
    }

    @Test func publishUpdateTheLayoutAndSwitchTranscodingWhilePushing() throws {
        let run = try CaseRun("RTMPStreaming")
        run.advance(3)
        #expect(run.control("push")?.labelKey == "control.rtmpPublish")
        run.press("push")
        run.advance(1.5)
        #expect(run.session.notice?.key == "rtmp.notice.running")
        #expect(run.panelText.contains("State: running (OK)"))
        #expect(run.session.panel?.sketch?.regions.count == 2, "the original's layout: local left, one remote right")
        run.press("layout", .decrement)
        run.advance(0.5)
        #expect(run.session.panel?.sketch?.regions.count == 4, "grid 2x2")
        #expect(run.calls("updateRtmpTranscoding").count == 1 && run.callbacks("rtcEngineTranscodingUpdated").count == 1)
        // The mode of a running push cannot change: stop, then start again without transcoding once idle.
        run.press("transcoding")
        #expect(run.control("push")?.isEnabled == false)
        run.advance(2)
        #expect(run.calls("startRtmpStreamWithoutTranscoding").count == 1)
        #expect(run.panelText.contains("State: running (OK)") && run.session.panel?.sketch == nil)
        run.press("push")
        run.advance(1)
        #expect(run.panelText.contains("Not pushing."))
        #expect(run.session.notice?.key == "rtmp.notice.stopped")
        run.session.stop()
        #expect(!run.session.log.entries.contains { $0.kind == .error })
    }

    /// As the original's text field: the URL can be changed in the session until a push starts, and is checked.
    @Test func theUrlIsEditableInTheSessionUntilPublishing() throws {
        let run = try CaseRun("RTMPStreaming")
        run.advance(3)
        #expect(run.control("url")?.kind == .text(RtmpUrlRule.defaultUrl) && run.control("url")?.isEnabled == true)
        run.session.set("url", .text("http://cdn.example.com/live/s"))
        #expect(run.session.notice == SessionNotice("error.rtmpUrl.scheme", severity: .error))
        run.session.set("url", .text("rtmp://cdn.example.com/live/mine"))
        run.press("push")
        #expect(run.calls("startRtmpStream", startingWith: "\"rtmp://cdn.example.com/live/mine\"").count == 1)
        #expect(run.control("url")?.isEnabled == false, "fixed while pushing")
        run.advance(1.5)
        #expect(run.panelText.first == "rtmp://cdn.example.com/live/mine")
        run.press("push")
        run.advance(1)
        #expect(run.control("url")?.isEnabled == true, "editable again once stopped")
        run.session.stop()
    }

    @Test func aDroppedStreamFailsAfterSixtySecondsAndIsReleasedByStop() throws {
        var settings = GlobalSettings()
        settings.rtmpServer = "dropFail"
        let run = try CaseRun("RTMPStreaming", form: ["pushOnJoin": "true"], settings: settings)
        run.advance(10.5)
        #expect(run.panelText.contains("State: recovering (rtmpServerError)"))
        run.advance(60)
        #expect(run.panelText.contains("State: failure (connectionTimeout)"))
        #expect(run.session.notice == SessionNotice("rtmp.notice.failure", ["connectionTimeout"], severity: .error))
        #expect(run.control("push")?.labelKey == "control.rtmpStop", "a failed URL stays taken until stopped")
        run.press("push")
        run.advance(0.5)
        #expect(run.control("push")?.labelKey == "control.rtmpPublish")
        run.session.stop()
    }

    @Test func anAudienceMemberCannotPushAndARefusingServerSaysWhy() throws {
        var audience = GlobalSettings()
        audience.role = "audience"
        let run = try CaseRun("RTMPStreaming", form: ["pushOnJoin": "true"], settings: audience)
        run.advance(2)
        #expect(run.session.notice?.arguments == ["notBroadcaster"])
        run.session.stop()

        var refusing = GlobalSettings()
        refusing.rtmpServer = "invalidAppId"
        let refused = try CaseRun("RTMPStreaming", form: ["pushOnJoin": "true"], settings: refusing)
        refused.advance(2)
        #expect(refused.panelText.contains("State: failure (invalidAppId)"))
        refused.session.stop()
    }
}
