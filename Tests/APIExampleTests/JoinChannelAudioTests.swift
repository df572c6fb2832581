import AgoraRtcSim
import Testing
import TestSupport
@testable import APIExample

/// JoinChannelAudio in virtual time: an audio-only call with a meter per user, and the signal volumes, in-ear
/// monitoring and scenario changed live.
@MainActor
@Suite struct JoinChannelAudioTests {
    @Test func anAudioOnlyCallMetersEveryUser() throws {
        let run = try CaseRun("JoinChannelAudio", form: ["audioProfile": "musicHighQuality"], seconds: 4)
        #expect(run.called("disableVideo", returned: 0) && run.called("enableAudio", returned: 0))
        #expect(run.called("setAudioProfile", with: ".musicHighQuality", returned: 0))
        #expect(run.called("enableAudioVolumeIndication", with: "200, smooth: 3, reportVad: true", returned: 0))
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("publishCameraTrack: false, publishMicrophoneTrack: true, clientRoleType: .broadcaster"))
        #expect(run.session.tiles.count == 4 && run.session.tiles.first?.isLocal == true)
        #expect(run.session.tiles.allSatisfy { $0.view == nil }, "no video anywhere")
        #expect(run.session.tiles.dropFirst().contains { $0.volume > 100 }, "the remote users are talking")
        #expect(!run.called("setupRemoteVideo"))
        run.session.stop()
        #expect(run.called("disableAudio", returned: 0))
    }

    @Test func signalVolumesInEarMonitoringAndScenarioReachTheEngine() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        run.press("recordingVolume", .increment)
        run.press("playbackVolume", .decrement)
        #expect(run.called("adjustRecordingSignalVolume", with: "125", returned: 0)
                && run.called("adjustPlaybackSignalVolume", with: "75", returned: 0))
        #expect(run.control("recordingVolume")?.kind == .slider(value: 125, range: 0...400, step: 25))
        #expect(run.control("playbackVolume")?.kind == .slider(value: 75, range: 0...400, step: 25))
        // The in-ear volume means something only while monitoring is on.
        run.press("inEarVolume", .decrement)
        #expect(run.calls("setInEarMonitoringVolume").count == 0)
        run.press("inEarMonitoring")
        #expect(run.called("enable", with: "true", returned: 0) && run.control("inEarVolume")?.isEnabled == true)
        run.press("inEarVolume", .decrement)
        #expect(run.called("setInEarMonitoringVolume", with: "90", returned: 0))
        run.press("audioScenario", .increment)
        #expect(run.called("setAudioScenario", with: ".gameStreaming", returned: 0))
        #expect(run.control("audioScenario")?.kind == .choice(options: ChoiceOptions.audioScenarios, selected: "gameStreaming"))
        run.session.stop()
        // Monitoring is switched off on the way out, before the leave.
        let off = try #require(run.lastIndex(of: .call("enable", startingWith: "false")))
        let leave = try #require(run.lastIndex(of: .call("leaveChannel")))
        #expect(off < leave)
    }

    @Test func anAudienceMemberPublishesNoMicrophone() throws {
        let run = try CaseRun("JoinChannelAudio", form: ["role": "audience"], seconds: 3)
        #expect(run.called("setClientRole", selector: "setClientRole(_:)", with: ".audience", returned: 0))
        let join = try #require(run.calls("joinChannel").first)
        #expect(join.detail.contains("publishMicrophoneTrack: false, clientRoleType: .audience"))
        #expect(run.session.status.isJoined && run.session.status.role == .audience)
        run.session.stop()
    }

    /// As the original's grid, sorted by uid after the local tile, whatever order the users joined in.
    @Test func remoteTilesAreOrderedByUid() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 4
        let run = try CaseRun("JoinChannelAudio", settings: settings, seconds: 5)
        #expect(run.session.tiles.first?.isLocal == true)
        let uids = run.session.tiles.filter { !$0.isLocal }.map(\.uid)
        #expect(uids.count == 4 && uids == uids.sorted(), "\(uids)")
        let joinOrder = run.callbacks("didJoinedOfUid").compactMap { line in
            line.detail.split(separator: " ").drop { $0 != "uid:" }.dropFirst().first.flatMap { UInt($0.trimmingCharacters(in: [","])) }
        }
        #expect(joinOrder.count == 4 && joinOrder != uids, "they joined in another order: \(joinOrder)")
        run.session.stop()
    }

    /// What the local tile says, in English.
    private func localNotes(_ run: CaseRun) -> [String] {
        run.session.tiles.first { $0.isLocal }?.notes.map { $0.text(Localizer(.en)) } ?? []
    }

    /// The scenario changes what the SDK sends (in-call volume caps it; README, "Simulation's choices"), and the
    /// local tile says which scenario is in use and what it sends.
    @Test func theScenarioShowsWithWhatItSends() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        #expect(localNotes(run).contains("Scenario: Default · 32 kHz mono"), "\(localNotes(run))")
        run.press("audioScenario", .increment)
        run.advance(2)
        #expect(localNotes(run).contains("Scenario: Game Streaming · 48 kHz mono"), "\(localNotes(run))")
        run.session.stop()
    }

    @Test func theSpeakerphoneSwitchMovesTheRouteTheSDKReports() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        #expect(run.called("setDefaultAudioRouteToSpeakerphone", with: "true", returned: 0))
        #expect(run.heard("didAudioRouteChanged", startingWith: ".speakerphone"))
        #expect(localNotes(run).contains("Route: Speakerphone (3)"))
        run.press("speakerphone")
        run.advance(0.1)
        #expect(run.called("setEnableSpeakerphone", with: "false", returned: 0))
        #expect(run.heard("didAudioRouteChanged", startingWith: ".earpiece"))
        #expect(localNotes(run).contains("Route: Earpiece (1)"))
        #expect(run.control("speakerphone")?.kind == .toggle(false))
        run.session.stop()
    }

    @Test func inEarMonitoringShowsItsVolumeAndTheDelayTheStatsReport() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        #expect(!localNotes(run).contains { $0.hasPrefix("In-ear") })
        run.press("inEarMonitoring")
        run.press("inEarVolume", .decrement)
        #expect(localNotes(run).contains("In-ear: volume 90"))
        run.advance(2)
        let line = try #require(localNotes(run).first { $0.hasPrefix("In-ear: volume 90 · ") }, "\(localNotes(run))")
        #expect(line.hasSuffix(" ms"))
        run.session.stop()
    }

    /// "Start Audio Mixing": a relay channel joined as uid + 1, publishing the mix of this channel and the
    /// microphone; stopping stops the mixer, then leaves the relay channel. Nothing happens without a relay channel.
    @Test func audioForwardingMixesThisChannelIntoTheRelayChannel() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        run.press("audioMixing")
        #expect(!run.called("joinChannelEx") && run.control("audioMixing")?.kind == .toggle(false), "no relay channel")
        run.session.set("relayChannel", .text("relay"))
        run.press("audioMixing")
        run.advance(1.5)
        let uid = run.session.status.localUid
        let join = try #require(run.calls("joinChannelEx").first)
        #expect(join.detail.contains("connection: {channelId: \"relay\", localUid: \(uid + 1)}") || join.detail.contains("\(uid + 1)"), "\(join)")
        #expect(join.detail.contains("delegate: nil"))
        #expect(join.detail.contains("publishMicrophoneTrack: false, publishMixedAudioTrack: true, "
                                     + "enableAudioRecordingOrPlayout: false, autoSubscribeAudio: false"))
        #expect(run.called("startLocalAudioMixer", with: "{audioInputStreams: [.remoteChannel(\"demo\"), .microphone], "
                           + "syncWithLocalMic: false}", returned: 0))
        #expect(run.control("audioMixing")?.labelKey == "control.stopAudioMixing")
        #expect(localNotes(run).contains("Relay: relay as \(uid + 1) · mixing"), "\(localNotes(run))")
        run.press("audioMixing")
        let stop = try #require(run.firstIndex(of: .call("stopLocalAudioMixer", returned: 0)))
        let leave = try #require(run.firstIndex(of: .call("leaveChannelEx", returned: 0)))
        #expect(stop < leave)
        #expect(run.control("audioMixing")?.labelKey == "control.startAudioMixing")
        #expect(!localNotes(run).contains { $0.hasPrefix("Relay") })
        run.session.stop()
    }
}

extension JoinChannelAudioTests {
    /// The relay connection reports local audio stats for the mix it sends; the local tile keeps the main
    /// connection's, which change once a stats period (2 s). With both, the tile's bitrate took turns between the two
    /// within a period.
    @Test func theLocalTileKeepsTheMainConnectionsFiguresWhileRelaying() throws {
        let run = try CaseRun("JoinChannelAudio", seconds: 3)
        run.session.set("relayChannel", .text("relay"))
        run.press("audioMixing")
        run.advance(1)
        #expect(run.called("startLocalAudioMixer"))
        var bitrates: [Int] = []
        for _ in 0..<24 {
            run.advance(0.5)
            bitrates.append(run.session.tiles.first { $0.isLocal }?.stats.audioBitrate ?? -1)
        }
        let changes = bitrates.indices.dropFirst().filter { bitrates[$0] != bitrates[$0 - 1] }
        #expect(changes.count >= 2, "the figures go on changing: \(bitrates)")
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $1 - $0 >= 4 }, "one change a period: \(bitrates)")
        run.session.stop()
    }
}
