import Foundation
import Testing
import TestSupport

extension E2ESuite {
    /// A private runtime directory (the rendezvous: only these runs meet) and a config directory whose settings
    /// have no simulated users, so every remote user a run reports is the other run's.
    static func peersOnlyEnvironment(_ scratch: ScratchDirectory) throws -> [String: String] {
        let config = scratch.file("config")
        try FileManager.default.createDirectory(atPath: config + "/apiexample", withIntermediateDirectories: true)
        try Data("{\"global\": {\"remoteUserCount\": 0}}".utf8).write(to: URL(fileURLWithPath: config + "/apiexample/settings.json"))
        return TestEnvironment.base(["XDG_RUNTIME_DIR": scratch.path, "XDG_CONFIG_HOME": config])
    }

    /// Runs `apiexample run` once per argument list at the same time (all `--cloud local`); their stdouts.
    static func runTogether(_ runs: [[String]], in scratch: ScratchDirectory) throws -> [String] {
        let app = try AppBinary.require()
        let environment = try peersOnlyEnvironment(scratch)
        let children = try runs.enumerated().map { index, arguments in
            try ChildProcess(path: app, arguments: ["run"] + arguments + ["--cloud", "local", "--json"], environment: environment,
                             stdout: .file(scratch.file("out-\(index)")), stderr: .file(scratch.file("err-\(index)")))
        }
        for child in children { _ = try child.wait(timeout: 40, what: "a headless run to end") }
        return runs.indices.map { (scratch.read("out-\($0)") ?? "") + (scratch.read("err-\($0)") ?? "") }
    }

    /// MediaChannelRelay in one run relays its host into "relay-e2e-dst", where a JoinChannelVideo run sees the relay
    /// user join, its video arrive, and quit when the relay stops (issue 34).
    @Test(.enabled(if: AppBinary.isAvailable))
    func aRelayedHostAppearsInAnotherInstancesDestinationChannel() throws {
        let scratch = try ScratchDirectory(prefix: "relay-e2e")
        defer { scratch.remove() }
        let outputs = try Self.runTogether([
            ["MediaChannelRelay", "--seconds", "9", "--set", "channelName=relay-e2e-src",
             "--control", "destination=relay-e2e-dst@1.5", "--control", "relay@2", "--control", "stop@6.5"],
            ["JoinChannelVideo", "--seconds", "9", "--set", "channelName=relay-e2e-dst", "--set", "uid=42002"],
        ], in: scratch)
        let (relay, destination) = (outputs[0], outputs[1].split(separator: "\n"))
        #expect(relay.contains("state: .running"), "the relay never ran\n\(relay)")
        let joined = destination.first { $0.contains("didJoinedOfUid") }
        let uid = try #require(joined?.firstMatch(of: /uid: (\d+)/).map { String($0.1) }, "nobody joined\n\(outputs[1])")
        #expect(destination.contains { $0.contains("remoteVideoStats") && $0.contains("uid: \(uid),") && !$0.contains("@0fps") },
                "no video from the relay user\n\(outputs[1])")
        #expect(destination.contains { $0.contains("didOfflineOfUid") && $0.contains("uid: \(uid),") && $0.contains(".quit") },
                "the relay user never quit\n\(outputs[1])")
    }

    /// Simulcast: a host run sends its layers (720p30, 540p15, 360p15 beside 720p30); an audience run that asks for
    /// layer 3 receives 640×360 at its 15 fps, not the main stream (issue 34).
    @Test(.enabled(if: AppBinary.isAvailable))
    func anAudienceInstancePicksTheHostInstancesLayer() throws {
        let scratch = try ScratchDirectory(prefix: "simulcast-e2e")
        defer { scratch.remove() }
        let outputs = try Self.runTogether([
            ["Simulcast", "--seconds", "10", "--set", "channelName=simulcast-e2e"],
            ["Simulcast", "--seconds", "10", "--set", "channelName=simulcast-e2e", "--set", "role=audience",
             "--control", "remoteLayer=layer3@3"],
        ], in: scratch)
        let lines = outputs[1].split(separator: "\n")
        let asked = try #require(lines.firstIndex { $0.contains("setRemoteVideoStream(_:type:)") && $0.contains("type: .layer3 → 0") },
                                 "\(outputs[1])")
        let stats = lines[asked...].filter { $0.contains("rtcEngine(_:remoteVideoStats:)") }
        #expect(stats.count >= 2, "\(outputs[1])")
        // The last reports are layer 3's: its size, and its rate as it arrived (about 15, not the main 30).
        for line in stats.suffix(2) {
            let fps = line.firstMatch(of: /640x360@(\d+)fps/).flatMap { Int($0.1) }
            #expect(fps.map { (10...20).contains($0) } == true, "\(line)")
        }
        let before = lines[..<asked].filter { $0.contains("rtcEngine(_:remoteVideoStats:)") }
        #expect(before.suffix(1).allSatisfy { $0.contains("1280x720@") }, "layer 1 first: \(before.suffix(1))")
    }

    /// TransparentRender in two runs: the one recorded (`--cast`) shows the other's clip in its remote tile cut out
    /// along the alpha that run encoded: around the ring the picture's cells are blank (the backdrop, mid grey, would
    /// be drawn with the ramp's middle glyphs if the picture were opaque) (issue 34).
    @Test(.enabled(if: AppBinary.isAvailable))
    func anotherInstancesAlphaIsCutOutOfTheRemoteTile() throws {
        let scratch = try ScratchDirectory(prefix: "alpha-e2e")
        defer { scratch.remove() }
        let cast = scratch.file("observer.cast")
        let outputs = try Self.runTogether([
            ["TransparentRender", "--seconds", "7", "--set", "channelName=alpha-e2e", "--cast", cast, "--size", "120x36"],
            ["TransparentRender", "--seconds", "9", "--set", "channelName=alpha-e2e"],
        ], in: scratch)
        #expect(outputs[0].contains("didJoinedOfUid"), "the runs never met\n\(outputs[0])")
        let recording = try AsciicastRecording(try #require(scratch.read("observer.cast")))
        var best = 0.0, pictures = 0
        _ = try recording.replay { screen in
            guard let share = Self.blankShareOfRemotePicture(screen) else { return }
            pictures += 1
            best = max(best, share)
        }
        #expect(pictures > 0, "no remote picture was drawn\n\(outputs[0])")
        #expect(best > 0.2, "the remote picture was not cut out (\(best) of its cells blank)")
    }

    /// In the remote tile ("uid … Remote"), right of the stats column: the share of blank cells inside the box
    /// around the picture's glyphs; nil when the tile shows no picture.
    static func blankShareOfRemotePicture(_ screen: VTReplayer) -> Double? {
        func text(_ x: Int, _ y: Int) -> String { screen[x, y].text }
        for y in 0..<screen.height {
            let line = Array(screen.lines[y])
            guard let start = (0..<line.count).first(where: { x in
                String(line[x..<min(line.count, x + 4)]) == "uid " }), String(line).contains("Remote") else { continue }
            guard let left = (0...start).reversed().first(where: { text($0, y) == "┌" }),
                  let right = (start..<screen.width).first(where: { text($0, y) == "┐" }),
                  let bottom = ((y + 1)..<screen.height).first(where: { text(left, $0) == "└" }),
                  right - left > 2, bottom - y > 2 else { continue }
            let inner = (xs: (left + 1)..<right, ys: (y + 1)..<bottom)
            let statsEnd = inner.ys.flatMap { row in inner.xs.filter { text($0, row).first?.isLetter == true } }.max() ?? left
            let glyphs = Set([".", ":", "-", "=", "+", "*", "#", "%", "@"])
            var cells: [(Int, Int)] = []
            for row in inner.ys { for column in (statsEnd + 1)..<right where glyphs.contains(text(column, row)) { cells.append((column, row)) } }
            guard cells.count >= 8, let minX = cells.map(\.0).min(), let maxX = cells.map(\.0).max(),
                  let minY = cells.map(\.1).min(), let maxY = cells.map(\.1).max() else { return nil }
            var blank = 0
            for row in minY...maxY { for column in minX...maxX where text(column, row) == " " { blank += 1 } }
            return Double(blank) / Double((maxX - minX + 1) * (maxY - minY + 1))
        }
        return nil
    }
}
