import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// SimpleFilter in virtual time: its controls reaching the plugin, and a missing library.
@MainActor
@Suite struct SimpleFilterTests {
    @Test func simpleFilterControlsReachThePlugin() throws {
        let run = try CaseRun("SimpleFilter", seconds: 4)
        let local = try #require(run.session.tiles.first?.view)
        let before = try #require(local.latestFrame)
        run.session.perform("invert", .activate)
        run.session.perform("volume", .decrement)
        run.clock.advance(by: 1)
        let after = try #require(local.latestFrame)
        let brightness = { (frame: AgoraSimVideoFrame) in frame.luma.reduce(0) { $0 + Int($1) } / frame.luma.count }
        #expect(brightness(before) < 128 && brightness(after) > 128, "the negative of a dark picture is bright")
        #expect(run.heard("onEvent", selector: "onEvent(_:extension:key:value:)",
                          startingWith: "\"Agora\", extension: \"Grey\", key: \"invert\", value: \"1\""))
        #expect(run.events.contains { $0.detail.contains("key: \"volume\", value: \"0.80\"") })
        #expect(run.session.tiles.first?.notes == [.text("filter.note.video", ["filter.on", "filter.on"]),
                                                   .text("filter.note.audio", ["80"]), .volumeMeter("filter.note.mic")])
        run.session.stop()
    }

    @Test func aMissingLibraryIs157InTheSessionNotACrash() throws {
        let run = try CaseRun("SimpleFilter", form: ["library": "libNoSuchFilter.so"], seconds: 4)
        #expect(run.session.notice?.key == "filter.missing" && run.session.notice?.arguments.first == "157")
        #expect(run.session.notice?.arguments.last?.contains("libNoSuchFilter.so not found") == true)
        #expect(run.calls("loadExtensionProvider", startingWith: "\"libNoSuchFilter.so\"").first?.result == -157)
        #expect(run.calls("enableExtension").isEmpty, "nothing to enable")
        #expect(run.session.controls.allSatisfy { !$0.isEnabled })
        #expect(run.session.tiles.first?.notes == [.text("filter.note.notLoaded")])
        #expect(run.session.status.isJoined && run.session.tiles.count == 4, "the call goes on without filters")
        run.session.stop()
    }
}
