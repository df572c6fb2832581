import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// The spatial model's geometry (direction, distance, range, zones) and the local spatial audio kit on an engine in
/// virtual time: its codes, and what is heard of remote voices and media players as the listener moves.
@Suite struct SpatialAudioEngineTests {
    static let forward = simd_float3(1, 0, 0), right = simd_float3(0, 1, 0), up = simd_float3(0, 0, 1)
    static let origin = SimSpatialListener()

    static func hear(_ point: simd_float3, attenuation: Double = 0.5, forceSet: Bool = false, listener: SimSpatialListener = origin,
                     zones: [SimSpatialZone] = [], range: Double = 100, unit: Double = 1) -> SimSpatialHearing {
        var source = SimSpatialSource()
        source.attenuation = attenuation
        source.forceSet = forceSet
        return SimSpatialModel.hear(source, at: point, by: listener, zones: zones, range: range, unit: unit)
    }

    // MARK: - Geometry

    @Test func azimuthCountsFromAheadTowardsTheLeft() {
        #expect(Self.hear(simd_float3(10, 0, 0)).azimuth == 0)
        #expect(Self.hear(simd_float3(0, -10, 0)).azimuth == 90, "negative right is left")
        #expect(Self.hear(simd_float3(-10, 0, 0)).azimuth == 180)
        #expect(Self.hear(simd_float3(0, 10, 0)).azimuth == 270)
        #expect(abs(Self.hear(simd_float3(10, -10, 0)).azimuth - 45) < 1e-6)
        // The listener's own axes count, not the world's: facing +y, a source at +x is on the left.
        let turned = SimSpatialListener(position: .zero, forward: simd_float3(0, 1, 0), right: simd_float3(-1, 0, 0), up: Self.up)
        #expect(abs(Self.hear(simd_float3(10, 0, 0), listener: turned).azimuth - 90) < 1e-6)
        // And the listener's position: a source level with it, ahead of it.
        let moved = SimSpatialListener(position: simd_float3(50, 20, 0), forward: Self.forward, right: Self.right, up: Self.up)
        #expect(Self.hear(simd_float3(60, 20, 0), listener: moved).azimuth == 0)
        #expect(Self.hear(simd_float3(40, 20, 0), listener: moved).azimuth == 180)
    }

    @Test func gainFallsWithDistanceAndIsSilentPastTheRange() {
        #expect(Self.hear(.zero).gain == 1)
        // Realistic (0.5): a square fall-off over the range; half way is a quarter.
        #expect(abs(Self.hear(simd_float3(50, 0, 0)).gain - 0.25) < 1e-9)
        // Strong (1) falls faster, weak (0.2) slower, broadcast (0) not at all.
        #expect(abs(Self.hear(simd_float3(50, 0, 0), attenuation: 1).gain - 0.0625) < 1e-9)
        #expect(Self.hear(simd_float3(50, 0, 0), attenuation: 0.2).gain > 0.5)
        #expect(Self.hear(simd_float3(99, 0, 0), attenuation: 0).gain == 1)
        // The range's edge: silent on it and past it, whatever the coefficient.
        #expect(Self.hear(simd_float3(100, 0, 0)).gain == 0)
        #expect(Self.hear(simd_float3(0, 100.5, 0), attenuation: 0).gain == 0)
        #expect(Self.hear(simd_float3(99.9, 0, 0)).gain > 0)
        // The distance unit scales world units to metres: 50 units of 2 m are the range's edge.
        #expect(Self.hear(simd_float3(50, 0, 0), unit: 2).distance == 100)
        #expect(Self.hear(simd_float3(50, 0, 0), unit: 2).gain == 0)
        // Farther is never louder.
        let gains = stride(from: 0, through: 100, by: 5).map { Self.hear(simd_float3(Float($0), 0, 0), attenuation: 0.3).gain }
        #expect(zip(gains, gains.dropFirst()).allSatisfy { $0 >= $1 })
    }

    static func room(_ id: Int = 1, at center: simd_float3 = simd_float3(0, 0, 0), attenuation: Float = 1) -> SimSpatialZone {
        let zone = AgoraSpatialAudioZone()
        zone.zoneSetId = id
        zone.position = center
        zone.forwardLength = 20
        zone.rightLength = 40
        zone.upLength = 10
        zone.audioAttenuation = attenuation
        return SimSpatialZone(zone)
    }

    @Test func aZoneWallTakesTheZonesAttenuation() {
        let zones = [Self.room()]
        let inside = simd_float3(5, 15, 0), outside = SimSpatialListener(position: simd_float3(40, 15, 0), forward: Self.forward,
                                                                          right: Self.right, up: Self.up)
        #expect(zones[0].contains(inside) && !zones[0].contains(outside.position))
        #expect(zones[0].contains(simd_float3(10, 20, 0)), "the walls are inside")
        let open = Self.hear(inside, attenuation: 0.2, listener: outside)
        let walled = Self.hear(inside, attenuation: 0.2, listener: outside, zones: zones)
        #expect(!open.behindBarrier && walled.behindBarrier && walled.attenuation == 1)
        #expect(walled.gain < open.gain / 2, "\(walled.gain) vs \(open.gain)")
        #expect(walled.distance == open.distance && walled.azimuth == open.azimuth)
        // forceSet keeps the source's own coefficient across the wall.
        #expect(Self.hear(inside, attenuation: 0.2, forceSet: true, listener: outside, zones: zones).gain == open.gain)
        // Both inside the same room: no wall between them.
        let alsoInside = SimSpatialListener(position: simd_float3(-5, -15, 0), forward: Self.forward, right: Self.right, up: Self.up)
        #expect(!Self.hear(inside, attenuation: 0.2, listener: alsoInside, zones: zones).behindBarrier)
        // In two different rooms: not heard at all.
        let other = [Self.room(1), Self.room(2, at: simd_float3(40, 15, 0))]
        #expect(Self.hear(inside, attenuation: 0, forceSet: true, listener: outside, zones: other).gain == 0)
    }

    // MARK: - The kit on an engine

    static func kit(_ sim: SimHarness) -> AgoraLocalSpatialAudioKit {
        let config = AgoraLocalSpatialAudioConfig()
        config.rtcEngine = sim.engine
        return AgoraLocalSpatialAudioKit.sharedLocalSpatialAudio(with: config)
    }

    @Test func theKitsCodes() throws {
        let sim = SimHarness(remotes: 0)
        let kit = Self.kit(sim)
        #expect(Self.kit(sim) === kit, "one kit per engine")
        #expect(kit.setAudioRecvRange(0) == -2 && kit.setAudioRecvRange(-1) == -2 && kit.setAudioRecvRange(50) == 0)
        #expect(kit.setMaxAudioRecvCount(17) == -2 && kit.setMaxAudioRecvCount(16) == 0)
        #expect(kit.setDistanceUnit(0) == -2 && kit.setDistanceUnit(0.5) == 0)
        #expect(kit.updateSelfPosition(.zero, axisForward: .zero, axisRight: Self.right, axisUp: Self.up) == -2)
        #expect(kit.updateSelfPosition(.zero, axisForward: Self.forward, axisRight: Self.forward, axisUp: Self.up) == -2,
                "forward and right must be perpendicular")
        #expect(kit.updateSelfPosition(simd_float3(1, 2, 0), axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up) == 0)
        let info = AgoraRemoteVoicePositionInfo(position: simd_float3(3, 4, 0), forward: Self.forward)
        #expect(kit.updatePlayerPositionInfo(1, positionInfo: info) == -2, "no such player")
        #expect(kit.setPlayerAttenuation(0.3, playerId: 1, forceSet: false) == -2)
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        let id = Int(player.getMediaPlayerId())
        #expect(kit.updatePlayerPositionInfo(id, positionInfo: info) == 0)
        #expect(kit.setPlayerAttenuation(1.5, playerId: UInt(id), forceSet: false) == -2)
        #expect(kit.setPlayerAttenuation(0.3, playerId: UInt(id), forceSet: true) == 0)
        #expect(kit.updateRemotePosition(0, positionInfo: info) == -2 && kit.updateRemotePosition(42, positionInfo: info) == 0)
        #expect(kit.setRemoteAudioAttenuation(-0.1, uid: 42, forceSet: false) == -2)
        #expect(kit.removeRemotePosition(42) == 0 && kit.clearRemotePositions() == 0)
        let flat = AgoraSpatialAudioZone()
        #expect(kit.setZones([flat]) == -2, "a zone needs sides")
        #expect(kit.setZones(nil) == 0)
        var params = AgoraSpatialAudioParams()
        params.speaker_distance = 0.5
        #expect(player.setSpatialAudioParams(params) == -2)
        params.speaker_distance = 10
        params.enable_blur = true
        #expect(player.setSpatialAudioParams(params) == 0)
        #expect(sim.engine.enableSpatialAudio(true) == 0)
        #expect(kit.muteAllRemoteAudioStreams(true) == 0 && kit.muteLocalAudioStream(true) == 0)
        // After destroy every call is -7, and a new kit starts from the SDK's defaults.
        AgoraLocalSpatialAudioKit.destroy(engine: sim.engine)
        #expect(kit.setAudioRecvRange(10) == -7 && kit.updateRemotePosition(42, positionInfo: info) == -7)
        let again = Self.kit(sim)
        #expect(again !== kit && again.setAudioRecvRange(10) == 0)
        #expect(sim.engine.lock.locked { sim.engine.state.localAudio.spatial.remotes.isEmpty && sim.engine.state.localAudio.spatial.maxReceiveCount == 10 })
        AgoraLocalSpatialAudioKit.destroy(engine: sim.engine)
        sim.destroy()
    }

    /// Remote voices through the kit: the volume reports follow each user's distance; no position, out of range or
    /// past the receive count is silent; without `enableSpatialAudio` they are as sent.
    @Test func remoteVoicesFollowTheModel() throws {
        let sim = SimHarness(remotes: 2)
        sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false)
        sim.joinAsBroadcaster(video: false)
        sim.advance(4)
        let uids = sim.recorder.events.compactMap { $0.hasPrefix("joined ") ? UInt($0.dropFirst(7)) : nil }
        try #require(uids.count == 2)
        func heard(_ seconds: Double) -> [UInt: Int] {
            let before = sim.recorder.volumeReports.count
            sim.advance(seconds)
            var best: [UInt: Int] = [:]
            for report in sim.recorder.volumeReports.dropFirst(before) where !report.contains(where: { $0.uid == 0 }) {
                for info in report { best[info.uid] = max(best[info.uid] ?? 0, info.volume) }
            }
            return best
        }
        let plain = heard(4)
        #expect(uids.allSatisfy { (plain[$0] ?? 0) > 50 }, "\(plain)")

        sim.engine.enableSpatialAudio(true)
        let kit = Self.kit(sim)
        kit.setAudioRecvRange(100)
        kit.updateSelfPosition(.zero, axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up)
        // Nobody has a position yet: nobody is heard.
        #expect(heard(2).values.allSatisfy { $0 == 0 }, "no position, not heard")
        kit.updateRemotePosition(uids[0], positionInfo: AgoraRemoteVoicePositionInfo(position: simd_float3(5, 0, 0), forward: Self.forward))
        kit.updateRemotePosition(uids[1], positionInfo: AgoraRemoteVoicePositionInfo(position: simd_float3(0, 80, 0), forward: Self.forward))
        let spatial = heard(4)
        // Near is heard well (its peaks in another stretch of speech), far a small fraction of it.
        #expect((spatial[uids[0]] ?? 0) > (plain[uids[0]] ?? 0) / 3, "\(spatial) vs \(plain)")
        #expect((spatial[uids[1]] ?? 0) < (plain[uids[1]] ?? 0) / 10, "\(spatial) vs \(plain)")
        // Only the nearest one is received with a count of 1.
        kit.setMaxAudioRecvCount(1)
        kit.updateRemotePosition(uids[1], positionInfo: AgoraRemoteVoicePositionInfo(position: simd_float3(0, 2, 0), forward: Self.forward))
        let one = heard(4)
        #expect((one[uids[1]] ?? 0) > 0 && (one[uids[0]] ?? 0) == 0, "\(one)")
        // Out of range is silent.
        kit.setMaxAudioRecvCount(2)
        kit.updateSelfPosition(simd_float3(300, 0, 0), axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up)
        #expect(heard(2).values.allSatisfy { $0 == 0 })
        // The engine's switch off: as sent again.
        sim.engine.enableSpatialAudio(false)
        #expect(uids.allSatisfy { (heard(4)[$0] ?? 0) > 50 })
        AgoraLocalSpatialAudioKit.destroy(engine: sim.engine)
        sim.destroy()
    }

    /// A looping player as a source: its azimuth and gain as the listener walks past it, and silence while paused.
    @Test func aPlayersSourceAsTheListenerMoves() throws {
        let sim = SimHarness(remotes: 0)
        sim.engine.enableSpatialAudio(true)
        let kit = Self.kit(sim)
        kit.setAudioRecvRange(100)
        let player = try #require(sim.engine.createMediaPlayer(with: nil))
        player.setLoopCount(-1)
        #expect(player.open(PlayerSample.path, startPos: 0) == 0)
        sim.advance(0.5)
        #expect(player.play() == 0)
        let id = Int(player.getMediaPlayerId())
        kit.updatePlayerPositionInfo(id, positionInfo: AgoraRemoteVoicePositionInfo(position: simd_float3(50, 0, 0), forward: Self.forward))
        kit.setPlayerAttenuation(0.2, playerId: UInt(id), forceSet: false)
        var seen: [(azimuth: Double, gain: Double, level: Int)] = []
        for x in [0, 40, 60, 100] as [Float] {
            kit.updateSelfPosition(simd_float3(x, 0, 0), axisForward: Self.forward, axisRight: Self.right, axisUp: Self.up)
            let source = try #require(kit.simHeardSources().first { $0.kind == .mediaPlayer(id) })
            seen.append((source.azimuth, source.gain, source.level))
        }
        #expect(seen.map { Int($0.azimuth) } == [0, 0, 180, 180], "ahead, then behind once past it")
        #expect(seen[1].gain > seen[0].gain && seen[2].gain == seen[1].gain, "nearer is louder; 10 m either side alike")
        #expect(seen[3].gain == seen[0].gain && seen.allSatisfy { $0.level > 0 }, "50 m behind sounds as 50 m ahead")
        // Loops: still heard after several passes of the 4 s clip.
        sim.advance(10)
        #expect(player.getPlayerState() == .playing)
        #expect(try #require(kit.simHeardSources().first).level > 0)
        player.pause()
        #expect(try #require(kit.simHeardSources().first).level == 0, "a paused player sends nothing")
        AgoraLocalSpatialAudioKit.destroy(engine: sim.engine)
        #expect(kit.simHeardSources().isEmpty)
        sim.destroy()
    }
}
