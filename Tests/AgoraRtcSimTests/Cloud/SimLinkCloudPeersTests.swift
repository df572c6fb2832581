import Testing
@testable import AgoraRtcSim

/// Another instance's users as one connection keeps them (`SimLink+CloudPeers`), on a bare connection without an
/// engine: who speaks for a uid, a later login taking it over, what a sender may deliver, who has gone quiet.
@Suite struct SimLinkCloudPeersTests {
    static func peer(_ uid: UInt, sender: UInt64, joinedAtMs: UInt64 = 1_000, connectionId: UInt64 = 5,
                     lastHeardAt: Double = 0) -> SimRemoteUser {
        let cloud = SimCloudPeer(account: nil, lastHeardAt: lastHeardAt, joinedAtMs: joinedAtMs, connectionId: connectionId,
                                 sender: sender)
        var user = SimRemoteUser(uid: uid, kind: .otherInstance(cloud), hasVideo: true, width: 640, height: 360, fps: 15,
                                 videoKbps: 500, audioKbps: 48, unmuteDelayMs: 0, isHost: true)
        user.present = true
        return user
    }

    static func simulated(_ uid: UInt) -> SimRemoteUser {
        SimRemoteUser(uid: uid, kind: .simulated(.steady), hasVideo: true, width: 640, height: 360, fps: 15,
                      videoKbps: 500, audioKbps: 48, unmuteDelayMs: 0, isHost: true)
    }

    static func presence(_ uid: UInt32, joinedAtMs: UInt64, connectionId: UInt64) -> AgoraSimPeerPresence {
        AgoraSimPeerPresence(uid: uid, isBroadcaster: true, publishesVideo: true, publishesAudio: true, width: 640,
                             height: 360, fps: 15, joinedAtMs: joinedAtMs, connectionId: connectionId)
    }

    @Test func onlyTheBoundSenderSpeaksForAUidAndASimulatedPersonIsNoPeer() {
        var link = SimLink()
        link.remotes = [Self.simulated(1), Self.peer(2, sender: 20)]
        #expect(link.cloudPeerIndex(1) == nil && link.cloudPeerIndex(2) == 1)
        #expect(link.cloudBoundIndex(2, 20) == 1 && link.cloudBoundIndex(2, 21) == nil)
        let admitted = (link.cloudArrivalAdmitted(2, kind: AgoraSimPeerCodec.Kind.metadata.rawValue, from: 20, at: 0),
                        link.cloudArrivalAdmitted(2, kind: AgoraSimPeerCodec.Kind.metadata.rawValue, from: 21, at: 0))
        #expect(admitted == (true, false))
    }

    @Test func aLaterLoginTakesTheUidOverAndAnEarlierOneIsNotHeard() {
        var link = SimLink()
        link.remotes = [Self.peer(2, sender: 20, joinedAtMs: 1_000, connectionId: 5)]
        let earlier = link.cloudPresenceIsSuperseded(Self.presence(2, joinedAtMs: 900, connectionId: 9), from: 21)
        // The same connection said by another sender is a forgery.
        let forged = link.cloudPresenceIsSuperseded(Self.presence(2, joinedAtMs: 1_000, connectionId: 5), from: 21)
        #expect(earlier && forged && link.remotes[0].cloud?.sender == 20)
        let later = link.cloudPresenceIsSuperseded(Self.presence(2, joinedAtMs: 2_000, connectionId: 1), from: 21)
        #expect(!later && link.remotes[0].cloud?.sender == 21 && link.remotes[0].cloud?.joinedAtMs == 2_000)
        #expect(link.cloudBoundIndex(2, 21) == 0 && link.cloudBoundIndex(2, 20) == nil)
    }

    @Test func aSenderTakesNoMoreUidsThanOneConnectionMay() {
        var link = SimLink()
        link.remotes = (1...UInt(SimLink.cloudUidsPerSender)).map { Self.peer($0, sender: 20) }
        let another = link.cloudPresenceIsSuperseded(Self.presence(99, joinedAtMs: 1, connectionId: 1), from: 20)
        let someoneElse = link.cloudPresenceIsSuperseded(Self.presence(99, joinedAtMs: 1, connectionId: 1), from: 30)
        #expect(another && !someoneElse)
    }

    @Test func aMessageBeyondWhatAUserMaySendInASecondIsDropped() {
        var link = SimLink()
        link.remotes = [Self.peer(2, sender: 20)]
        let kind = AgoraSimPeerCodec.Kind.metadata.rawValue
        let limit = SimCloudArrivals.perSecond[kind] ?? 0
        let burst = (0...limit).map { _ in link.cloudArrivalAdmitted(2, kind: kind, from: 20, at: 10) }
        #expect(burst.filter { $0 }.count == limit && burst.last == false)
        // A second later there is room again.
        let later = link.cloudArrivalAdmitted(2, kind: kind, from: 20, at: 11.5)
        #expect(later)
    }

    @Test func onlyPeersQuietForLongerThanTheTimeoutAreSilent() {
        var link = SimLink()
        link.remotes = [Self.simulated(1), Self.peer(2, sender: 20, lastHeardAt: 0), Self.peer(3, sender: 30, lastHeardAt: 15)]
        #expect(link.silentCloudPeers(at: 30, timeout: 20) == [2])
        #expect(link.silentCloudPeers(at: 20, timeout: 20).isEmpty)
    }

    @Test func leavingTheCloudSaysTheUsersLeaveOnlyWithAFarewell() {
        let member = SimCloudConnectionTests.RecordingMember()
        var link = SimLink()
        link.cloud.join(member, atUnixMs: 1)
        let left = link.leaveCloud(farewell: false)
        #expect(left && member.farewells == [nil])
        // Not in the room any more: nothing to leave.
        let again = link.leaveCloud(farewell: true)
        #expect(!again && member.farewells.count == 1)
    }
}
