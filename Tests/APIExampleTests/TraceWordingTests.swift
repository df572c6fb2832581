import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// The case tests read the SDK's calls and callbacks from the log's trace events, not from how the log words them
/// (issue 31 item 6): the same log worded otherwise answers every reader the same, while an old-style read of a
/// formatted line is an issue rather than a check that silently passes.
@MainActor
@Suite struct TraceWordingTests {
    /// The same entries with each SDK line worded differently (a made-up wording sharing nothing with the log's),
    /// the events unchanged.
    struct Reworded: TraceReading {
        let logEntries: ArraySlice<LogEntry>

        init(_ log: some TraceReading) {
            logEntries = ArraySlice(log.logEntries.map { entry in
                guard let event = entry.event else { return entry }
                let text = "<\(event.kind.rawValue)> \(event.name.uppercased()) [\(event.detail)] = \(event.result ?? 0)"
                return LogEntry(timeMs: entry.timeMs, kind: entry.kind, text: text, isPeriodic: entry.isPeriodic,
                                key: entry.key, arguments: entry.arguments, event: event)
            })
        }
    }

    @Test func aLogWordedOtherwiseAnswersTheReadersTheSame() throws {
        let run = try CaseRun("LiveStreaming", form: ["role": "audience", "isPreloadChannel": "true", "isFirstFrame": "true"],
                              seconds: 4)
        run.press("coHost")
        run.advance(1)
        let reworded = Reworded(run)
        #expect(reworded.logLines != run.logLines, "the wording did change")
        #expect(!reworded.logLines.contains { $0.hasPrefix("setClientRole(") }, "so a read of the old wording would fail")

        let matches: [TraceMatch] = [
            .call("setClientRole", selector: "setClientRole(_:options:)",
                  with: ".audience, options: {audienceLatencyLevel: .lowLatency}", returned: 0),
            .call("updateChannel", with: "{publishCameraTrack: true, publishMicrophoneTrack: true}", returned: 0),
            .call("joinChannel", containing: "clientRoleType: .audience"),
            .call("preloadChannel", startingWith: "channelId: \"live\""),
            .call("setupRemoteVideo", endingWith: "backgroundColor: 0x0}", returned: 0),
            .callback("didJoinChannel"),
            .callback("videoRenderingTracingResultOfUid"),
        ]
        for match in matches {
            #expect(!run.events(match).isEmpty, "\(match) is in the log")
            #expect(reworded.events(match) == run.events(match), "\(match)")
            #expect(reworded.firstIndex(of: match) == run.firstIndex(of: match), "\(match)")
            #expect(reworded.lastIndex(of: match) == run.lastIndex(of: match), "\(match)")
        }
        #expect(reworded.callOrder == run.callOrder && reworded.callbacks == run.callbacks)
        #expect(reworded.called("setClientRole", with: ".broadcaster, options: nil", returned: 0))
        #expect(reworded.calls("setupRemoteVideo").count == 3 && reworded.callbacks("videoRenderingTracingResultOfUid").count == 3)
        let mark = try #require(run.firstIndex(of: .callback("didJoinChannel")))
        #expect(reworded.since(mark).callOrder == run.since(mark).callOrder)
        run.session.stop()
    }

    @Test func aFormattedLineGivenAsAMethodNameIsAnIssue() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 1)
        // The old readers took the log's wording ("muteLocalAudioStream(_:) true → 0"); such a key now matches
        // nothing, so `!run.called(…)` would pass whatever happened: it is recorded as an issue instead.
        for key in ["startPreview() → 0", "setClientRole(", "← rtcEngine(_:didJoinChannel:", "joinChannel channelId"] {
            withKnownIssue { _ = run.called(key) }
            withKnownIssue { _ = run.heard(key) }
        }
        #expect(run.called("joinChannel", returned: 0) && run.heard("didJoinChannel"))
        run.session.stop()
    }

    @Test func callbacksAreNamedByTheirLabelAfterTheSender() {
        func name(_ selector: String) -> String {
            AgoraSimTraceEvent(timeMs: 0, kind: .callback, name: selector, detail: "", result: nil, isPeriodic: false)
                .callbackName
        }
        #expect(name("rtcEngine(_:didJoinChannel:withUid:elapsed:)") == "didJoinChannel")
        #expect(name("AgoraRtcMediaPlayer(_:didChangedTo:reason:)") == "didChangedTo")
        #expect(name("mediaRecorder(_:stateDidChanged:uid:state:reason:)") == "stateDidChanged")
        #expect(name("rtcEngineTranscodingUpdated(_:)") == "rtcEngineTranscodingUpdated")
        #expect(name("onStateChanged(_:newState:error:)") == "onStateChanged")
        #expect(name("joinSuccess") == "joinSuccess")
    }

    @Test func aMatchReadsTheArgumentsAndTheCode() {
        let event = AgoraSimTraceEvent(timeMs: 5, kind: .apiCall, name: "setClientRole(_:options:)",
                                       detail: ".audience, options: nil", result: -2, isPeriodic: false)
        #expect(TraceMatch.call("setClientRole").matches(event))
        #expect(TraceMatch.call("setClientRole", selector: "setClientRole(_:options:)", with: ".audience, options: nil",
                                returned: -2).matches(event))
        #expect(!TraceMatch.call("setClientRole", returned: 0).matches(event), "the code counts")
        #expect(!TraceMatch.call("setClientRole", selector: "setClientRole(_:)").matches(event), "the overload counts")
        #expect(!TraceMatch.call("setClientRole", with: ".audience").matches(event), "with: is the whole arguments")
        #expect(TraceMatch.call("setClientRole", startingWith: ".audience", containing: "options", endingWith: "nil")
            .matches(event))
        #expect(!TraceMatch.callback("setClientRole").matches(event), "a call is not a callback")
        #expect(!TraceMatch.call("setClient").matches(event), "the whole base name")
    }
}
