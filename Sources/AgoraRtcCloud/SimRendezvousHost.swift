import AgoraRtcSim
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The instance that bound the rendezvous socket relays between everyone connected to it: what one member says
/// reaches the other members in the same room (App ID and channel, hashed), checked and re-encoded, never as raw
/// bytes. It runs on its member's queue; closing it closes every link, and the others elect a new host.
///
/// A link speaks only for itself (issue 30): its first envelope names its sender id, which no other link of the room
/// may use, and it is relayed only for the uids its own presences announced (at most `maxUidsPerLink`); a leave gives
/// the uid up. Which of two links' presences for one uid wins is not the relay's to judge (it cannot check tokens):
/// the receivers do. A connection that has not said a valid hello within `helloTimeout` is closed, at most `maxLinks`
/// are held (more are refused, told once), and each link's traffic beyond `SimRendezvousLinkBudget` is dropped
/// before it is decoded.
final class SimRendezvousHost: @unchecked Sendable {
    static let helloTimeout = 3.0
    /// Connections held at most: well beyond the instances one user runs on one machine.
    static let maxLinks = 64
    /// One connection is one user; a few more leave room for a uid changing over (a rejoin on the same link).
    static let maxUidsPerLink = 4

    private struct Member {
        let link: SimPeerLink
        var room: [UInt8]?
        var sender: UInt64?
        var uids: Set<UInt32> = []
    }

    private let queue: DispatchQueue
    private let listenFd: Int32
    private let path: String
    private let inode: UInt64?
    private let onProblem: (@Sendable (String) -> Void)?
    private var acceptSource: DispatchSourceRead?
    private var members: [ObjectIdentifier: Member] = [:]
    private var toldFull = false

    init(listening fd: Int32, path: String, queue: DispatchQueue, onProblem: (@Sendable (String) -> Void)? = nil) {
        listenFd = fd
        self.path = path
        self.queue = queue
        self.onProblem = onProblem
        inode = SimUnixSocket.inode(path)
        SimUnixSocket.setNonBlocking(fd)
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptMembers() }
        // Closed once Dispatch has let go of it (a number closed early can come back as another socket).
        source.setCancelHandler { Glibc.close(fd) }
        acceptSource = source
        source.resume()
    }

    func close() {
        acceptSource?.cancel()
        acceptSource = nil
        // Another host may already have taken the path over (this one was presumed dead): its file stays.
        if let inode, SimUnixSocket.inode(path) == inode { unlink(path) }
        let links = members.values.map(\.link)
        members = [:]
        links.forEach { $0.close() }
    }

    /// The hosting member's own last words, told to its room directly: its link to itself would not be read again
    /// before the relay closes.
    func announce(_ message: AgoraSimPeerMessage, room: [UInt8]) {
        for member in members.values where member.room == room { member.link.send(message) }
    }

    /// Links held now (for tests).
    var linkCount: Int { members.count }

    private func acceptMembers() {
        while true {
            let fd = accept(listenFd, nil, nil)
            guard fd >= 0 else { return }
            guard members.count < Self.maxLinks else {
                Glibc.close(fd)
                if !toldFull {
                    toldFull = true
                    onProblem?("the local rendezvous holds \(Self.maxLinks) connections at most: more are refused")
                }
                continue
            }
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            admit(fd)
        }
    }

    private func admit(_ fd: Int32) {
        var id: ObjectIdentifier?
        var budget = SimRendezvousLinkBudget()
        let link = SimPeerLink(fd: fd, queue: queue, admit: { budget.admit($0, now: SimRendezvousLinkBudget.monotonicNow()) },
                               onMessage: { [weak self] message in
            guard let self, let id else { return }
            self.relay(message, from: id)
        }, onClose: { [weak self] in
            guard let self, let id else { return }
            self.members[id] = nil
        })
        let linkId = ObjectIdentifier(link)
        id = linkId
        members[linkId] = Member(link: link)
        // Held open without a word, it would be a slot taken for nothing.
        queue.asyncAfter(deadline: .now() + Self.helloTimeout) { [weak self, weak link] in
            guard let self, let link, self.members[linkId]?.room == nil else { return }
            link.close()
        }
    }

    private func relay(_ message: AgoraSimPeerMessage, from id: ObjectIdentifier) {
        guard let sender = members[id] else { return }
        switch message {
        case .hello(let version, let room):
            // Another version of the protocol (another build of the app) is not spoken to.
            guard version == AgoraSimPeerCodec.version, sender.room == nil else { return sender.link.close() }
            members[id]?.room = room
        case .keepAlive:
            guard sender.room != nil else { return sender.link.close() }
        case .envelope(let envelope):
            guard let room = sender.room else { return sender.link.close() }
            guard bind(envelope, from: id, room: room) else { return }
            // Encoded once, however many it goes to.
            var frame: [UInt8]?
            for (other, member) in members where other != id && member.room == room {
                let bytes = frame ?? AgoraSimPeerCodec.frame(message)
                frame = bytes
                member.link.send(framed: bytes, of: message)
            }
            if envelope.content == AgoraSimPeerCodec.Kind.leave.rawValue { members[id]?.uids.remove(envelope.uid) }
        default:
            // Only envelopes carry what a peer says about a user: anything else is another protocol's.
            sender.link.close()
        }
    }

    /// Whether the link may say `envelope`: under its own sender id, for a uid it announced (a presence announces).
    private func bind(_ envelope: AgoraSimPeerEnvelope, from id: ObjectIdentifier, room: [UInt8]) -> Bool {
        guard let member = members[id] else { return false }
        if let sender = member.sender {
            guard envelope.sender == sender else { return false }
        } else {
            // Another link's id is not taken over: that would speak for its users.
            let taken = members.contains { $0.key != id && $0.value.room == room && $0.value.sender == envelope.sender }
            guard !taken else {
                member.link.close()
                return false
            }
            members[id]?.sender = envelope.sender
        }
        if member.uids.contains(envelope.uid) { return true }
        guard envelope.content == AgoraSimPeerCodec.Kind.presence.rawValue, member.uids.count < Self.maxUidsPerLink
        else { return false }
        members[id]?.uids.insert(envelope.uid)
        return true
    }
}
