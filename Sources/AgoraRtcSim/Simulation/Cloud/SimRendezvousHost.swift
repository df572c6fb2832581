import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The instance that bound the rendezvous socket relays between everyone connected to it: what one member says
/// reaches the other members in the same room (App ID and channel, hashed), checked and re-encoded, never as raw
/// bytes. It runs on its member's queue; closing it closes every link, and the others elect a new host.
final class SimRendezvousHost: @unchecked Sendable {
    private let queue: DispatchQueue
    private let listenFd: Int32
    private let path: String
    private let inode: UInt64?
    private var acceptSource: DispatchSourceRead?
    private var members: [ObjectIdentifier: (link: SimPeerLink, room: [UInt8]?)] = [:]

    init(listening fd: Int32, path: String, queue: DispatchQueue) {
        listenFd = fd
        self.path = path
        self.queue = queue
        inode = SimUnixSocket.inode(path)
        SimUnixSocket.setNonBlocking(fd)
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptMember() }
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

    private func acceptMember() {
        let fd = accept(listenFd, nil, nil)
        guard fd >= 0 else { return }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var id: ObjectIdentifier?
        let link = SimPeerLink(fd: fd, queue: queue, onMessage: { [weak self] message in
            guard let self, let id else { return }
            self.relay(message, from: id)
        }, onClose: { [weak self] in
            guard let self, let id else { return }
            self.members[id] = nil
        })
        id = ObjectIdentifier(link)
        members[ObjectIdentifier(link)] = (link, nil)
    }

    private func relay(_ message: AgoraSimPeerMessage, from id: ObjectIdentifier) {
        guard let sender = members[id] else { return }
        if case .hello(let version, let room) = message {
            // Another version of the protocol (another build of the app) is not spoken to.
            guard version == AgoraSimPeerCodec.version, sender.room == nil else { return sender.link.close() }
            members[id]?.room = room
            return
        }
        guard let room = sender.room else { return sender.link.close() }
        if case .keepAlive = message { return }
        for (other, member) in members where other != id && member.room == room {
            member.link.send(message)
        }
    }
}
