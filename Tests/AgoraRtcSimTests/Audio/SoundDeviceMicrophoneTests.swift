import Foundation
import Testing
import TestSupport
import MediaFormats
@testable import AgoraRtcCloud
@testable import AgoraRtcSim

/// The sound device's microphone as the local user's voice (issue 33): what it captures is what observers get, what
/// volume indication meters, what the echo test returns and what another instance hears. Measured from samples.
@Suite struct SoundDeviceMicrophoneTests {
    /// A sine fed in pieces with its phase carried on, so a long feed never queues more than a step's worth.
    final class ToneFeeder {
        let frequency: Double
        let amplitude: Double
        private var frame = 0

        init(frequency: Double = 440, level: Int = SoundDevicePlaybackTests.toneLevel) {
            self.frequency = frequency
            amplitude = PCMLevel.rms(forLevel: level) * 2.0.squareRoot()
        }

        /// The next `seconds` as interleaved stereo 48 kHz.
        func next(_ seconds: Double) -> [Float] {
            let frames = Int((seconds * 48_000).rounded())
            var samples: [Float] = []
            samples.reserveCapacity(frames * 2)
            for index in frame..<frame + frames {
                let value = Float((amplitude * sin(2 * Double.pi * frequency * Double(index) / 48_000)).rounded())
                samples += [value, value]
            }
            frame += frames
            return samples
        }
    }

    /// Mono frames from an observer as the stereo ToneMeasure reads (each sample twice).
    static func measure(_ frames: [AudioFrameRecorder.Received]) -> ToneMeasure {
        let rate = Double(frames.first?.frame.samplesPerSec ?? 48_000)
        let channels = frames.first?.frame.channels ?? 1
        let mono = frames.flatMap { received in stride(from: 0, to: received.samples.count, by: channels).map { Float(received.samples[$0]) } }
        return ToneMeasure(stereo: mono.flatMap { [$0, $0] }, sampleRate: rate)
    }

    @Test func theMicrophonesToneReachesTheObserverAndTheVolumeIndication() {
        let device = RecordingSoundDevice(capturesMicrophone: true)
        let sim = SimHarness(remotes: 0) { $0.sound = device }
        defer { sim.destroy() }
        device.feedMicrophone(ToneFeeder().next(3))
        let observer = AudioFrameRecorder(positions: [.record])
        #expect(sim.engine.setAudioFrameDelegate(observer))
        #expect(sim.engine.enableAudioVolumeIndication(200, smooth: 3, reportVad: false) == 0)
        sim.joinAsBroadcaster()
        sim.advance(1)
        let recorded = Self.measure(Array(observer.frames("record").suffix(50)))
        #expect(abs(recorded.dominantFrequency() - 440) <= 5)
        let expected = PCMLevel.rms(forLevel: SoundDevicePlaybackTests.toneLevel) * 2.0.squareRoot()
        #expect(abs(recorded.amplitude(at: 440) - expected) < expected * 0.1, "\(recorded.amplitude(at: 440))")
        let local = sim.recorder.localReports.suffix(3).map(\.volume)
        #expect(!local.isEmpty && local.allSatisfy { abs($0 - SoundDevicePlaybackTests.toneLevel) <= 6 }, "\(local)")
        // The recording volume scales the device's sound as it would the simulated voice's.
        #expect(sim.engine.adjustRecordingSignalVolume(50) == 0)
        sim.advance(0.6)
        let halved = Self.measure(Array(observer.frames("record").suffix(40)))
        #expect(abs(halved.amplitude(at: 440) / recorded.amplitude(at: 440) - 0.5) < 0.05)
        // Once the feed has run dry the microphone is silent: the simulated voice never stands in.
        sim.advance(2)
        #expect(observer.frames("record").suffix(20).allSatisfy { $0.level == 0 })
        #expect(sim.recorder.localReports.last?.volume == 0)
    }

    @Test func theEchoTestPlaysTheMicrophoneBackAfterTheInterval() {
        let device = RecordingSoundDevice(capturesMicrophone: true)
        let sim = SimHarness(remotes: 0) { $0.sound = device }
        defer { sim.destroy() }
        #expect(sim.engine.setClientRole(.broadcaster) == 0)
        device.feedMicrophone(ToneFeeder().next(0.5))
        var config = PrecallEngineTests.echoConfig()
        config.intervalInSeconds = 2
        #expect(sim.engine.startEchoTest(withConfig: config) == 0)
        sim.advance(1.95)
        let waiting = ToneMeasure(stereo: device.played)
        #expect(waiting.left.count > 190 * 480, "the device is played to from the start")
        #expect(SoundDevicePlaybackTests.loudness(waiting) < 0.01, "nothing comes back before the interval")
        device.clearPlayed()
        sim.advance(0.6)
        // Blocks 195…254 were played: the tone captured in blocks 0…49 came back in 200…249.
        let back = ToneMeasure(stereo: Array(device.played[(5 * 960)..<(55 * 960)]))
        #expect(abs(back.dominantFrequency() - 440) <= 5)
        let expected = PCMLevel.rms(forLevel: SoundDevicePlaybackTests.toneLevel) * 2.0.squareRoot()
        #expect(abs(back.amplitude(at: 440) - expected) < expected * 0.1, "\(back.amplitude(at: 440))")
        #expect(sim.engine.stopEchoTest() == 0)
        sim.advance(0.05)
        #expect(device.idleCount == 1)
        device.clearPlayed()
        sim.advance(0.5)
        #expect(device.played.isEmpty)
    }

    /// An instance on a scratch rendezvous playing to (and capturing from) `device`.
    static func instance(_ scratch: ScratchDirectory, _ device: RecordingSoundDevice) -> SimHarness {
        SimHarness(seed: 7, remotes: 0) { settings in
            settings.cloud = AgoraSimLocalCloud(directory: scratch.path, user: "tester", appId: "sim-app")
            settings.sound = device
        }
    }

    /// Whether the last quarter second `device` played is mostly a tone at `frequency` (cheap enough to check at
    /// every pump step: one frequency, not a search).
    static func hears(_ frequency: Double, on device: RecordingSoundDevice) -> Bool {
        let played = device.played
        guard played.count >= 24_000 else { return false }
        let measure = ToneMeasure(stereo: Array(played.suffix(24_000)))
        let rms = SoundDevicePlaybackTests.loudness(measure)
        return rms > 10 && measure.amplitude(at: frequency) > 0.8 * rms * 2.0.squareRoot()
    }

    @Test func theMicrophonesToneIsHeardByAnotherInstance() throws {
        let scratch = try ScratchDirectory(prefix: "sound")
        let (speaker, listener) = (RecordingSoundDevice(capturesMicrophone: true), RecordingSoundDevice())
        let (a, b) = (Self.instance(scratch, speaker), Self.instance(scratch, listener))
        defer {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
        let feeder = ToneFeeder()
        speaker.feedMicrophone(feeder.next(1))
        #expect(CloudPeerTests.meet(a, b))
        let heard = CloudPeerTests.pump([a, b]) {
            speaker.feedMicrophone(feeder.next(0.05))
            return Self.hears(440, on: listener)
        }
        #expect(heard, "b plays a's microphone")
    }

    @Test func screenShareAudioSendsWhatTheDevicePlays() throws {
        let scratch = try ScratchDirectory(prefix: "sound")
        let (sharer, viewer) = (RecordingSoundDevice(), RecordingSoundDevice())
        let (a, b) = (Self.instance(scratch, sharer), Self.instance(scratch, viewer))
        defer {
            a.destroy()
            b.destroy()
            scratch.remove()
        }
        #expect(CloudPeerTests.meet(a, b))
        // a hears a 660 Hz file only itself (loopback), and sends no voice of its own.
        let path = try SoundDevicePlaybackTests.toneFile(scratch, frequency: 660)
        #expect(a.engine.adjustRecordingSignalVolume(0) == 0)
        #expect(a.engine.startAudioMixing(path, loopback: true, cycle: -1) == 0)
        CloudPeerTests.pump([a, b], limit: 20) { false }
        #expect(!Self.hears(660, on: viewer), "loopback mixing is not sent")
        var parameters = AgoraScreenCaptureParameters2()
        parameters.captureAudio = true
        parameters.captureVideo = false
        parameters.videoParams.dimensions = CGSize(width: 960, height: 540)
        parameters.videoParams.frameRate = 15
        #expect(a.engine.startScreenCapture(parameters) == 0)
        #expect(a.engine.simAnswerScreenCaptureSheet(confirmed: true) == 0)
        var options = AgoraRtcChannelMediaOptions()
        options.publishScreenCaptureAudio = true
        #expect(a.engine.updateChannel(with: options) == 0)
        #expect(CloudPeerTests.pump([a, b]) { Self.hears(660, on: viewer) }, "b hears a's playback")
        #expect(a.engine.stopScreenCapture() == 0)
        #expect(CloudPeerTests.pump([a, b]) { !Self.hears(660, on: viewer) }, "and no more once it stops")
    }
}
