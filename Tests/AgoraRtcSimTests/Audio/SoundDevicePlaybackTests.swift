import Foundation
import Testing
import TestSupport
import MediaFormats
@testable import AgoraRtcSim

/// What an engine plays to its sound device (issue 33), measured from the samples the device received: the mix is
/// heard at its pitch and level, and every volume and mute acts on it. All in virtual time.
@Suite struct SoundDevicePlaybackTests {
    static let toneLevel = 150

    /// An engine playing to `device`; `remotes` simulated users.
    static func sim(_ device: RecordingSoundDevice, remotes: Int = 0) -> SimHarness {
        SimHarness(remotes: remotes) { $0.sound = device }
    }

    /// A 440 Hz mono WAV of 2 s at `toneLevel`.
    static func toneFile(_ scratch: ScratchDirectory, frequency: Double = 440) throws -> String {
        try TestAudio.writeWAV(TestAudio.tone(level: toneLevel, seconds: 2, rate: 48_000, channels: 1, frequency: frequency),
                               rate: 48_000, to: scratch.file("tone-\(Int(frequency)).wav"))
    }

    /// What the device gets over the next `seconds` (after `settle` seconds it does not keep).
    static func heard(_ sim: SimHarness, _ device: RecordingSoundDevice, seconds: Double = 0.5, settle: Double = 0.05) -> ToneMeasure {
        sim.advance(settle)
        device.clearPlayed()
        sim.advance(seconds)
        return ToneMeasure(stereo: device.played)
    }

    static func loudness(_ measure: ToneMeasure) -> Double { (measure.rms.left + measure.rms.right) / 2 }

    @Test func aMixedToneIsHeardAtItsPitchAndMixingVolumeAndPauseActOnIt() throws {
        let scratch = try ScratchDirectory(prefix: "sound")
        let device = RecordingSoundDevice()
        let sim = Self.sim(device)
        defer {
            sim.destroy()
            scratch.remove()
        }
        sim.joinAsBroadcaster()
        #expect(sim.engine.startAudioMixing(try Self.toneFile(scratch), loopback: false, cycle: -1) == 0)
        let full = Self.heard(sim, device)
        // 10 ms blocks on the virtual clock: half a second is 50 blocks of 480 stereo frames.
        #expect(device.played.count == 50 * 960)
        #expect(abs(full.dominantFrequency() - 440) <= 5)
        let expected = PCMLevel.rms(forLevel: Self.toneLevel) * 2.0.squareRoot()
        #expect(abs(full.amplitude(at: 440) - expected) < expected * 0.1, "\(full.amplitude(at: 440)) vs \(expected)")
        #expect(sim.engine.adjustAudioMixingPlayoutVolume(50) == 0)
        let half = Self.heard(sim, device)
        let ratio = half.amplitude(at: 440) / full.amplitude(at: 440)
        #expect(abs(ratio - 0.5) < 0.05, "\(ratio)")
        #expect(sim.engine.pauseAudioMixing() == 0)
        #expect(Self.loudness(Self.heard(sim, device)) < 1)
    }

    @Test func leavingDisablingAudioAndDestroyingSilenceTheDeviceAndTellIt() throws {
        let device = RecordingSoundDevice()
        let sim = Self.sim(device, remotes: 2)
        sim.joinAsBroadcaster()
        #expect(Self.loudness(Self.heard(sim, device, seconds: 2)) > 10, "the simulated users speak")
        #expect(device.idleCount == 0)
        #expect(sim.engine.disableAudio() == 0)
        sim.advance(0.02)
        #expect(device.idleCount == 1)
        #expect(Self.heard(sim, device).left.isEmpty, "nothing is played with audio off")
        #expect(sim.engine.enableAudio() == 0)
        #expect(!Self.heard(sim, device).left.isEmpty)
        sim.engine.leaveChannel(nil)
        sim.advance(0.1)
        #expect(device.idleCount == 2)
        #expect(Self.heard(sim, device, seconds: 1).left.isEmpty)
        #expect(sim.engine.getConnectionState() == .disconnected)
        sim.joinAsBroadcaster()
        #expect(!Self.heard(sim, device).left.isEmpty)
        sim.destroy()
        #expect(device.idleCount == 3)
    }

    @Test func anEngineWithoutADeviceRunsNoLoopForPlayback() {
        let sim = SimHarness(remotes: 2)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        sim.advance(1)
        #expect(!sim.engine.lock.locked { sim.engine.state.audio.running }, "nothing needs the loop without a device")
    }

    /// Two engines alike (one seed, one virtual time), so both play the same voices sample for sample; `change`
    /// is applied to the second. What each device heard over the same second.
    static func compare(remotes: Int = 2, _ change: (AgoraRtcEngineKit, [UInt]) -> Void) -> (reference: ToneMeasure, changed: ToneMeasure) {
        let (first, second) = (RecordingSoundDevice(), RecordingSoundDevice())
        let (a, b) = (Self.sim(first, remotes: remotes), Self.sim(second, remotes: remotes))
        defer {
            a.destroy()
            b.destroy()
        }
        a.joinAsBroadcaster()
        b.joinAsBroadcaster()
        // Every simulated user has joined.
        for sim in [a, b] { sim.advance(1) }
        let uids = b.engine.lock.locked { b.engine.state[.main].remotes.map(\.uid) }
        change(b.engine, uids)
        for sim in [a, b] { sim.advance(0.05) }
        first.clearPlayed()
        second.clearPlayed()
        for _ in 0..<20 { for sim in [a, b] { sim.advance(0.1) } }
        return (ToneMeasure(stereo: first.played), ToneMeasure(stereo: second.played))
    }

    @Test func playbackVolumesScaleWhatIsHeard() {
        let reference = Self.compare { _, _ in }
        #expect(Self.loudness(reference.reference) > 10)
        #expect(abs(Self.loudness(reference.changed) - Self.loudness(reference.reference)) < 0.01, "alike engines sound alike")
        let half = Self.compare { engine, _ in #expect(engine.adjustPlaybackSignalVolume(50) == 0) }
        #expect(abs(Self.loudness(half.changed) / Self.loudness(half.reference) - 0.5) < 0.05)
        let users = Self.compare { engine, uids in
            #expect(uids.count == 2, "\(uids)")
            for uid in uids { #expect(engine.adjustUserPlaybackSignalVolume(uid, volume: 50) == 0) }
        }
        #expect(abs(Self.loudness(users.changed) / Self.loudness(users.reference) - 0.5) < 0.05)
        let both = Self.compare { engine, uids in
            #expect(engine.adjustPlaybackSignalVolume(200) == 0)
            for uid in uids { #expect(engine.adjustUserPlaybackSignalVolume(uid, volume: 25) == 0) }
        }
        #expect(abs(Self.loudness(both.changed) / Self.loudness(both.reference) - 0.5) < 0.05)
        let ranges = Self.compare { engine, uids in
            #expect(engine.adjustPlaybackSignalVolume(401) == -2)
            #expect(engine.adjustUserPlaybackSignalVolume(uids.first ?? 1, volume: 401) == -2)
            #expect(engine.adjustUserPlaybackSignalVolume(0, volume: 50) == -2)
            #expect(engine.adjustUserPlaybackSignalVolume(uids.first ?? 1, volume: -1) == -2)
        }
        #expect(abs(Self.loudness(ranges.changed) - Self.loudness(ranges.reference)) < 0.01)
    }

    @Test func mutesRemoveUsersFromWhatIsHeard() {
        // One user muted sounds as that user at volume 0.
        let muted = Self.compare { engine, uids in #expect(engine.muteRemoteAudioStream(uids.first ?? 1, mute: true) == 0) }
        let zero = Self.compare { engine, uids in #expect(engine.adjustUserPlaybackSignalVolume(uids.first ?? 1, volume: 0) == 0) }
        #expect(Self.loudness(muted.changed) > 1 && Self.loudness(muted.changed) < Self.loudness(muted.reference))
        #expect(abs(Self.loudness(muted.changed) - Self.loudness(zero.changed)) < 0.01)
        let all = Self.compare { engine, _ in #expect(engine.muteAllRemoteAudioStreams(true) == 0) }
        #expect(Self.loudness(all.changed) < 0.01)
        let lifted = Self.compare { engine, uids in
            #expect(engine.muteRemoteAudioStream(uids.first ?? 1, mute: true) == 0)
            #expect(engine.muteAllRemoteAudioStreams(true) == 0)
            #expect(engine.muteAllRemoteAudioStreams(false) == 0)
        }
        #expect(abs(Self.loudness(lifted.changed) - Self.loudness(muted.changed)) < 0.01, "a user muted on its own stays muted")
        // Turning the local microphone off leaves what is heard alone.
        let local = Self.compare { engine, _ in #expect(engine.enableLocalAudio(false) == 0) }
        #expect(abs(Self.loudness(local.changed) - Self.loudness(local.reference)) < 0.01)
    }

    @Test func inEarMonitoringPlaysTheLocalVoiceAtItsVolume() {
        let on = Self.compare(remotes: 0) { engine, _ in #expect(engine.enable(inEarMonitoring: true) == 0) }
        #expect(Self.loudness(on.reference) < 0.01, "alone, nothing is heard")
        #expect(Self.loudness(on.changed) > 10, "the local voice in the ear")
        let half = Self.compare(remotes: 0) { engine, _ in
            #expect(engine.enable(inEarMonitoring: true) == 0)
            #expect(engine.setInEarMonitoringVolume(50) == 0)
        }
        #expect(abs(Self.loudness(half.changed) / Self.loudness(on.changed) - 0.5) < 0.05)
        let off = Self.compare(remotes: 0) { engine, _ in
            #expect(engine.enable(inEarMonitoring: true) == 0)
            #expect(engine.enableLocalAudio(false) == 0)
        }
        #expect(Self.loudness(off.changed) < 0.01, "no capture, nothing to monitor")
    }

    @Test func effectVolumesActOnWhatIsHeard() throws {
        let scratch = try ScratchDirectory(prefix: "sound")
        defer { scratch.remove() }
        let path = try Self.toneFile(scratch, frequency: 660)
        let device = RecordingSoundDevice()
        let sim = Self.sim(device)
        defer { sim.destroy() }
        sim.joinAsBroadcaster()
        #expect(sim.engine.playEffect(1, filePath: path, loopCount: -1, pitch: 1, pan: 0, gain: 100, publish: false) == 0)
        let full = Self.heard(sim, device)
        #expect(abs(full.dominantFrequency() - 660) <= 5)
        #expect(sim.engine.setEffectsVolume(50) == 0)
        let half = Self.heard(sim, device)
        #expect(abs(half.amplitude(at: 660) / full.amplitude(at: 660) - 0.5) < 0.05)
        #expect(sim.engine.stopEffect(1) == 0)
        #expect(Self.loudness(Self.heard(sim, device)) < 1)
    }
}
