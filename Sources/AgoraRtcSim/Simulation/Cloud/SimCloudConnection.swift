/// One connection's side of the cloud (issue 18): its membership of the room for its channel, what it last told the
/// room, whether the room's link is down, the sound gathering for the next frame, and how the cloud tells it apart
/// from another instance's connection of the same uid. Held by `SimLink.cloud`; the engine's cloud code changes it
/// only through these methods.
struct SimCloudConnection: Sendable {
    /// This connection's membership of the cloud's room for its channel, while in a session with a cloud. Set by
    /// `join` and `leave` (settable so a test can take the link away for a while, as a broken network does).
    var member: (any AgoraSimCloudMember)?
    /// Where the member's messages gather until the engine takes them (set with `member`).
    private(set) var inbox: SimCloudInbox?
    /// The presence last told to the room, so only changes are sent between heartbeats.
    private(set) var announced: AgoraSimPeerPresence?
    /// The link to the room broke while connected: the connection is RECONNECTING until it is back.
    private(set) var reconnecting = false
    /// The sound gathering for the next frame to other instances (the main connection's).
    private(set) var audioOut = SimCloudAudioSender()
    /// This connection as the cloud tells it apart from another instance's connection of the same uid (join time,
    /// Unix ms, and a random id), and the pictures it has sent there.
    private(set) var joinedAtMs: UInt64 = 0
    private(set) var connectionId: UInt64 = 0
    private(set) var picturesSent: UInt32 = 0
    /// The simulcast streams' frames sent there (`AgoraRtcEngineKit+CloudStreams`).
    var layersOut = SimCloudLayerSender()

    /// In the room (from joining until leaving or failing).
    var isMember: Bool { member != nil }

    /// Joins the room through `member` (not yet started) at `unixMs`, with a fresh id drawn for this connection (not
    /// from the seed: two terminals started alike must still differ).
    mutating func join(_ member: any AgoraSimCloudMember, inbox: SimCloudInbox? = nil, atUnixMs unixMs: UInt64) {
        self.member = member
        self.inbox = inbox
        joinedAtMs = unixMs
        connectionId = UInt64.random(in: 1...UInt64.max)
        picturesSent = 0
        layersOut = SimCloudLayerSender()
    }

    /// Leaves the room, saying `farewell` if given; false when it was not in one. The identity stays: it names the
    /// connection until the next join.
    @discardableResult
    mutating func leave(saying farewell: AgoraSimPeerMessage?) -> Bool {
        guard let member else { return false }
        member.stop(saying: farewell)
        self.member = nil
        inbox = nil
        announced = nil
        reconnecting = false
        return true
    }

    /// Tells the room `presence` if it differs from what it last heard.
    mutating func announce(_ presence: AgoraSimPeerPresence) {
        guard let member, presence != announced else { return }
        announced = presence
        member.send(.presence(presence))
    }

    /// With each heartbeat the room hears `presence` whether or not it changed: that the user is still there.
    mutating func heartbeat(_ presence: AgoraSimPeerPresence) {
        announced = presence
        member?.send(.presence(presence))
    }

    /// A new link to the room: it hears who this user is again with the next announcement.
    mutating func forgetAnnounced() { announced = nil }

    /// The room's link broke (true) or came back (false); whether it was broken before.
    @discardableResult
    mutating func setReconnecting(_ value: Bool) -> Bool {
        defer { reconnecting = value }
        return reconnecting
    }

    /// The sequence number of the next picture sent.
    mutating func nextPictureSequence() -> UInt32 {
        picturesSent &+= 1
        return picturesSent
    }

    /// One block of sound to send (at the wire's rate): a frame's samples and its sequence number once a frame has
    /// gathered.
    mutating func gatherAudio(_ block: [Int16]) -> (samples: [Int16], sequence: UInt32)? {
        guard let samples = audioOut.append(block) else { return nil }
        defer { audioOut.sequence &+= 1 }
        return (samples, audioOut.sequence)
    }

    /// Nobody to send sound to: what was gathering is not sent later.
    mutating func dropPendingAudio() { audioOut.reset() }

    /// Of two connections of one uid, whether this one joined first (ties broken by the random id), and so fails.
    func joinedBefore(_ other: AgoraSimPeerPresence) -> Bool {
        (joinedAtMs, connectionId) < (other.joinedAtMs, other.connectionId)
    }
}
