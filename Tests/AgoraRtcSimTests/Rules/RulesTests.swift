import Dispatch
import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct RulesTests {
    @Test func bitrateTableExactEntriesAndInterpolation() {
        #expect(SimBitrateTable.base(width: 640, height: 360, fps: 15) == 400)
        #expect(SimBitrateTable.base(width: 360, height: 640, fps: 30) == 600)
        #expect(SimBitrateTable.base(width: 1280, height: 720, fps: 30) == 1710)
        let middle = SimBitrateTable.base(width: 960, height: 540, fps: 15)
        #expect(middle > 610 && middle < 1130)
        #expect(SimBitrateTable.base(width: 960, height: 540, fps: 30) > middle)
        var config = AgoraVideoEncoderConfiguration()
        config.dimensions = .init(width: 1920, height: 1080)
        config.frameRate = .fps60
        #expect(SimBitrateTable.target(for: config, profile: .liveBroadcasting) == 6500)
        config.bitrate = AgoraVideoBitrateCompatible
        #expect(SimBitrateTable.target(for: config, profile: .liveBroadcasting) == 4780)
    }

    /// A bitrate set beyond the proper range is moved into it, as the SDK documents (FUBeautifyVC's literal 15 Kbps
    /// for 480×640 at 15 fps is one): a quarter to four times the base bitrate here.
    @Test func anExplicitBitrateIsMovedIntoTheProperRange() {
        var config = AgoraVideoEncoderConfiguration(size: CGSize(width: 480, height: 640), frameRate: .fps15, bitrate: 15,
                                                    orientationMode: .fixedPortrait, mirrorMode: .disabled)
        #expect(SimBitrateTable.target(for: config, profile: .liveBroadcasting) == 125)
        config.bitrate = 700
        #expect(SimBitrateTable.target(for: config, profile: .liveBroadcasting) == 700)
        config.bitrate = 100_000
        #expect(SimBitrateTable.target(for: config, profile: .communication) == 2000)
    }

    @Test func audioProfileTable() {
        #expect(SimAudioProfileInfo(profile: .default, channelProfile: .communication).sampleRate == 32_000)
        #expect(SimAudioProfileInfo(profile: .default, channelProfile: .liveBroadcasting).maxKbps == 64)
        #expect(SimAudioProfileInfo(profile: .iot, channelProfile: .liveBroadcasting).sampleRate == 16_000)
    }

    @Test func virtualClockRunsTimersInOrder() {
        let clock = AgoraSimVirtualClock()
        let log = TraceLog()
        let queue = DispatchQueue(label: "unused")
        for (delay, name) in [(0.3, "c"), (0.1, "a"), (0.2, "b"), (0.1, "a2")] {
            clock.schedule(after: delay, on: queue) {
                log.append(AgoraSimTraceEvent(timeMs: Int(clock.now * 1000), kind: .callback, name: name, detail: "",
                                              result: nil, isPeriodic: false))
            }
        }
        clock.advance(by: 0.25)
        #expect(log.events.map(\.name) == ["a", "a2", "b"])
        #expect(log.events.map(\.timeMs) == [100, 100, 200])
        #expect(abs(clock.now - 0.25) < 1e-9)
        clock.advance(by: 1)
        #expect(log.events.map(\.name).last == "c")
    }

    @Test func speechEnvelopeIsBoundedAndScaled() {
        let levels = (0..<500).map { SimSpeechEnvelope.level(voice: 77, at: Double($0) * 0.05) }
        #expect(levels.allSatisfy { (0...255).contains($0) })
        #expect(levels.contains { $0 > 100 } && levels.contains { $0 < 10 })
        #expect(SimSpeechEnvelope.scaled(200, volume: 400) == 255)
        #expect(SimSpeechEnvelope.scaled(200, volume: 0) == 0)
    }
}
