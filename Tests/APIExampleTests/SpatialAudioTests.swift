import AgoraRtcSim
import Foundation
import Testing
import TestSupport
@testable import APIExample

/// SpatialAudio in virtual time, driven through its controls: the kit set up as the original does, both players
/// looping at their positions, the two remote users in their slots, and each source's azimuth and gain changing as
/// you move, behind the sound barrier, and with its sheet's switches. The model's geometry itself (known angles,
/// distances, the range's edge, zones) is pinned in AgoraRtcSimTests' SpatialAudioEngineTests.
@MainActor
@Suite struct SpatialAudioTests {
    struct Heard: Equatable {
        let azimuth: Int, distance: Int, gain: Double, level: Int, barrier: Bool
    }

    /// The panel's figures for the source whose name line contains `name` ("Source 1 (", "Remote user ("): the line
    /// after its name.
    static func heard(_ run: CaseRun, _ name: String) throws -> Heard {
        let panel = run.panelText
        let index = try #require(panel.firstIndex { $0.contains(name) }, "\(panel)")
        let line = try #require(panel.indices.contains(index + 1) ? panel[index + 1] : nil)
        let numbers = line.split(whereSeparator: { !"0123456789.".contains($0) }).compactMap { Double($0) }
        try #require(numbers.count == 4, "\(line)")
        return Heard(azimuth: Int(numbers[0]), distance: Int(numbers[1]), gain: numbers[2], level: Int(numbers[3]),
                     barrier: line.contains("walled"))
    }

    static func mapText(_ run: CaseRun, columns: Int = 42, rows: Int = 18) throws -> [String] {
        let tile = try #require(run.session.tiles.first { $0.titleKey == "spatial.tile.map" })
        return try #require(tile.appView?.renderedText(columns: columns, rows: rows))
    }

    @Test func theKitIsSetUpAsTheOriginalAndBothSourcesLoop() throws {
        let run = try CaseRun("SpatialAudio", seconds: 3)
        let setUp: [TraceMatch] = [
            .call("enableSpatialAudio", with: "true", returned: 0),
            .call("sharedLocalSpatialAudio", with: "rtcEngine: <engine>", returned: 0),
            .call("setAudioRecvRange", with: "896.0", returned: 0),
            .call("setMaxAudioRecvCount", with: "2", returned: 0),
            .call("setDistanceUnit", with: "1.0", returned: 0),
            .call("setLoopCount", with: "player: 1, loopCount: -1", returned: 0),
            .call("setLoopCount", with: "player: 2, loopCount: -1", returned: 0),
            .call("updatePlayerPositionInfo", with: "1, (58, 181, 0)", returned: 0),
            .call("updatePlayerPositionInfo", with: "2, (356, 181, 0)", returned: 0),
            .call("setPlayerAttenuation", with: "0.2, playerId: 1, forceSet: false", returned: 0),
            .call("updateSelfPosition", with: "(201, 349, 0), forward: (1, 0, 0), right: (0, 1, 0), up: (0, 0, 1)", returned: 0)]
        for call in setUp {
            #expect(!run.events(call).isEmpty, "no \(call)")
        }
        // The melody (3 s) and the chime (0.6 s) go round and round, and are heard all along.
        run.advance(10)
        #expect(run.calls("play", startingWith: "player: 1").count == 1 && run.calls("play", startingWith: "player: 2").count == 1,
                "looped by the player, played once")
        #expect(!run.heard("didChangedTo", startingWith: "player: 1, .playBackAllLoopsCompleted"))
        let one = try Self.heard(run, "Source 1"), two = try Self.heard(run, "Source 2")
        #expect(one.level > 0 && two.level > 0, "\(one) \(two)")
        // From (201, 349) facing +x: source 1 at (58, 181) is behind and to the left, source 2 ahead and to the left.
        #expect((90..<180).contains(one.azimuth) && (0..<90).contains(two.azimuth), "\(one) \(two)")
        #expect(one.distance == 221 && two.distance == 229)
        run.session.stop()
        #expect(run.called("AgoraLocalSpatialAudioKit.destroy", returned: 0))
        #expect(run.logEntries.last?.event?.name == "destroy()", "\(run.trail)")
    }

    @Test func movingChangesEachSourcesAzimuthAndGain() throws {
        let run = try CaseRun("SpatialAudio", seconds: 2)
        let before = (try Self.heard(run, "Source 1"), try Self.heard(run, "Source 2"))
        let map = try Self.mapText(run)
        // ← on X four times: 92 points to the left, towards source 1 and away from source 2.
        for _ in 0..<4 { run.press("selfX", .decrement) }
        #expect(run.control("selfX")?.value == .int(201 - 4 * 23))
        #expect(run.calls("updateSelfPosition").last?.detail.hasPrefix("(109, 349, 0)") == true)
        let after = (try Self.heard(run, "Source 1"), try Self.heard(run, "Source 2"))
        #expect(after.0.gain > before.0.gain && after.0.distance < before.0.distance, "\(before.0) → \(after.0)")
        #expect(after.1.gain < before.1.gain && after.1.distance > before.1.distance, "\(before.1) → \(after.1)")
        #expect(after.0.azimuth != before.0.azimuth && after.1.azimuth != before.1.azimuth)
        #expect(try Self.mapText(run) != map, "the map shows you moved")
        // Up with Y until level with both sources: source 1 straight behind, source 2 straight ahead.
        run.session.set("selfY", .int(181))
        #expect(try Self.heard(run, "Source 1").azimuth == 180 && Self.heard(run, "Source 2").azimuth == 0)
        // Next to source 1: nearly as loud as it plays.
        run.session.set("selfX", .int(60))
        #expect(try Self.heard(run, "Source 1").gain > 0.99)
        run.session.stop()
    }

    @Test func theSoundBarrierMufflesTheLeftSourceFromOutside() throws {
        let run = try CaseRun("SpatialAudio", seconds: 2)
        let open = try Self.heard(run, "Source 1")
        let openMap = try Self.mapText(run).joined()
        #expect(!open.barrier && !openMap.contains("+"))
        run.press("soundBarrier")
        #expect(run.called("setZones", with: "[zone 1: (58, 232, 0) 76.0x166.0x10.0, audioAttenuation: 1.0]", returned: 0))
        let walled = try Self.heard(run, "Source 1")
        #expect(walled.barrier && walled.gain < open.gain / 2 && walled.distance == open.distance, "\(open) → \(walled)")
        #expect(try !Self.heard(run, "Source 2").barrier, "the right source has no room")
        let walledMap = try Self.mapText(run).joined()
        #expect(walledMap.contains("+"), "the room is drawn")
        // Walk into the room: no wall between you and the source any more.
        run.session.set("selfX", .int(60))
        run.session.set("selfY", .int(250))
        #expect(try !Self.heard(run, "Source 1").barrier)
        run.press("soundBarrier")
        #expect(run.called("setZones", with: "nil", returned: 0))
        run.session.stop()
    }

    @Test func eachSourceHasItsOwnSheet() throws {
        let run = try CaseRun("SpatialAudio", seconds: 2)
        run.session.set("source", .option("2"))
        run.press("mute")
        #expect(run.called("pause", with: "player: 2", returned: 0))
        run.advance(0.5)
        #expect(try Self.heard(run, "Source 2").level == 0 && Self.heard(run, "Source 1").level > 0)
        let weak = try Self.heard(run, "Source 2").gain
        run.session.set("attenuation", .int(80))
        #expect(run.called("setPlayerAttenuation", with: "0.8, playerId: 2, forceSet: false", returned: 0))
        #expect(try Self.heard(run, "Source 2").gain < weak)
        run.press("voiceBlur")
        #expect(run.called("setSpatialAudioParams", with: "player: 2, enable_blur: true", returned: 0))
        // Source 1's sheet is as it was; source 2's is kept for when it is chosen again.
        run.session.set("source", .option("1"))
        #expect(run.control("mute")?.value == .bool(false) && run.control("attenuation")?.value == .int(20))
        #expect(run.control("voiceBlur")?.value == .bool(false))
        run.session.set("source", .option("2"))
        #expect(run.control("mute")?.value == .bool(true) && run.control("attenuation")?.value == .int(80))
        #expect(run.control("voiceBlur")?.value == .bool(true))
        run.press("mute")
        #expect(run.called("resume", with: "player: 2", returned: 0))
        run.session.stop()
    }

    @Test func theFirstTwoRemoteUsersStandInTheSlots() throws {
        var settings = GlobalSettings()
        settings.remoteUserCount = 3
        let run = try CaseRun("SpatialAudio", settings: settings, seconds: 6)
        let positioned = run.calls("updateRemotePosition")
        #expect(positioned.count == 2, "a third user gets no position: \(positioned)")
        #expect(positioned.first?.detail.contains("(72, 696, 0)") == true
                && positioned.last?.detail.contains("(319, 696, 0)") == true)
        let lines = run.panelText.filter { $0.contains("Remote user (") }
        #expect(lines.count == 2, "\(run.panelText)")
        let map = try Self.mapText(run).joined()
        #expect(map.contains("A") && map.contains("B"))
        // The remote user at the bottom left sounds from behind you on your right when you stand top right.
        run.session.set("selfX", .int(400))
        run.session.set("selfY", .int(100))
        let a = try Self.heard(run, "Remote user")
        #expect((180..<270).contains(a.azimuth), "\(a)")
        run.session.stop()
    }

    @Test func theMapDrawsEveryoneToScale() {
        var scene = SpatialMapScene()
        scene.listener = .init(symbol: "@", x: 207, y: 448)
        scene.sources = [.init(symbol: "1", x: 0, y: 0), .init(symbol: "2", x: 414, y: 896)]
        scene.room = .init(centerX: 58, centerY: 232, width: 76, height: 166)
        let lines = scene.render(columns: 11, rows: 5)
        #expect(lines.count == 5 && lines.allSatisfy { $0.count == 11 })
        #expect(lines[0].first == "1" && lines[4].last == "2" && Array(lines[2])[5] == "@")
        #expect(lines.joined().contains("+"))
        #expect(SpatialMapScene.cell(x: 414, y: 896, columns: 11, rows: 5) == (10, 4))
    }
}
