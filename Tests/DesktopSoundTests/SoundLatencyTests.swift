import DesktopSound
import Foundation
import Testing
import TestSupport

/// How long a played sound takes to be heard: the latency the server reports for the playback stream, and a click
/// played at a known time found again in a recording of the output's monitor (here through a second record stream
/// of the same link, the monitor made the default input). Prints the figures README states.
@Suite(.serialized, .enabled(if: PrivateSoundServer.isAvailable, "pulseaudio or pulseaudio-utils is not installed"))
struct SoundLatencyTests {
    @Test(arguments: [20, 40, 60])
    func aClickIsHeardWithinTheBufferAskedFor(latencyMs: Int) throws {
        let server = try PrivateSoundServer.start()
        try server.pactl(["set-default-source", "out.monitor"])
        let log = StateLog()
        let link = SoundLink(server: server.server, capture: true, latencyMs: latencyMs) { log.record($0) }
        defer { link.close() }
        #expect(log.wait(for: { $0 == .connected }, timeout: 3) != nil, "states: \(log.states)")
        // The monitor's record stream flowing first.
        let flowing = Date().addingTimeInterval(3)
        while link.captured(frames: 480) == nil, Date() < flowing { usleep(1_000) }
        usleep(200_000)
        let click = [Int16](repeating: 20_000, count: 96)
        var delays: [Double] = []
        for _ in 0..<9 {
            while link.captured(frames: 480) != nil {}
            let played = Date()
            link.play(click)
            let deadline = played.addingTimeInterval(1)
            search: while Date() < deadline {
                guard let block = link.captured(frames: 480) else {
                    usleep(500)
                    continue
                }
                if block.contains(where: { $0 > 10_000 }) {
                    delays.append(Date().timeIntervalSince(played))
                    break search
                }
            }
            usleep(150_000)
        }
        let reported = try #require(link.playbackLatency)
        let granted = try #require(link.grantedBuffer)
        // A click may go unheard when this thread is starved on a loaded machine; most must be heard.
        #expect(delays.count >= 7, "clicks heard: \(delays.count)")
        try #require(!delays.isEmpty, "no click was heard")
        let median = delays.sorted()[delays.count / 2]
        print("sound latency \(latencyMs) ms asked: granted buffer \(Self.ms(granted)), server reports \(Self.ms(reported)),"
              + " played-to-recorded median \(Self.ms(median)) (\(delays.map(Self.ms).joined(separator: ", ")))")
        #expect(reported <= 0.1)
        #expect(median <= 0.15)
    }

    static func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1_000) }
}
