import AgoraRtcCloud
import AgoraRtcSim
import APIExample
import Foundation
import Glibc

/// N instances in one channel on this machine (issue 34): N - 1 headless `apiexample run JoinChannelVideo`s, each
/// publishing its camera at 15 fps and its sound, and one engine in this process doing the same, which measures what
/// arrives of the others' pictures (rate and delay end to end, on the one wall clock they share). The apps' CPU is
/// read from /proc over the same window. Over the local rendezvous (a private runtime directory) or a private NATS
/// server on loopback.
struct PeerScaleBenchmark {
    enum Transport: String {
        case local
        case nats
    }

    struct Point {
        let transport: Transport
        let instances: Int
        /// Each app's CPU over the window, % of a core.
        let cpuPercents: [Double]
        /// Pictures a second from each other instance, as received here.
        let fpsPerSender: [Double]
        let delaysMs: [Double]
        /// The measuring engine's wake-ups for what arrived, and the messages they took, a second.
        let wakeUpsPerSecond: Double
        let messagesPerSecond: Double

        var meanCPU: Double { cpuPercents.reduce(0, +) / Double(max(1, cpuPercents.count)) }
        var maxCPU: Double { cpuPercents.max() ?? 0 }
        var meanFps: Double { fpsPerSender.reduce(0, +) / Double(max(1, fpsPerSender.count)) }
        var minFps: Double { fpsPerSender.min() ?? 0 }
        func delay(percentile: Double) -> Double {
            let sorted = delaysMs.sorted()
            guard !sorted.isEmpty else { return 0 }
            return sorted[min(sorted.count - 1, max(0, Int((Double(sorted.count) * percentile).rounded(.up)) - 1))]
        }
    }

    static let firstAppUid = 5001
    static let measuringUid = 6001
    static let channel = "scale"

    let app: AppUnderTest
    let warmUp: Double
    let window: Double

    func measure(_ transport: Transport, instances: Int, nats: BenchNatsServer?) throws -> Point {
        let runtime = NSTemporaryDirectory() + "apiexample-bench-runtime-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let cloudArgument: String
        switch transport {
        case .local: cloudArgument = "local"
        case .nats:
            guard let nats else { throw BenchError("no NATS server for the NATS points") }
            cloudArgument = nats.url
        }
        let seconds = Int(warmUp + window) + 20
        var apps: [PtyProcess] = []
        defer { apps.forEach { _ = $0.waitForExit(timeout: 10) } }
        for index in 0..<(instances - 1) {
            let environment = try app.environment(remoteUsers: 0, cloudRuntime: runtime)
            apps.append(try PtyProcess(path: app.path,
                                       arguments: ["run", "JoinChannelVideo", "--cloud", cloudArgument, "--seconds", String(seconds),
                                                   "--set", "channelName=\(Self.channel)", "--set", "uid=\(Self.firstAppUid + index)"],
                                       environment: environment))
        }
        let arrivals = PictureArrivals()
        var simulation = AgoraSimulationSettings(remoteUserCount: 0, projectAppId: KeyCenter.simulatedAppId)
        switch transport {
        case .local:
            simulation.cloud = AgoraSimLocalCloud(directory: runtime, user: String(getuid()), appId: KeyCenter.simulatedAppId)
        case .nats:
            simulation.cloud = AgoraSimNatsCloud(server: AgoraSimNatsServer(url: cloudArgument), appId: KeyCenter.simulatedAppId)
        }
        simulation.cloudPictureArrived = { uid, delayMs in arrivals.append(uid: uid, delayMs: delayMs) }
        let drains = DelaySamples()
        simulation.cloudArrivalsDrained = { entries in drains.append(entries) }
        let engine = AgoraRtcEngineKit.sharedEngine(with: AgoraRtcEngineConfig(appId: KeyCenter.simulatedAppId, simulation: simulation),
                                                    delegate: nil)
        defer { AgoraRtcEngineKit.destroy() }
        engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .broadcaster
        options.publishCameraTrack = true
        options.publishMicrophoneTrack = true
        guard engine.joinChannel(byToken: nil, channelId: Self.channel, uid: UInt(Self.measuringUid), mediaOptions: options,
                                 joinSuccess: nil) == 0 else { throw BenchError("the measuring engine could not join") }
        guard MonotonicClock.wait(timeout: 20, until: { arrivals.senders.count == instances - 1 }) else {
            throw BenchError("\(transport.rawValue), \(instances) instances: pictures came from \(arrivals.senders.count) "
                             + "of the \(instances - 1) apps")
        }
        MonotonicClock.sleep(warmUp)
        let startCPU = apps.map { ProcStats.cpuSeconds($0.pid) ?? 0 }
        arrivals.reset()
        drains.reset()
        let start = MonotonicClock.now()
        MonotonicClock.sleep(window)
        let taken = arrivals.taken
        let drained = drains.taken
        let endCPU = apps.map { ProcStats.cpuSeconds($0.pid) ?? 0 }
        let elapsed = MonotonicClock.now() - start
        engine.leaveChannel(nil)
        // Ended now rather than at their --seconds: the next point must not meet them.
        apps.forEach { kill($0.pid, SIGTERM) }
        let cpu = zip(startCPU, endCPU).map { ($1 - $0) / elapsed * 100 }
        let fps = (0..<(instances - 1)).map { index in
            Double(taken.filter { $0.uid == UInt(Self.firstAppUid + index) }.count) / elapsed
        }
        return Point(transport: transport, instances: instances, cpuPercents: cpu, fpsPerSender: fps,
                     delaysMs: taken.map { Double($0.delayMs) }, wakeUpsPerSecond: Double(drained.count) / elapsed,
                     messagesPerSecond: Double(drained.reduce(0, +)) / elapsed)
    }
}
