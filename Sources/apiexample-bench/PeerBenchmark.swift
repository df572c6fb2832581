import AgoraRtcCloud
import AgoraRtcSim
import APIExample
import Foundation
import Glibc

/// Two instances of the app in one channel through the local rendezvous (issue 18), in a private runtime directory
/// so nothing else on the machine is met. The sender is always a headless `apiexample run` publishing its camera at
/// 15 fps.
struct PeerBenchmark {
    static let senderUid = 5001
    static let receiverUid = 6001

    let app: AppUnderTest
    let warmUp: Double
    let window: Double

    /// Every picture's delay end to end (ms), measured for `window` seconds after a warm-up by a receiver in this
    /// process: an engine on the wall clock, in the audience so it sends nothing back, told of each arrival by the
    /// simulation's measuring hook. Sender and receiver read the same wall clock, so the delay is the real one.
    func latency() throws -> [Int] {
        let runtime = try Self.runtimeDirectory()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let sender = try startSender(runtime: runtime, seconds: Int(warmUp + window) + 4)
        defer { sender.waitForExit(timeout: 10) }
        let samples = DelaySamples()
        var simulation = AgoraSimulationSettings(remoteUserCount: 0, projectAppId: KeyCenter.simulatedAppId)
        simulation.cloud = AgoraSimLocalCloud(directory: runtime, user: String(getuid()), appId: KeyCenter.simulatedAppId)
        simulation.cloudPictureArrived = { _, delayMs in samples.append(delayMs) }
        let engine = AgoraRtcEngineKit.sharedEngine(with: AgoraRtcEngineConfig(appId: KeyCenter.simulatedAppId, simulation: simulation),
                                                    delegate: nil)
        defer { AgoraRtcEngineKit.destroy() }
        engine.enableVideo()
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        guard engine.joinChannel(byToken: nil, channelId: "demo", uid: UInt(Self.receiverUid), mediaOptions: options,
                                 joinSuccess: nil) == 0 else { throw BenchError("the receiving engine could not join") }
        guard MonotonicClock.wait(timeout: 10, until: { samples.count > 0 }) else { throw BenchError("no picture arrived from the sender") }
        MonotonicClock.sleep(warmUp)
        samples.reset()
        MonotonicClock.sleep(window)
        let measured = samples.taken
        engine.leaveChannel(nil)
        return measured
    }

    /// CPU (% of a core) of an interactive JoinChannelVideo session without simulated users: alone, with one real peer
    /// (a headless run in its channel), and with one simulated user instead of the peer, each over the same window;
    /// `rounds` times in turn, since one real peer's cost is close to the noise of a single window.
    func sessionCosts(rounds: Int) throws -> (alone: [Double], peer: [Double], simulated: [Double]) {
        let runtime = try Self.runtimeDirectory()
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        func percent(_ run: SessionRun.Result) -> Double { run.windowCPUSeconds / run.windowSeconds * 100 }
        var costs: (alone: [Double], peer: [Double], simulated: [Double]) = ([], [], [])
        for round in 0..<rounds {
            costs.alone.append(percent(try SessionRun(app: app, users: 1, warmUp: warmUp, window: window, cloudRuntime: runtime)
                .run(label: "peer-alone-\(round)")))
            let sender = try startSender(runtime: runtime, seconds: Int(warmUp + window) + 10)
            costs.peer.append(percent(try SessionRun(app: app, users: 1, warmUp: warmUp, window: window, cloudRuntime: runtime,
                                                     awaitsPeer: true).run(label: "peer-one-\(round)")))
            sender.waitForExit(timeout: 15)
            costs.simulated.append(percent(try SessionRun(app: app, users: 2, warmUp: warmUp, window: window)
                .run(label: "peer-simulated-\(round)")))
        }
        return costs
    }

    private func startSender(runtime: String, seconds: Int) throws -> PtyProcess {
        let environment = try app.environment(remoteUsers: 0, cloudRuntime: runtime)
        return try PtyProcess(path: app.path, arguments: ["run", "JoinChannelVideo", "--cloud", "local", "--seconds", String(seconds),
                                                          "--set", "channelName=demo", "--set", "uid=\(Self.senderUid)"],
                              environment: environment)
    }

    /// A fresh 0700 directory standing in for `XDG_RUNTIME_DIR`.
    private static func runtimeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "apiexample-bench-runtime-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        return path
    }
}
