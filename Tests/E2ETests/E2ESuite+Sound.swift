import Foundation
import Testing
import TestSupport

/// Real sound (issue 33), measured from what a private PulseAudio daemon's null sink heard (its monitor recorded with
/// parec), driving the app as a user does: headless runs with `--sound on` and `--control`s, and the browser in tmux.
/// Skipped with one line where pulseaudio is absent (.ci/setup.sh installs it).
extension E2ESuite {
    /// A run of `caseId` heard through `server`, recorded from its start; the recording and the run's output.
    private func heardRun(_ server: PrivateSoundServer, _ arguments: [String], settings: String = "",
                          seconds: Double) throws -> (heard: [Int16], output: String) {
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "sound-e2e")
        defer { scratch.remove() }
        let config = scratch.file("config")
        try FileManager.default.createDirectory(atPath: config + "/apiexample", withIntermediateDirectories: true)
        // No simulated users (their voices would be heard too), and a join at once.
        let json = "{\"global\": {\"remoteUserCount\": 0, \"tokenLatencyMs\": 0\(settings)}}\n"
        try json.write(toFile: config + "/apiexample/settings.json", atomically: true, encoding: .utf8)
        let environment = TestEnvironment.base(["XDG_CONFIG_HOME": config, "PULSE_SERVER": server.server,
                                                "HOME": server.scratch.file("home"), "APIEXAMPLE_SOUND": "off"])
        let recorder = try server.startRecording()
        let child = try ChildProcess(path: app, arguments: ["run"] + arguments + ["--sound", "on", "--seconds", String(seconds)],
                                     environment: environment, stdout: .file(scratch.file("out")),
                                     stderr: .file(scratch.file("err")))
        _ = try child.wait(timeout: seconds + 20, what: "a heard run to end")
        let heard = recorder.stop()
        return (heard, (scratch.read("out") ?? "") + (scratch.read("err") ?? ""))
    }

    /// The samples of `heard` from `from` to `to` seconds after the recording started.
    private func window(_ heard: [Int16], _ from: Double, _ to: Double) -> [Int16] {
        let start = min(heard.count, Int(from * 48_000) * 2), end = min(heard.count, Int(to * 48_000) * 2)
        return Array(heard[start..<end])
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func aMixedToneIsHeardAtItsPitchHalvedAtVolume50AndGoneWhenMuted() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let server = try PrivateSoundServer.start()
        let scratch = try ScratchDirectory(prefix: "sound-tone")
        defer { scratch.remove() }
        let tone = try TestAudio.writeWAV(TestAudio.sine(amplitude: 8_000, seconds: 10, rate: 48_000, channels: 2),
                                          rate: 48_000, channels: 2, to: scratch.file("a440.wav"))
        let run = try heardRun(server, ["AudioMixing", "--set", "mixingFile=\(tone)", "--control", "mixingVolume=100",
                                        "--control", "mixingStart", "--control", "mixingVolume=50@3",
                                        "--control", "mixingPlayoutVolume=0@4.5"], seconds: 6)
        // 440 Hz in every tenth of a second heard. The recorder starts when the server lets it, up to a second or
        // two after the app, so the three steps are found by their levels, in order, not by the clock.
        let steps = stride(from: 0.0, to: Double(run.heard.count) / 96_000 - 0.1, by: 0.1)
            .map { ToneMeasure(stereo: window(run.heard, $0, $0 + 0.1)).amplitude(at: 440) }
        let loudest = steps.max() ?? 0
        let timeline = steps.map { Int($0) }
        try #require(loudest > 1_000, "no 440 Hz heard: \(timeline)\n\(run.output)")
        let first = try #require(steps.firstIndex { $0 > loudest * 0.9 })
        let fullEnd = try #require(steps[first...].firstIndex { $0 < loudest * 0.8 }, "never changed: \(timeline)")
        let full = steps[first..<fullEnd]
        let halfStart = try #require(steps[fullEnd...].firstIndex { $0 < loudest * 0.75 })
        // A tenth of a second on either side of a change holds both levels.
        let half = steps[(halfStart + 1)...].prefix { $0 > loudest * 0.25 }.dropLast()
        let mutedStart = halfStart + 1 + half.count + 2
        let muted = steps.dropFirst(mutedStart)
        try #require(full.count >= 3 && half.count >= 5 && muted.count >= 3, "steps too short: \(timeline)")
        let dominant = ToneMeasure(stereo: window(run.heard, Double(first) / 10, Double(fullEnd) / 10)).dominantFrequency()
        #expect(abs(dominant - 440) <= 10, "heard \(dominant) Hz")
        let ratio = (half.reduce(0, +) / Double(half.count)) / (full.reduce(0, +) / Double(full.count))
        #expect(abs(ratio - 0.5) <= 0.05, "volume 50 over 100: \(ratio); 440 Hz by 0.1 s: \(timeline)")
        #expect((muted.max() ?? 0) < loudest * 0.05, "still heard when muted: \(timeline)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func spatialSourcesToTheLeftAreLouderOnTheLeft() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let server = try PrivateSoundServer.start()
        // The case's axes are the original's: forward +x, right +y. Where you start (y 349) both players (y 181) are
        // on your left; at the map's top edge (y 0) they are on your right.
        let left = try heardRun(server, ["SpatialAudio"], seconds: 4)
        let right = try heardRun(server, ["SpatialAudio", "--control", "selfY=0"], seconds: 4)
        // The tenths of a second in which the players are heard (the recorder starts and stops apart from the run).
        func tail(_ heard: [Int16]) -> (left: Double, right: Double) {
            let steps = stride(from: 0.0, to: Double(heard.count) / 96_000 - 0.1, by: 0.1)
                .map { ToneMeasure(stereo: window(heard, $0, $0 + 0.1)).rms }
            let loudest = steps.map { $0.left + $0.right }.max() ?? 0
            let heard = steps.filter { $0.left + $0.right > loudest * 0.3 }
            guard !heard.isEmpty else { return (0, 0) }
            return (heard.map(\.left).reduce(0, +) / Double(heard.count), heard.map(\.right).reduce(0, +) / Double(heard.count))
        }
        let onTheLeft = tail(left.heard), onTheRight = tail(right.heard)
        #expect(onTheLeft.left > 10 && onTheLeft.left > onTheLeft.right * 1.3, "players on the left: \(onTheLeft)\n\(left.output)")
        #expect(onTheRight.right > 10 && onTheRight.right > onTheRight.left * 1.3, "players on the right: \(onTheRight)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func aToneInTheSystemMicrophoneReachesTheOtherInstance() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let server = try PrivateSoundServer.start()
        let app = try AppBinary.require()
        let runtime = try ScratchDirectory(prefix: "sound-peers")
        defer { runtime.remove() }
        func start(_ uid: String, microphone: String) throws -> ChildProcess {
            let config = runtime.file("config-\(uid)")
            try FileManager.default.createDirectory(atPath: config + "/apiexample", withIntermediateDirectories: true)
            try "{\"global\": {\"remoteUserCount\": 0, \"tokenLatencyMs\": 0, \"microphone\": \"\(microphone)\"}}\n"
                .write(toFile: config + "/apiexample/settings.json", atomically: true, encoding: .utf8)
            let environment = TestEnvironment.base(["XDG_CONFIG_HOME": config, "XDG_RUNTIME_DIR": runtime.path,
                                                    "PULSE_SERVER": server.server, "HOME": server.scratch.file("home")])
            return try ChildProcess(path: app, arguments: ["run", "JoinChannelAudio", "--cloud", "local", "--sound", "on",
                                                           "--seconds", "9", "--set", "channelName=sound-e2e"],
                                    environment: environment, stdout: .file(runtime.file("out-\(uid)")),
                                    stderr: .file(runtime.file("err-\(uid)")))
        }
        // The speaker: its microphone is the server's default input (the `mic` sink's monitor).
        let recorder = try server.startRecording()
        let speaker = try start("51001", microphone: "system")
        let listener = try start("52002", microphone: "simulated")
        usleep(4_000_000)
        // 1 kHz for 2 s, a pitch the simulated voices around it do not hold.
        try server.playIntoMicrophone(TestAudio.sine(amplitude: 8_000, frequency: 1_000, seconds: 2, rate: 48_000, channels: 2))
        for child in [speaker, listener] { _ = try child.wait(timeout: 20, what: "a run to end") }
        let heard = recorder.stop()
        let steps = stride(from: 0.0, to: Double(heard.count) / 96_000 - 0.1, by: 0.1)
            .map { ToneMeasure(stereo: window(heard, $0, $0 + 0.1)).amplitude(at: 1_000) }
        let loudest = steps.max() ?? 0
        // Heard for about the tone's 2 s, not all along: the tone, not a hum.
        let loud = steps.filter { $0 > loudest * 0.3 }.count
        let logs = (runtime.read("out-52002") ?? "") + (runtime.read("err-51001") ?? "")
        #expect(loudest > 200 && (12...30).contains(loud), "1 kHz by 0.1 s: \(steps.map { Int($0) })\n\(logs)")
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func aServerThatNeverAnswersIsGivenUpOnWithinTwoSeconds() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let silent = try SilentSoundServer()
        let app = try AppBinary.require()
        let started = Date()
        let result = try CommandRunner.run(app, ["run", "JoinChannelAudio", "--sound", "on", "--seconds", "3"],
                                           environment: TestEnvironment.base(["PULSE_SERVER": silent.server,
                                                                                 "PULSE_COOKIE": silent.scratch.file("none/cookie")]))
        #expect(result.exitCode == 0, "\(result)")
        #expect(Date().timeIntervalSince(started) < 8, "the run waited on the server")
        let line = result.stdout.split(separator: "\n").first { $0.contains("No sound server answers") }
        #expect(line != nil, "\(result)")
        // Said by 2 s into the session (plus the link's own tick), not at its end.
        if let line, let millis = line.split(separator: " ").first.flatMap({ Self.millis(String($0)) }) {
            #expect(millis <= 2_600, "said at \(millis) ms")
        }
    }

    @Test(.enabled(if: AppBinary.isAvailable))
    func aServerThatGoesAwayIsToldAndItsReturnToo() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let server = try PrivateSoundServer.start()
        let app = try AppBinary.require()
        let scratch = try ScratchDirectory(prefix: "sound-away")
        defer { scratch.remove() }
        let child = try ChildProcess(path: app, arguments: ["run", "JoinChannelAudio", "--sound", "on", "--seconds", "9"],
                                     environment: TestEnvironment.base(["PULSE_SERVER": server.server,
                                                                        "HOME": server.scratch.file("home")]),
                                     stdout: .file(scratch.file("out")), stderr: .file(scratch.file("err")))
        usleep(2_500_000)
        server.stop()
        usleep(2_000_000)
        try server.restart()
        let status = try child.wait(timeout: 30, what: "the run to end")
        let output = (scratch.read("out") ?? "") + (scratch.read("err") ?? "")
        #expect(status.exitCode == 0, "\(output)")
        let lines = output.split(separator: "\n")
        let playing = lines.firstIndex { $0.contains("Sound: playing through the sound server") }
        let away = lines.firstIndex { $0.contains("The sound server went away") }
        let back = lines.firstIndex { $0.contains("The sound server is back") }
        #expect(playing != nil && away != nil && back != nil, "\(output)")
        if let playing, let away, let back { #expect(playing < away && away < back) }
    }

    /// `mm:ss.mmm` as milliseconds.
    private static func millis(_ stamp: String) -> Int? {
        let parts = stamp.split(whereSeparator: { $0 == ":" || $0 == "." }).compactMap { Int($0) }
        guard parts.count == 3 else { return nil }
        return parts[0] * 60_000 + parts[1] * 1000 + parts[2]
    }

    /// The browser with sound on and a server that never answers: the menu maps no libpulse, the session says why
    /// within about 2 s, and the keys keep working meanwhile.
    @Test(.enabled(if: canDriveTmux, "needs /usr/bin/tmux and the apiexample binary"))
    func theBrowserNeverWaitsOnTheSoundServerAndItsMenuMapsNoLibpulse() throws {
        guard PrivateSoundServer.isAvailable else { return print("skipped: pulseaudio is not installed") }
        let silent = try SilentSoundServer()
        let pane = try ShellPane()
        let pid = try pane.launchApp(["--case", "JoinChannelAudio"],
                                     environment: ["APIEXAMPLE_SOUND": "on", "PULSE_SERVER": silent.server,
                                                   "PULSE_COOKIE": silent.scratch.file("none/cookie")])
        let tmux = pane.tmux
        try tmux.waitForScreen("the Entry form") { $0.contains(AppText.joinButton) }
        let maps = String(decoding: FileHandle(forReadingAtPath: "/proc/\(pid)/maps")?.readDataToEndOfFile() ?? Data(),
                          as: UTF8.self)
        #expect(maps.contains("libc.so") && !maps.contains("libpulse"), "libpulse is mapped before any session")
        for _ in 0..<5 { try tmux.send("Enter") }
        let asked = Date()
        try tmux.waitForScreen("joined", timeout: 15) { $0.contains(AppText.connected) }
        try tmux.waitForScreen("the notice that no server answers", timeout: 5) { $0.contains("No sound server") }
        #expect(Date().timeIntervalSince(asked) < 4, "the notice came late")
        // The keys answer: the notice goes with Enter, the help comes up over the session and goes.
        try tmux.send("Enter")
        try tmux.waitForScreen("the notice dismissed", timeout: 2) { !$0.contains("Enter: OK") }
        try tmux.send("?")
        try tmux.waitForScreen("the help over the session", timeout: 2) { $0.contains("Sound:") }
        try tmux.send("Escape")
        try pane.leaveSessionAndQuit(appPid: pid)
    }
}
