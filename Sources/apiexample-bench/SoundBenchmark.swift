import AgoraRtcSim
import APIExample
import DesktopSound
import Foundation
import MediaFormats

/// Sound through the desktop's sound server (issue 33): what playing a 4-user session costs, and how long a sound
/// mixed by the engine takes to be heard. Against `PULSE_SERVER` when given, else a private daemon started here.
struct SoundBenchmark {
    let app: AppUnderTest
    let warmUp: Double
    let window: Double

    /// CPU (% of a core) of a headless 4-user JoinChannelAudio run with sound on and with sound off, in turn for
    /// `rounds` rounds, each over the same window after the same warm-up.
    func cpu(server: String, rounds: Int) throws -> (on: [Double], off: [Double]) {
        var result: (on: [Double], off: [Double]) = ([], [])
        for _ in 0..<rounds {
            result.on.append(try runCPU(sound: "on", server: server))
            result.off.append(try runCPU(sound: "off", server: server))
        }
        return result
    }

    private func runCPU(sound: String, server: String) throws -> Double {
        var environment = try app.environment(remoteUsers: 3)
        environment["APIEXAMPLE_SOUND"] = sound
        environment["PULSE_SERVER"] = server
        let seconds = Int(warmUp + window) + 2
        let process = try PtyProcess(path: app.path, arguments: ["run", "JoinChannelAudio", "--seconds", String(seconds)],
                                     environment: environment)
        MonotonicClock.sleep(warmUp)
        guard let before = ProcStats.cpuSeconds(process.pid) else { throw BenchError("cannot read /proc/\(process.pid)") }
        let start = MonotonicClock.now()
        MonotonicClock.sleep(window)
        guard let after = ProcStats.cpuSeconds(process.pid) else { throw BenchError("the run ended before its window") }
        let elapsed = MonotonicClock.now() - start
        _ = process.waitForExit(timeout: 10)
        return (after - before) / elapsed * 100
    }

    /// Milliseconds from the moment the engine handed the device a block holding a click (mixed from a file) to the
    /// moment the click came back from the null sink's monitor, for each click heard.
    static func latency(server: String, clicks: Int) throws -> [Double] {
        let file = NSTemporaryDirectory() + "bench-clicks-\(UUID().uuidString).wav"
        defer { try? FileManager.default.removeItem(atPath: file) }
        try WAVWriter.write(WAVAudio(sampleRate: 48_000, channels: 2, samples: clickTrack(clicks: clicks)), to: file)
        let heard = ClickTimes()
        // The monitor, read as the microphone of a second link: the server's default input is out.monitor.
        let listener = SoundLink(server: server, capture: true, latencyMs: 10, onState: { _ in })
        defer { listener.close() }
        let listening = Thread {
            var wasLoud = false
            while !heard.finished {
                while let block = listener.captured(frames: 240) {
                    let loud = block.contains { abs(Int($0)) > 4000 }
                    if loud && !wasLoud { heard.append(MonotonicClock.now()) }
                    wasLoud = loud
                }
                MonotonicClock.sleep(0.002)
            }
        }
        listening.start()
        defer { heard.finish() }
        let device = TimedSoundDevice(SoundDevice(mode: .on, wantsMicrophone: false,
                                                  hub: SoundHub(access: access(server: server)), report: { _ in }))
        device.inner.start()
        var simulation = AgoraSimulationSettings(remoteUserCount: 0, projectAppId: KeyCenter.simulatedAppId)
        simulation.sound = device
        let engine = AgoraRtcEngineKit.sharedEngine(with: AgoraRtcEngineConfig(appId: KeyCenter.simulatedAppId, simulation: simulation),
                                                    delegate: nil)
        defer { AgoraRtcEngineKit.destroy() }
        guard engine.joinChannel(byToken: nil, channelId: "sound-bench", uid: 7001, mediaOptions: AgoraRtcChannelMediaOptions(),
                                 joinSuccess: nil) == 0 else { throw BenchError("the engine could not join") }
        MonotonicClock.sleep(1)
        heard.reset()
        guard engine.startAudioMixing(file, loopback: true, cycle: 1) == 0 else { throw BenchError("startAudioMixing refused") }
        MonotonicClock.sleep(Double(clicks) * clickSpacing + 1)
        engine.leaveChannel(nil)
        let mixed = device.clickTimes, times = heard.times
        guard !mixed.isEmpty else { throw BenchError("the engine handed the device no click (does it play to the device?)") }
        // Each click heard goes with the latest click mixed before it.
        return times.compactMap { time in mixed.last { $0 <= time }.map { (time - $0) * 1000 } }
    }

    static let clickSpacing = 0.5

    /// Silence with a 5 ms full click every `clickSpacing` seconds, interleaved stereo.
    private static func clickTrack(clicks: Int) -> [Int16] {
        let frames = Int(Double(clicks) * clickSpacing * 48_000) + 48_000
        var samples = [Int16](repeating: 0, count: frames * 2)
        for click in 0..<clicks {
            let start = Int((0.25 + Double(click) * clickSpacing) * 48_000)
            for frame in start..<(start + 240) {
                let value: Int16 = frame % 2 == 0 ? 20_000 : -20_000
                samples[frame * 2] = value
                samples[frame * 2 + 1] = value
            }
        }
        return samples
    }

    private static func access(server: String) -> SoundServerAccess {
        SoundServerAccess(
            open: { capture, onRequest, onState in
                SoundLink(server: server, capture: capture, latencyMs: SoundServerAccess.latencyMs, onRequest: onRequest,
                          onState: onState)
            },
            probe: { SoundLink.probe(server: server, completion: $0) })
    }
}

/// The app's device, noting when a block with a click in it is handed over.
final class TimedSoundDevice: AgoraSimSoundDevice, @unchecked Sendable {
    let inner: SoundDevice
    private let lock = NSLock()
    private var times: [Double] = []
    private var wasLoud = false

    init(_ inner: SoundDevice) { self.inner = inner }

    func play(_ block: [Float]) {
        let loud = block.contains { abs($0) > 4000 }
        lock.withLock {
            if loud && !wasLoud { times.append(MonotonicClock.now()) }
            wasLoud = loud
        }
        inner.play(block)
    }

    var capturesMicrophone: Bool { false }
    func capture() -> [Float]? { nil }
    func idle() { inner.idle() }
    func requestSound(_ wantsSound: (@Sendable () -> Void)?) -> Bool { inner.requestSound(wantsSound) }

    var clickTimes: [Double] { lock.withLock { times } }
}

/// When clicks were heard, from the listening thread.
final class ClickTimes: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [Double] = []
    private var done = false

    func append(_ time: Double) { lock.withLock { kept.append(time) } }
    func reset() { lock.withLock { kept = [] } }
    func finish() { lock.withLock { done = true } }
    var finished: Bool { lock.withLock { done } }
    var times: [Double] { lock.withLock { kept } }
}
