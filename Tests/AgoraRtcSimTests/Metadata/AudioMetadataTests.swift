import Foundation
import Testing
@testable import AgoraRtcSim

@Suite struct AudioMetadataTests {
    @Test func parametersMustBeAJSONObject() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.setParameters("{\"rtc.use_audio4\":true}") == 0)
        #expect(sim.engine.setParameters("not json") == -2)
        #expect(sim.engine.setParameters("[1, 2]") == -2)
        #expect(sim.engine.setParameters("{}") == -2)
        #expect(sim.engine.setParameters("{\"che.audio.level\": 3, \"x\": {\"y\": \"z\"}}") == 0)
    }

    @Test func sendingNeedsAChannelAndASmallPayload() {
        let sim = SimHarness(remotes: 0)
        #expect(sim.engine.sendAudioMetadata(Data("hi".utf8)) == -113)
        sim.joinAsBroadcaster(video: false)
        #expect(sim.engine.sendAudioMetadata(Data("hi".utf8)) == 0)
        #expect(sim.engine.sendAudioMetadata(Data()) == 0, "empty data is sent too")
        #expect(sim.engine.sendAudioMetadata(Data(count: 257)) == -114)
    }

    @Test func peersSendMetadataOnlyWithAudio4() {
        final class Receiver: AgoraRtcEngineDelegate, @unchecked Sendable {
            let lock = NSLock()
            var received: [(UInt, String)] = []
            func rtcEngine(_ engine: AgoraRtcEngineKit, audioMetadataReceived uid: UInt, metadata: Data) {
                lock.withLock { received.append((uid, String(decoding: metadata, as: UTF8.self))) }
            }
        }
        let plain = SimHarness(remotes: 2)
        let silent = Receiver()
        plain.engine.delegate = silent
        plain.joinAsBroadcaster(video: false)
        plain.advance(15)
        #expect(silent.received.isEmpty)

        let audio4 = SimHarness(remotes: 2)
        let receiver = Receiver()
        audio4.engine.delegate = receiver
        audio4.engine.setParameters("{\"rtc.use_audio4\":true}")
        audio4.joinAsBroadcaster(video: false)
        audio4.advance(15)
        #expect(receiver.received.count >= 3)
        #expect(Set(receiver.received.map(\.0)).count == 2, "each speaker in turn")
        #expect(receiver.received.allSatisfy { $0.1.hasPrefix("hello #") })
        audio4.destroy()
        let count = receiver.received.count
        audio4.advance(10)
        #expect(receiver.received.count == count)
    }
}
