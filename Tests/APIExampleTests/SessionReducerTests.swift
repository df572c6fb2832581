import AgoraRtcSim
import Testing
@testable import APIExample

/// The session reducer alone: events in, state out, no engine.
@Suite struct SessionReducerTests {
    private func reduce(_ events: [SessionEvent], into state: SessionState = SessionState(caseId: "X")) -> SessionState {
        var state = state
        for event in events { SessionReducer.reduce(&state, event) }
        return state
    }

    private func remote(_ uid: UInt, channel: String? = nil, group: Int = 0) -> VideoTile {
        var tile = VideoTile(uid: uid, isLocal: false, surface: .sdk(AgoraVideoView()), audioOnly: false)
        tile.channel = channel
        tile.group = group
        return tile
    }

    @Test func theLocalTileTakesTheJoinedUidAndStaysFirst() {
        let state = reduce([
            .tile(.remote(remote(7))),
            .tile(.local(VideoTile(uid: 0, isLocal: true, surface: nil, audioOnly: true))),
            .joined(channel: "demo", uid: 42),
        ])
        #expect(state.tiles.map(\.uid) == [42, 7])
        #expect(state.tiles.first?.isLocal == true)
        #expect(state.status.isJoined && state.status.channel == "demo" && state.status.localUid == 42)
        #expect(!reduce([.left], into: state).status.isJoined)
    }

    /// A toast's timer ends the toast, never an alert shown after it (RawAudioData's metadata toast).
    @Test func anExpiredToastTakesDownOnlyItself() {
        let toast = SessionNotice("raw.toast.metadataReceived", ["7", "hello"])
        let alert = SessionNotice("error.x", severity: .error)
        #expect(reduce([.notice(toast), .noticeExpired(toast)]).notice == nil)
        #expect(reduce([.notice(toast), .notice(alert), .noticeExpired(toast)]).notice == alert)
    }

    @Test func statsReachTheTileOfTheirUserAndChannel() {
        var video = AgoraRtcRemoteVideoStats()
        video.uid = 7
        video.width = 640
        video.height = 360
        video.rendererOutputFrameRate = 15
        let state = reduce([
            .tile(.remote(remote(7, channel: "a", group: 1))),
            .tile(.remote(remote(7, channel: "b", group: 2))),
            .remoteVideoStats(video, channel: "b"),
        ])
        #expect(state.tiles.map(\.stats.width) == [0, 640])
        #expect(state.tiles[1].stats.hasVideoStats && state.tiles[1].stats.frameRate == 15)
    }

    @Test func channelTilesKeepTheirGroupsTogether() {
        let state = reduce([
            .tile(.remote(remote(1, channel: "a", group: 1))),
            .tile(.remote(remote(2, channel: "b", group: 2))),
            .tile(.remote(remote(3, channel: "a", group: 1))),
        ])
        #expect(state.tiles.map(\.uid) == [1, 3, 2])
        #expect(reduce([.tile(.removeRemote(uid: nil, channel: "a"))], into: state).tiles.map(\.uid) == [2])
    }

    @Test func volumeReportsLeaveACaseFedMeterAlone() {
        let speakers = [AgoraRtcAudioVolumeInfo(uid: 0, volume: 200), AgoraRtcAudioVolumeInfo(uid: 9, volume: 90)]
        let state = reduce([
            .tile(.local(VideoTile(uid: 0, isLocal: true, surface: nil, audioOnly: true))),
            .tile(.remote(VideoTile(uid: 9, isLocal: false, surface: nil, audioOnly: true))),
            .tile(.update(uid: 0, channel: nil, .meter(labelKey: "tile.meter.pulled"))),
            .tile(.update(uid: 0, channel: nil, .volume(33))),
            .volumes(speakers),
        ])
        #expect(state.tiles.map(\.volume) == [33, 90])
    }

    @Test func controlsTakeOnlyValuesThatFitThem() {
        let declared = [
            SessionControl(id: "mute", labelKey: "m", kind: .toggle(false)),
            SessionControl(id: "volume", labelKey: "v", kind: .slider(value: 50, range: 0...100, step: 10)),
        ]
        let state = reduce([
            .controlsDeclared(declared),
            .controlChanged(id: "mute", value: .bool(true), isEnabled: false),
            .controlChanged(id: "volume", value: .int(500), isEnabled: nil),
            .controlChanged(id: "volume", value: .bool(true), isEnabled: nil),
            .controlChanged(id: "unknown", value: .int(1), isEnabled: true),
        ])
        #expect(state.control("mute") == SessionControl(id: "mute", labelKey: "m", kind: .toggle(true), isEnabled: false))
        #expect(state.control("volume")?.kind == .slider(value: 50, range: 0...100, step: 10), "out of range and wrong type are ignored")
        #expect(state.controls.count == 2)
    }

    @Test func aFullLogDropsItsOldestQuarterAndCountsIt() {
        var state = SessionState(caseId: "X", logCapacity: 8)
        for index in 0..<9 { SessionReducer.reduce(&state, .log(LogEntry(timeMs: index, kind: .app, text: "\(index)"))) }
        #expect(state.log.dropped == 2)
        #expect(state.log.entries.map(\.text) == ["2", "3", "4", "5", "6", "7", "8"])
    }

    @Test func noticesPromptsAndThePanelAreReplacedAndCleared() {
        let panel = SessionPanel(titleKey: "t", lines: [.verbatim("x")])
        let state = reduce([
            .notice(SessionNotice("a")), .prompt(SessionPrompt("permission.ask")), .panel(panel),
            .notice(nil), .prompt(nil),
        ])
        #expect(state.notice == nil && state.prompt == nil && state.panel == panel)
    }
}
