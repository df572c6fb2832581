import Foundation
import Testing
import TestSupport
@testable import AgoraRtcSim

/// A media player placed in space by the local spatial audio kit (issue 33), measured from the playback mix: the
/// side it is on is the louder ear, and farther is quieter.
@Suite struct SpatialSoundTests {
    /// Plays the 440 Hz tone with the player at `position` (listener at the origin facing +x, right along +y) and
    /// returns what is heard.
    static func heard(at position: simd_float3, airAbsorb: Bool? = nil, blur: Bool? = nil) throws -> ToneMeasure {
        let l = try MediaPlayerSoundTests.Listener()
        defer { l.end() }
        #expect(l.sim.engine.enableSpatialAudio(true) == 0)
        let kit = SpatialAudioEngineTests.kit(l.sim)
        #expect(kit.updateSelfPosition(.zero, axisForward: SpatialAudioEngineTests.forward, axisRight: SpatialAudioEngineTests.right,
                                       axisUp: SpatialAudioEngineTests.up) == 0)
        let id = Int(l.player.getMediaPlayerId())
        #expect(kit.updatePlayerPositionInfo(id, positionInfo: AgoraRemoteVoicePositionInfo(position: position,
                                                                                            forward: SpatialAudioEngineTests.forward)) == 0)
        if airAbsorb != nil || blur != nil {
            var params = AgoraSpatialAudioParams()
            params.enable_air_absorb = airAbsorb
            params.enable_blur = blur
            #expect(l.player.setSpatialAudioParams(params) == 0)
        }
        l.player.open(with: AgoraMediaSource(url: try l.tone(), autoPlay: true))
        l.sim.advance(0.5)
        _ = kit
        return l.listen(0.5)
    }

    @Test func aPlayerOnTheLeftIsLouderOnTheLeftAndOnTheRightOnTheRight() throws {
        let left = try Self.heard(at: simd_float3(0, -5, 0)).rms
        #expect(left.left > 3 * left.right, "\(left)")
        let right = try Self.heard(at: simd_float3(0, 5, 0)).rms
        #expect(right.right > 3 * right.left, "\(right)")
        let ahead = try Self.heard(at: simd_float3(5, 0, 0)).rms
        #expect(abs(ahead.left - ahead.right) < 0.02 * ahead.left, "\(ahead)")
    }

    @Test func fartherIsQuieterAndBeyondTheRangeSilent() throws {
        let near = try Self.heard(at: simd_float3(4, 0, 0)).amplitude(at: 440)
        let far = try Self.heard(at: simd_float3(10, 0, 0)).amplitude(at: 440)
        let beyond = try Self.heard(at: simd_float3(25, 0, 0)).amplitude(at: 440)
        // The realistic fall-off over the default 20 m range: (1 − d/20)², 0.64 at 4 m and 0.25 at 10 m.
        #expect(abs(far / near - 0.25 / 0.64) < 0.05, "\(near) \(far)")
        #expect(beyond < near * 0.001)
    }

    @Test func blurDullsTheSound() throws {
        // A 440 Hz tone keeps most of itself through blur's low-pass; what it loses is measured, not zero.
        let plain = try Self.heard(at: simd_float3(2, 0, 0), airAbsorb: false, blur: false).amplitude(at: 440)
        let blurred = try Self.heard(at: simd_float3(2, 0, 0), airAbsorb: false, blur: true).amplitude(at: 440)
        #expect(blurred < plain * 0.99 && blurred > plain * 0.5, "\(plain) \(blurred)")
    }

    /// A remote user's voice placed with `updateRemotePosition` is heard from its side; without a position, not at all.
    @Test func aRemoteVoicePlacedOnTheRightIsLouderOnTheRight() throws {
        let device = RecordingSoundDevice()
        let sim = SimHarness(remotes: 1) { $0.sound = device }
        defer { sim.destroy() }
        sim.joinAsBroadcaster(video: false)
        sim.advance(3)
        let uid = try #require(sim.recorder.events.compactMap { $0.hasPrefix("joined ") ? UInt($0.dropFirst(7)) : nil }.first)
        func listen() -> (left: Double, right: Double) {
            device.clearPlayed()
            sim.advance(2)
            return ToneMeasure(stereo: device.played).rms
        }
        let plain = listen()
        #expect(plain.left > 50 && abs(plain.left - plain.right) < 0.01 * plain.left, "\(plain)")
        #expect(sim.engine.enableSpatialAudio(true) == 0)
        let kit = SpatialAudioEngineTests.kit(sim)
        #expect(listen().left < 1, "no position yet: not heard")
        let info = AgoraRemoteVoicePositionInfo(position: simd_float3(0, 3, 0), forward: SpatialAudioEngineTests.forward)
        #expect(kit.updateRemotePosition(uid, positionInfo: info) == 0)
        let placed = listen()
        #expect(placed.right > 3 * placed.left && placed.right > 10, "\(placed)")
    }
}
