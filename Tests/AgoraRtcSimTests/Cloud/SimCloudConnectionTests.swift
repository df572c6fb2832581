import Testing
@testable import AgoraRtcSim

/// One connection's side of the cloud on its own, without an engine or a room: what it tells the room and when,
/// leaving, the sound it gathers into frames, and which of two connections of one uid joined first.
@Suite struct SimCloudConnectionTests {
    /// A member that only records what it was asked to do.
    final class RecordingMember: AgoraSimCloudMember, Sendable {
        private let log = SimLocked<(sent: [AgoraSimPeerMessage], farewells: [AgoraSimPeerMessage?])>(([], []))
        var sent: [AgoraSimPeerMessage] { log.withLock { $0.sent } }
        var farewells: [AgoraSimPeerMessage?] { log.withLock { $0.farewells } }

        func start() {}
        func send(_ message: AgoraSimPeerMessage) { log.withLock { $0.sent.append(message) } }
        func stop(saying farewell: AgoraSimPeerMessage?) { log.withLock { $0.farewells.append(farewell) } }
        func payload(of message: AgoraSimPeerMessage) -> [UInt8] { [] }
        func message(inPayload payload: [UInt8]) -> AgoraSimPeerMessage? { nil }
        func payloadBytes(of message: AgoraSimPeerMessage) -> Int { 0 }
    }

    static func presence(width: Int = 640, joinedAtMs: UInt64 = 0, connectionId: UInt64 = 0) -> AgoraSimPeerPresence {
        AgoraSimPeerPresence(uid: 7, isBroadcaster: true, publishesVideo: true, publishesAudio: true, width: width,
                             height: 360, fps: 15, joinedAtMs: joinedAtMs, connectionId: connectionId)
    }

    @Test func anAnnouncementGoesOutOnlyWhenThePresenceChanged() {
        let member = RecordingMember()
        var cloud = SimCloudConnection()
        cloud.join(member, atUnixMs: 1_000)
        cloud.announce(Self.presence())
        cloud.announce(Self.presence())
        cloud.announce(Self.presence(width: 1280))
        #expect(member.sent == [.presence(Self.presence()), .presence(Self.presence(width: 1280))])
        // A new link to the room hears it again, though nothing changed.
        cloud.forgetAnnounced()
        cloud.announce(Self.presence(width: 1280))
        #expect(member.sent.count == 3)
    }

    @Test func theHeartbeatSaysThePresenceEvenUnchanged() {
        let member = RecordingMember()
        var cloud = SimCloudConnection()
        cloud.join(member, atUnixMs: 1_000)
        cloud.announce(Self.presence())
        cloud.heartbeat(Self.presence())
        cloud.heartbeat(Self.presence())
        #expect(member.sent.count == 3)
        // What the heartbeat said counts as announced.
        cloud.announce(Self.presence())
        #expect(member.sent.count == 3)
    }

    @Test func outsideTheRoomNothingIsSent() {
        var cloud = SimCloudConnection()
        cloud.announce(Self.presence())
        let left = cloud.leave(saying: nil)
        #expect(!cloud.isMember && cloud.announced == nil && !left)
    }

    @Test func leavingSaysTheFarewellOnceAndForgetsTheRoom() {
        let member = RecordingMember()
        var cloud = SimCloudConnection()
        cloud.join(member, atUnixMs: 1_000)
        cloud.announce(Self.presence())
        cloud.setReconnecting(true)
        let left = cloud.leave(saying: .leave(uid: 7))
        #expect(left && member.farewells == [.leave(uid: 7)])
        #expect(!cloud.isMember && cloud.announced == nil && !cloud.reconnecting)
        // A second leave has no room to leave.
        let leftAgain = cloud.leave(saying: .leave(uid: 7))
        #expect(!leftAgain && member.farewells.count == 1)
        // The identity stays until the next join: it still names this connection.
        #expect(cloud.joinedAtMs == 1_000)
    }

    @Test func reconnectingReportsWhetherTheLinkWasAlreadyDown() {
        var cloud = SimCloudConnection()
        let answers = [cloud.setReconnecting(true), cloud.setReconnecting(false), cloud.setReconnecting(false)]
        #expect(answers == [false, true, false])
    }

    @Test func eachJoinDrawsANewIdentityAndRestartsThePictureCount() {
        var cloud = SimCloudConnection()
        cloud.join(RecordingMember(), atUnixMs: 1_000)
        let sequences = [cloud.nextPictureSequence(), cloud.nextPictureSequence()]
        #expect(sequences == [1, 2])
        let first = cloud.connectionId
        cloud.leave(saying: nil)
        cloud.join(RecordingMember(), atUnixMs: 2_000)
        #expect(cloud.joinedAtMs == 2_000 && cloud.connectionId != 0 && cloud.connectionId != first)
        let restarted = cloud.nextPictureSequence()
        #expect(restarted == 1)
    }

    @Test func theEarlierOfTwoConnectionsOfOneUidIsTheOneThatJoinedFirstTiesByTheId() {
        var cloud = SimCloudConnection()
        cloud.join(RecordingMember(), atUnixMs: 1_000)
        let id = cloud.connectionId
        #expect(cloud.joinedBefore(Self.presence(joinedAtMs: 2_000)))
        #expect(!cloud.joinedBefore(Self.presence(joinedAtMs: 500, connectionId: .max)))
        #expect(cloud.joinedBefore(Self.presence(joinedAtMs: 1_000, connectionId: id &+ 1)) == (id < .max))
        #expect(!cloud.joinedBefore(Self.presence(joinedAtMs: 1_000, connectionId: id)))
    }

    @Test func soundGoesOutAFrameAtATimeNumberedInOrder() {
        var cloud = SimCloudConnection()
        let block = [Int16](repeating: 3, count: SimCloudAudioSender.frameSamples / 2)
        let frames = (0..<4).map { _ in cloud.gatherAudio(block) }
        #expect(frames.map { $0?.sequence } == [nil, 0, nil, 1])
        #expect(frames[1]?.samples == [Int16](repeating: 3, count: SimCloudAudioSender.frameSamples))
        // With nobody to send to, what was gathering is dropped, and the numbering goes on.
        let beforeDrop = cloud.gatherAudio(block)
        cloud.dropPendingAudio()
        let afterDrop = (0..<2).map { _ in cloud.gatherAudio(block)?.sequence }
        #expect(beforeDrop == nil && afterDrop == [nil, 2])
    }
}
