import Testing
@testable import AgoraRtcSim

/// Arrivals from the cloud are taken in batches (issue 34): what a connection's room says while the engine is busy
/// gathers, and one wake-up of the engine takes it all, in order, with the same effect as one wake-up each.
@Suite struct CloudArrivalBatchTests {
    /// A cloud whose one member says what the test tells it, as sender 77, synchronously, with no sockets between;
    /// `member` records what the engine sends.
    final class HandCloud: AgoraSimCloud, Sendable {
        private let listener = SimLocked<(@Sendable (AgoraSimPeerMessage, UInt64) -> Void)?>(nil)
        let member = SimCloudConnectionTests.RecordingMember()

        func member(channel: String, certificate: String?,
                    onMessage: @escaping @Sendable (AgoraSimPeerMessage, _ sender: UInt64) -> Void,
                    onState: @escaping @Sendable (AgoraSimCloudLinkState) -> Void) -> any AgoraSimCloudMember {
            listener.withLock { $0 = onMessage }
            return member
        }

        func say(_ message: AgoraSimPeerMessage) {
            listener.withLock { $0 }?(message, 77)
        }
    }

    static let presence = AgoraSimPeerPresence(uid: 3003, isBroadcaster: true, publishesVideo: true, publishesAudio: false,
                                               width: 320, height: 240, fps: 15, joinedAtMs: 1, connectionId: 1)

    static func picture(_ sequence: UInt32) -> AgoraSimPeerMessage {
        let planes = [UInt8](repeating: 90, count: AgoraSimPeerPicture.planeBytes(lumaWidth: 4, lumaHeight: 3))
        return .videoFrame(AgoraSimPeerPicture(uid: 3003, width: 320, height: 240, lumaWidth: 4, lumaHeight: 3, planes: planes,
                                               timestampMs: 0, sequence: sequence))
    }

    /// An engine joined as uid 2002 over a `HandCloud`, counting what each drain of its inbox takes.
    static func joined(pictures: SimLocked<[UInt]>? = nil) -> (SimHarness, HandCloud, SimLocked<[Int]>) {
        let cloud = HandCloud()
        let drains = SimLocked<[Int]>([])
        let sim = SimHarness(remotes: 0) { settings in
            settings.cloud = cloud
            settings.cloudArrivalsDrained = { count in drains.withLock { $0.append(count) } }
            if let pictures { settings.cloudPictureArrived = { uid, _ in pictures.withLock { $0.append(uid) } } }
        }
        sim.joinAsBroadcaster(uid: 2002)
        return (sim, cloud, drains)
    }

    @Test func messagesArrivingTogetherWakeTheEngineOnce() {
        let pictures = SimLocked<[UInt]>([])
        let (sim, cloud, drains) = Self.joined(pictures: pictures)
        defer { sim.destroy() }
        let timersBefore = sim.clock.pendingTimerCount
        drains.withLock { $0 = [] }

        cloud.say(.presence(Self.presence))
        for sequence in UInt32(1)...5 { cloud.say(Self.picture(sequence)) }
        // One wake-up of the engine is waiting for the six, not six.
        #expect(sim.clock.pendingTimerCount == timersBefore + 1)
        sim.advance(0)
        #expect(drains.withLock { $0 } == [6])
        // All of it was heard, in order: the user joined before its pictures, so each one counted.
        #expect(sim.recorder.events.contains("joined 3003"))
        #expect(pictures.withLock { $0 } == Array(repeating: 3003, count: 5))

        // The next message finds the inbox empty and wakes the engine again.
        let timersAfter = sim.clock.pendingTimerCount
        cloud.say(Self.picture(6))
        #expect(sim.clock.pendingTimerCount == timersAfter + 1)
        sim.advance(0)
        #expect(drains.withLock { $0 } == [6, 1])
        #expect(pictures.withLock { $0 }.count == 6)
    }

    static func sound(_ sequence: UInt32) -> AgoraSimPeerMessage {
        .audioFrame(AgoraSimPeerAudio(uid: 3003, sequence: sequence, timestampMs: 0, sampleRate: AgoraSimPeerAudio.sentRate,
                                      channels: 1, samples: [Int16](repeating: 100, count: 320)))
    }

    @Test func soundWaitsAFrameForCompanyAndAPictureTakesItAlong() {
        let (sim, cloud, drains) = Self.joined()
        defer { sim.destroy() }
        cloud.say(.presence(Self.presence))
        sim.advance(0)
        // Nothing goes out, so no audio loop runs to take the sound (`whileTheAudioLoopRuns…` below).
        _ = sim.engine.muteLocalAudioStream(true)
        sim.advance(0)
        #expect(sim.engine.lock.locked { !sim.engine.state.audio.running })
        drains.withLock { $0 = [] }

        // Three frames of sound: one wake-up, a frame's time later.
        for sequence in UInt32(0)..<3 { cloud.say(Self.sound(sequence)) }
        sim.advance(SimCloudInbox.soundHold / 2)
        #expect(drains.withLock { $0 }.isEmpty)
        sim.advance(SimCloudInbox.soundHold)
        #expect(drains.withLock { $0 } == [3])

        // Sound, then a picture: the picture does not wait, and the sound goes with it; the held wake-up finds nothing.
        cloud.say(Self.sound(3))
        cloud.say(Self.picture(1))
        sim.advance(0)
        #expect(drains.withLock { $0 } == [3, 2])
        sim.advance(SimCloudInbox.soundHold)
        #expect(drains.withLock { $0 } == [3, 2])
    }

    @Test func whileTheAudioLoopRunsItTakesTheSoundWithNoWakeUpOfItsOwn() {
        let (sim, cloud, drains) = Self.joined()
        defer { sim.destroy() }
        cloud.say(.presence(Self.presence))
        // Another instance's user is there: sound goes out to it, so the audio loop runs (a wake-up every 40 ms).
        sim.advance(0.1)
        drains.withLock { $0 = [] }

        let timersBefore = sim.clock.pendingTimerCount
        cloud.say(Self.sound(0))
        cloud.say(Self.sound(1))
        #expect(sim.clock.pendingTimerCount == timersBefore)
        sim.advance(Double(AgoraSimPeerAudio.sentFrameMs) / 1000)
        #expect(drains.withLock { $0 } == [2])
        // A picture still does not wait for the loop.
        cloud.say(Self.picture(1))
        #expect(sim.clock.pendingTimerCount == timersBefore + 1)
    }

    @Test func soundLeftToTheLoopWakesTheEngineWhenTheLoopStopsTaking() {
        let pickup = SimCloudSoundPickup()
        let inbox = SimCloudInbox()
        let woken = SimLocked(0)
        let unparked: @Sendable () -> Void = { if inbox.unpark() { woken.withLock { $0 += 1 } } }
        // No loop takes yet: sound waits for its own wake-up.
        #expect(inbox.post(.message(Self.sound(0), sender: 1), pickup: pickup, unparked: unparked) == .afterHold)
        #expect(inbox.take().count == 1)
        pickup.loopTakes()
        #expect(inbox.post(.message(Self.sound(1), sender: 1), pickup: pickup, unparked: unparked) == .none)
        #expect(inbox.post(.message(Self.sound(2), sender: 1), pickup: pickup, unparked: unparked) == .none)
        pickup.loopStopsTaking()
        #expect(woken.withLock { $0 } == 1)
        // That wake-up takes what comes meanwhile too.
        #expect(inbox.post(.message(Self.sound(3), sender: 1), pickup: pickup, unparked: unparked) == .none)
        #expect(inbox.take().count == 3)
        #expect(inbox.post(.message(Self.sound(4), sender: 1), pickup: pickup, unparked: unparked) == .afterHold)

        // Something that cannot wait does not wait for the loop.
        _ = inbox.take()
        pickup.loopTakes()
        #expect(inbox.post(.message(Self.sound(5), sender: 1), pickup: pickup, unparked: unparked) == .none)
        #expect(inbox.post(.message(.keepAlive, sender: 1), pickup: pickup, unparked: unparked) == .now)
        #expect(inbox.take().count == 2)
        // The loop took it: stopping wakes no one.
        pickup.loopStopsTaking()
        #expect(woken.withLock { $0 } == 1)
    }

    @Test func theInboxKeepsOrderAndWakesOnlyWhenNeeded() {
        let inbox = SimCloudInbox()
        #expect(inbox.post(.message(Self.sound(0), sender: 1)) == .afterHold)
        #expect(inbox.post(.message(Self.sound(1), sender: 1)) == .none)
        #expect(inbox.post(.linkState(.reconnecting)) == .now)
        #expect(inbox.post(.message(.leave(uid: 3), sender: 2)) == .none)
        let taken = inbox.take()
        #expect(taken.count == 4)
        if case .linkState(.reconnecting) = taken[2] {} else { Issue.record("the link change is not third: \(taken)") }
        if case .message(.leave(uid: 3), sender: 2) = taken[3] {} else { Issue.record("the leave is not last: \(taken)") }
        #expect(inbox.take().isEmpty)
        #expect(inbox.post(.message(.keepAlive, sender: 1)) == .now)
    }
}
