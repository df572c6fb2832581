/// The relay users of a running channel media relay in other instances' channels (issue 34): for each destination
/// the relay joined, a membership of that channel's room in the cloud, where the relay user is announced and the
/// relayed pictures go, as the server puts the relayed host into the destination channel. Left when the relay
/// stops, fails or leaves the destination (the others hear the relay user quit).
struct SimCloudRelayRooms: Sendable {
    struct Room: Sendable {
        let channelName: String
        let uid: UInt
        let member: any AgoraSimCloudMember
        let joinedAtMs: UInt64
        let connectionId: UInt64
        var picturesSent: UInt32 = 0
        var announcedAt: Double?
        /// The relayed sound gathering for the next frame.
        var audioOut = SimCloudAudioSender()
    }

    private(set) var rooms: [Room] = []
    /// The engine's relay loop runs (one at a time: `loop` names the current one).
    var ticking = false
    var loop = 0

    /// The destinations the relay user is in now that have no room yet.
    func missing(_ wanted: [SimMediaRelay.Destination]) -> [SimMediaRelay.Destination] {
        wanted.filter { destination in !rooms.contains { $0.channelName == destination.channelName && $0.uid == destination.relayUid } }
    }

    mutating func add(_ room: Room) { rooms.append(room) }

    /// Rooms of destinations no longer wanted are left (saying the relay user left).
    mutating func keep(_ wanted: [SimMediaRelay.Destination]) {
        let (kept, gone) = (rooms.filter { room in wanted.contains { $0.channelName == room.channelName && $0.relayUid == room.uid } },
                            rooms.filter { room in !wanted.contains { $0.channelName == room.channelName && $0.relayUid == room.uid } })
        rooms = kept
        for room in gone { room.member.stop(saying: .leave(uid: UInt32(truncatingIfNeeded: room.uid))) }
    }

    mutating func leaveAll() {
        keep([])
        ticking = false
    }

    /// The next picture's number in room `index`.
    mutating func nextPicture(_ index: Int) -> UInt32 {
        rooms[index].picturesSent &+= 1
        return rooms[index].picturesSent
    }

    /// One block of the relayed sound (at the wire's rate) into every room: each room's frames once gathered.
    mutating func gatherAudio(_ block: [Int16]) -> [(room: Int, samples: [Int16], sequence: UInt32)] {
        var frames: [(room: Int, samples: [Int16], sequence: UInt32)] = []
        for index in rooms.indices {
            guard let samples = rooms[index].audioOut.append(block) else { continue }
            frames.append((index, samples, rooms[index].audioOut.sequence))
            rooms[index].audioOut.sequence &+= 1
        }
        return frames
    }

    /// Nothing relayed now: what was gathering is not sent later.
    mutating func dropPendingAudio() {
        for index in rooms.indices { rooms[index].audioOut.reset() }
    }

    /// Whether room `index` is due to hear the relay user's presence again (at once, then every `interval`).
    mutating func announceDue(_ index: Int, now: Double, interval: Double) -> Bool {
        guard rooms[index].announcedAt.map({ now - $0 >= interval }) ?? true else { return false }
        rooms[index].announcedAt = now
        return true
    }
}
