import Foundation
import Testing
@testable import AgoraRtcSim

/// Data streams in virtual time: the SDK's limits (5 streams per engine lifetime, 1 KB, 60 packets/s per stream,
/// 30 KB/s per client, not joined, audience), streams destroyed by leaving, and the simulated peers' messages,
/// answers and losses (missed / cached, held ones delivered in order).
@Suite struct DataStreamTests {
    /// What the data stream callbacks delivered, in order.
    final class Receiver: AgoraRtcEngineDelegate, @unchecked Sendable {
        enum Event: Equatable {
            case message(uid: UInt, streamId: Int, text: String)
            case error(uid: UInt, streamId: Int, error: Int, missed: Int, cached: Int)
        }

        private let lock = NSLock()
        private var stored: [Event] = []
        var events: [Event] { lock.withLock { stored } }
        var messages: [(uid: UInt, text: String)] {
            events.compactMap { if case .message(let uid, _, let text) = $0 { (uid, text) } else { nil } }
        }
        var errors: [Event] { events.filter { if case .error = $0 { true } else { false } } }

        func rtcEngine(_ engine: AgoraRtcEngineKit, receiveStreamMessageFromUid uid: UInt, streamId: Int, data: Data) {
            let text = String(decoding: data, as: UTF8.self)
            lock.withLock { stored.append(.message(uid: uid, streamId: streamId, text: text)) }
        }

        func rtcEngine(_ engine: AgoraRtcEngineKit, didOccurStreamMessageErrorFromUid uid: UInt, streamId: Int,
                       error: Int, missed: Int, cached: Int) {
            lock.withLock { stored.append(.error(uid: uid, streamId: streamId, error: error, missed: missed, cached: cached)) }
        }
    }

    static func peers(network: AgoraSimNetworkProfile = .good, remotes: Int = 2, on: Bool = true) -> (SimHarness, Receiver) {
        let sim = SimHarness(remotes: remotes, network: network) { $0.peerDataStreams = on }
        let receiver = Receiver()
        sim.engine.delegate = receiver
        return (sim, receiver)
    }

    @Test func fiveStreamsPerEngineLifetimeEvenAcrossChannels() {
        let sim = SimHarness(remotes: 0)
        var ids: [Int] = []
        // Before joining, as the docs allow.
        for _ in 0..<3 {
            var id = 0
            #expect(sim.engine.createDataStream(&id, config: AgoraDataStreamConfig()) == 0)
            ids.append(id)
        }
        sim.joinAsBroadcaster()
        for _ in 0..<2 {
            var id = 0
            #expect(sim.engine.createDataStream(&id, config: AgoraDataStreamConfig(syncWithAudio: true, ordered: true)) == 0)
            ids.append(id)
        }
        #expect(ids == [1, 2, 3, 4, 5])
        var sixth = 0
        #expect(sim.engine.createDataStream(&sixth, config: AgoraDataStreamConfig()) == -116)
        #expect(sixth == 0, "the out-parameter is left alone on failure")
        // Leaving destroys the streams but does not give the five back.
        sim.engine.leaveChannel()
        sim.advance(0.5)
        sim.joinAsBroadcaster()
        #expect(sim.engine.createDataStream(&sixth, config: AgoraDataStreamConfig()) == -116)
    }

    @Test func sendingChecksTheChannelTheStreamAndTheSize() {
        let sim = SimHarness(remotes: 0)
        var id = 0
        sim.engine.createDataStream(&id, config: AgoraDataStreamConfig())
        #expect(sim.engine.sendStreamMessage(id, data: Data("hi".utf8)) == -113, "not in a channel")
        sim.joinAsBroadcaster()
        #expect(sim.engine.sendStreamMessage(id, data: Data("hi".utf8)) == 0, "a stream made before joining works in it")
        #expect(sim.engine.sendStreamMessage(id + 1, data: Data("hi".utf8)) == -2, "no such stream")
        #expect(sim.engine.sendStreamMessage(0, data: Data("hi".utf8)) == -2)
        #expect(sim.engine.sendStreamMessage(id, data: Data()) == -2)
        #expect(sim.engine.sendStreamMessage(id, data: Data(count: 1024)) == 0)
        #expect(sim.engine.sendStreamMessage(id, data: Data(count: 1025)) == -114)
        let trace = sim.trace.events.filter { $0.name == "sendStreamMessage(_:data:)" }
        #expect(trace.last?.detail == "streamId: 1, data: 1025 bytes" && trace.last?.result == -114)
    }

    @Test func theAudienceIsRefused() {
        let sim = SimHarness(remotes: 0)
        var options = AgoraRtcChannelMediaOptions()
        options.clientRoleType = .audience
        sim.engine.joinChannel(byToken: nil, channelId: "demo", uid: 0, mediaOptions: options, joinSuccess: nil)
        sim.advance(0.5)
        var id = 0
        #expect(sim.engine.createDataStream(&id, config: AgoraDataStreamConfig()) == 0)
        #expect(sim.engine.sendStreamMessage(id, data: Data("hi".utf8)) == -5)
        // Becoming a host lets it send.
        sim.engine.setClientRole(.broadcaster)
        #expect(sim.engine.sendStreamMessage(id, data: Data("hi".utf8)) == 0)
    }

    @Test func sixtyPacketsASecondPerStream() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        var first = 0, second = 0
        sim.engine.createDataStream(&first, config: AgoraDataStreamConfig())
        sim.engine.createDataStream(&second, config: AgoraDataStreamConfig())
        let codes = (0..<61).map { _ in sim.engine.sendStreamMessage(first, data: Data("tick".utf8)) }
        #expect(codes.prefix(60).allSatisfy { $0 == 0 } && codes.last == -115)
        #expect(sim.engine.sendStreamMessage(second, data: Data("tock".utf8)) == 0, "each stream has its own 60")
        sim.advance(0.5)
        #expect(sim.engine.sendStreamMessage(first, data: Data("tick".utf8)) == -115, "still within the second")
        sim.advance(0.51)
        #expect(sim.engine.sendStreamMessage(first, data: Data("tick".utf8)) == 0, "a second later")
    }

    @Test func thirtyKilobytesASecondPerClient() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        var first = 0, second = 0
        sim.engine.createDataStream(&first, config: AgoraDataStreamConfig())
        sim.engine.createDataStream(&second, config: AgoraDataStreamConfig())
        let kilobyte = Data(count: 1024)
        let codes = (0..<30).map { i in sim.engine.sendStreamMessage(i.isMultiple(of: 2) ? first : second, data: kilobyte) }
        #expect(codes.allSatisfy { $0 == 0 }, "30 × 1024 bytes is exactly 30 KB")
        #expect(sim.engine.sendStreamMessage(first, data: kilobyte) == -115)
        #expect(sim.engine.sendStreamMessage(second, data: Data([1])) == -115, "the limit is the client's, over all streams")
        sim.advance(1.01)
        #expect(sim.engine.sendStreamMessage(second, data: kilobyte) == 0)
    }

    @Test func leavingDestroysTheStreams() {
        let sim = SimHarness(remotes: 0)
        sim.joinAsBroadcaster()
        var id = 0
        sim.engine.createDataStream(&id, config: AgoraDataStreamConfig())
        #expect(sim.engine.sendStreamMessage(id, data: Data("a".utf8)) == 0)
        sim.engine.leaveChannel()
        sim.advance(0.5)
        #expect(sim.engine.sendStreamMessage(id, data: Data("a".utf8)) == -113)
        sim.joinAsBroadcaster()
        #expect(sim.engine.sendStreamMessage(id, data: Data("a".utf8)) == -2, "gone: it must be created again")
        var again = 0
        #expect(sim.engine.createDataStream(&again, config: AgoraDataStreamConfig()) == 0)
        #expect(again == 2 && sim.engine.sendStreamMessage(again, data: Data("a".utf8)) == 0)
    }

    @Test func peersTalkAndAnswerOnlyWhenTheyUseDataStreams() {
        let (quiet, silent) = Self.peers(on: false)
        quiet.joinAsBroadcaster()
        var id = 0
        quiet.engine.createDataStream(&id, config: AgoraDataStreamConfig())
        quiet.engine.sendStreamMessage(id, data: Data("anyone?".utf8))
        quiet.advance(20)
        #expect(silent.events.isEmpty)

        let (sim, receiver) = Self.peers()
        sim.joinAsBroadcaster()
        sim.advance(20)
        let heard = receiver.messages
        // Every 3–5 s one host in turn: 3 to 6 messages in 20 s (the hosts arrive 1–3 s in), from both hosts, numbered in order.
        #expect((3...6).contains(heard.count), "\(heard)")
        #expect(Set(heard.map(\.uid)).count == 2)
        #expect(heard.map(\.text).enumerated().allSatisfy { $0.element.hasSuffix("#\($0.offset + 1)") }, "\(heard)")
        #expect(receiver.errors.isEmpty, "nothing is lost on a good network")

        sim.engine.createDataStream(&id, config: AgoraDataStreamConfig())
        let before = receiver.messages.count
        sim.engine.sendStreamMessage(id, data: Data("hello all".utf8))
        sim.engine.sendStreamMessage(id, data: Data("second".utf8))
        sim.advance(0.7)
        #expect(receiver.messages.dropFirst(before).contains { $0.text == "got 2 messages, last \"second\"" },
                "\(receiver.messages)")
        sim.advance(1)
        sim.engine.sendStreamMessage(id, data: Data("once".utf8))
        sim.advance(0.7)
        #expect(receiver.messages.last?.text == "got \"once\"")
        // Gone with the channel.
        sim.engine.leaveChannel()
        let count = receiver.events.count
        sim.advance(15)
        #expect(receiver.events.count == count)
    }

    @Test func lossesAreReportedAndHeldMessagesArriveInOrder() {
        let (sim, receiver) = Self.peers(network: .lossy, remotes: 1)
        sim.joinAsBroadcaster()
        sim.advance(120)
        let errors = receiver.errors
        #expect(!errors.isEmpty, "a quarter of ~30 messages is lost")
        for case .error(_, let streamId, let error, let missed, let cached) in errors {
            #expect(streamId == 1 && error == 117 && missed >= 1 && cached >= 0)
        }
        #expect(errors.contains { if case .error(_, _, _, _, let cached) = $0 { cached > 0 } else { false } },
                "some later message was held behind a gap: \(errors)")
        // Received in send order (ordered stream), with exactly the missed ones absent.
        let numbers = receiver.messages.compactMap { Int($0.text.split(separator: "#").last ?? "") }
        #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count, "\(numbers)")
        let missed = errors.reduce(0) { total, event in
            if case .error(_, _, _, let missed, _) = event { total + missed } else { total }
        }
        // Every message up to the last one delivered either arrived or was counted missed (lost ones after it may be
        // counted too): held ones are delivered, not lost.
        #expect(numbers.count + missed >= (numbers.max() ?? 0), "\(numbers), missed \(missed)")
        // A held message arrives right after the error that releases it.
        let events = receiver.events
        if let index = events.firstIndex(where: { if case .error(_, _, _, _, let cached) = $0 { cached > 0 } else { false } }) {
            #expect(events.count > index + 1)
            if case .message = events[index + 1] {} else { Issue.record("no message after \(events[index])") }
        }
    }

    @Test func thePeersAreTheSameInEveryRun() {
        func run() -> [DataStreamTests.Receiver.Event] {
            let (sim, receiver) = Self.peers(network: .poor)
            sim.joinAsBroadcaster()
            sim.advance(60)
            return receiver.events
        }
        let first = run()
        #expect(!first.isEmpty && first == run())
    }
}
