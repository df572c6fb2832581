import Foundation
import Glibc
import Testing
import TestSupport

extension E2ESuite {
    static let endingSignals: [Int32] = [SIGTERM, SIGHUP, SIGINT, SIGQUIT]

    /// A headless run that hosts the local rendezvous and records a WAV gets one of the signals a shell or a
    /// supervisor sends (issue 30): it ends the way Back ends a session (leave, destroy; the recording finished), exits
    /// with 128 + the signal as before, promptly; the other run in the channel sees it quit (not dropped 20 s later),
    /// and once that one is signalled too no socket is left behind.
    @Test(.enabled(if: AppBinary.isAvailable), arguments: endingSignals)
    func aSignalEndsAHeadlessRunLikeBack(_ number: Int32) throws {
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "headless-signal")
        defer { runtime.remove() }
        let environment = TestEnvironment.base(["XDG_RUNTIME_DIR": runtime.path])
        let channel = "signal-\(number)"
        func start(_ name: String, _ arguments: [String]) throws -> ChildProcess {
            try ChildProcess(path: app, arguments: ["run"] + arguments + ["--cloud", "local", "--seconds", "60", "--json",
                                                                           "--set", "channelName=\(channel)"],
                             environment: environment, stdout: .file(runtime.file("out-\(name)")),
                             stderr: .file(runtime.file("err-\(name)")))
        }
        func lines(_ name: String) -> [Substring] { (runtime.read("out-\(name)") ?? "").split(separator: "\n") }
        func sockets() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: runtime.path)) ?? []).filter { $0.hasSuffix(".sock") }
        }

        // The recording run starts first, so it hosts the rendezvous; its uid is the engine's choice.
        let recordings = runtime.file("recordings")
        let recorder = try start("recorder", ["RawMediaData", "--set", "recordOnJoin=true", "--set", "recordingDirectory=\(recordings)"])
        let uid = try Poll.until("the recording run to join and host", timeout: 15, probe: { () -> String? in
            guard !sockets().isEmpty, let joined = lines("recorder").first(where: { $0.contains("didJoinChannel") }),
                  let range = joined.range(of: #"uid: [0-9]+"#, options: .regularExpression) else { return nil }
            return String(joined[range].dropFirst(5))
        }, describe: { runtime.read("out-recorder") ?? "" })
        let watcher = try start("watcher", ["JoinChannelVideo", "--set", "uid=73003"])
        _ = try Poll.until("the two runs to meet", timeout: 15, probe: {
            lines("watcher").contains { $0.contains("didJoinedOfUid") && $0.contains("uid: \(uid),") }
                && lines("recorder").contains { $0.contains("didJoinedOfUid") && $0.contains("uid: 73003,") } ? true : nil
        }, describe: { "\(lines("watcher").filter { $0.contains("Joined") })" })
        // Some sound in the file first: a header saying 0 bytes over a file that holds some is what was seen.
        Thread.sleep(forTimeInterval: 0.5)

        let signalled = Date()
        kill(recorder.pid, number)
        let status = try recorder.wait(timeout: 5, what: "the signalled run to end")
        #expect(status == ProcessStatus(waitStatus: (128 + number) << 8), "\(status)")
        #expect(Date().timeIntervalSince(signalled) < 3, "the teardown took \(Date().timeIntervalSince(signalled)) s")
        let ending = lines("recorder").suffix(12).joined(separator: "\n")
        #expect(ending.contains("leaveChannel(_:)") && ending.contains("destroy()"), "\(ending)")
        #expect(ending.contains("stopAudioRecording()"), "\(ending)")

        _ = try Poll.until("the other run to see it quit", timeout: 5, probe: {
            lines("watcher").contains { $0.contains("didOfflineOfUid") && $0.contains("uid: \(uid), reason: .quit") } ? true : nil
        }, describe: { "\(lines("watcher").filter { $0.contains("didOfflineOfUid") })" })
        #expect(!lines("watcher").contains { $0.contains("didOfflineOfUid") && $0.contains(".dropped") })

        let wave = try #require(FileManager.default.contents(atPath: recordings + "/audio.wav"), "no recording")
        let data = try #require(Self.waveData(wave), "no data chunk")
        #expect(data.size > 0 && data.size == wave.count - data.offset, "the header says \(data.size) bytes of \(wave.count - data.offset)")

        kill(watcher.pid, SIGTERM)
        #expect(try watcher.wait(timeout: 5, what: "the other run to end") == ProcessStatus(waitStatus: 143 << 8))
        #expect(sockets().isEmpty, "left behind: \(sockets())")
    }

    /// `--virtual-time` runs steps on the main thread; a signal still ends the session between two steps, with its
    /// leave and destroy printed, and the same exit code.
    @Test(.enabled(if: AppBinary.isAvailable), arguments: endingSignals)
    func aSignalEndsAVirtualTimeRunLikeBack(_ number: Int32) throws {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "headless-signal-virtual")
        defer { scratch.remove() }
        // A day of virtual time: far more than the test waits for.
        let run = try ChildProcess(path: app, arguments: ["run", "JoinChannelVideo", "--virtual-time", "--seconds", "86400", "--json"],
                                   environment: TestEnvironment.base(), stdout: .file(scratch.file("out")))
        _ = try Poll.until("the run to join", timeout: 15, probe: {
            (scratch.read("out") ?? "").contains("didJoinChannel") ? true : nil
        }, describe: { scratch.read("out") ?? "" })
        kill(run.pid, number)
        #expect(try run.wait(timeout: 5, what: "the signalled run to end") == ProcessStatus(waitStatus: (128 + number) << 8))
        let ending = (scratch.read("out") ?? "").split(separator: "\n").suffix(6).joined(separator: "\n")
        #expect(ending.contains("leaveChannel(_:)") && ending.hasSuffix(#"destroy()"}"#), "\(ending)")
    }

    /// A runtime directory other users may write (issue 30): the headless run says so once on stderr, holds no
    /// rendezvous (no socket there) and runs its session alone to the end.
    @Test(.enabled(if: AppBinary.isAvailable))
    func aRendezvousDirectoryOthersMayWriteIsRefusedOnce() throws {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "rendezvous-refused")
        defer { scratch.remove() }
        let runtime = scratch.file("runtime")
        #expect(mkdir(runtime, 0o700) == 0 && chmod(runtime, 0o777) == 0)
        let result = try CommandRunner.run(app, ["run", "JoinChannelVideo", "--cloud", "local", "--seconds", "2"],
                                           environment: TestEnvironment.base(["XDG_RUNTIME_DIR": runtime]))
        #expect(result.exitCode == 0, "\(result)")
        let warning = "apiexample: The local rendezvous does not use \(runtime): other users may write there"
        #expect(result.stderr.components(separatedBy: warning).count == 2, "\(result.stderr)")
        #expect(result.stdout.contains("destroy()"))
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: runtime)) ?? ["?"]).isEmpty)
    }

    /// The data chunk's size as the WAV header gives it, and where its bytes start.
    static func waveData(_ wave: Data) -> (size: Int, offset: Int)? {
        let bytes = [UInt8](wave)
        guard bytes.count >= 44, let start = (12..<(bytes.count - 8)).first(where: { bytes[$0..<$0 + 4].elementsEqual("data".utf8) }) else {
            return nil
        }
        return (bytes[(start + 4)..<(start + 8)].reversed().reduce(0) { $0 << 8 | Int($1) }, start + 8)
    }
}
