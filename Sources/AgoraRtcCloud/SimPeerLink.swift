import AgoraRtcSim
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One socket carrying the peer protocol, on one serial queue: every method must be called on `queue`, and the
/// handlers run there. Messages that do not decode close the link: a peer that sends garbage is not listened to.
final class SimPeerLink: @unchecked Sendable {
    /// Bytes waiting for a slow reader beyond which pictures are dropped (a few of them: a late picture is worth less
    /// than the next one, and a leave must not wait behind a second of them), and beyond which the link is given up.
    static let dropPicturesAbove = 16 * 1024
    /// The kernel's own buffer is kept as small, so the backlog stays here, where pictures can be dropped.
    static let socketBuffer: Int32 = 32 * 1024
    static let giveUpAbove = 2 * 1024 * 1024

    let queue: DispatchQueue
    private let fd: Int32
    private var readSource: DispatchSourceRead?
    private var writeSource: DispatchSourceWrite?
    private var writing = false
    /// The other end stopped reading (it closed): what it sent before is still read, a leave among it, before the
    /// link closes on the end of the stream.
    private var writeFailed = false
    /// Sources not yet cancelled for good: the descriptor is closed only after the last, since Dispatch may still
    /// be watching it until then (and a number closed early can come back as another socket).
    private var liveSources = 1
    private var outbox: [UInt8] = []
    /// Where each read lands: one buffer for the link's life, not a fresh 64 KiB zeroed per read.
    private var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    private var splitter = AgoraSimPeerFrameSplitter()
    /// Asked of each frame before it is decoded: false drops it unread (the relay's budget), and the link stops
    /// reading for `overBudgetPause`, so a flooding sender waits on its own full socket instead of costing this
    /// process the reading of what would be dropped.
    private var admit: (([UInt8]) -> Bool)?
    static let overBudgetPause = 0.05
    private var readPaused = false
    private var onMessage: ((AgoraSimPeerMessage) -> Void)?
    private var onClose: (() -> Void)?
    private(set) var isClosed = false

    init(fd: Int32, queue: DispatchQueue, admit: (([UInt8]) -> Bool)? = nil,
         onMessage: @escaping (AgoraSimPeerMessage) -> Void, onClose: @escaping () -> Void) {
        self.fd = fd
        self.queue = queue
        self.admit = admit
        self.onMessage = onMessage
        self.onClose = onClose
        SimUnixSocket.setNonBlocking(fd)
        var size = Self.socketBuffer
        setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.readAvailable() }
        source.setCancelHandler { [self] in sourceCancelled() }
        readSource = source
        source.resume()
    }

    func send(_ message: AgoraSimPeerMessage) {
        guard !isClosed, !writeFailed else { return }
        if AgoraSimPeerCodec.isDroppableMedia(message), outbox.count > Self.dropPicturesAbove { return }
        append(AgoraSimPeerCodec.frame(message))
    }

    /// `message` already framed once for every link it goes to (the relay's fan-out).
    func send(framed frame: [UInt8], of message: AgoraSimPeerMessage) {
        guard !isClosed, !writeFailed else { return }
        if AgoraSimPeerCodec.isDroppableMedia(message), outbox.count > Self.dropPicturesAbove { return }
        append(frame)
    }

    private func append(_ frame: [UInt8]) {
        outbox += frame
        guard outbox.count <= Self.giveUpAbove else {
            outbox = []
            return close()
        }
        flush()
    }

    /// What is still waiting goes out first (a leave behind a few pictures), for at most `flushTimeout`.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        if !outbox.isEmpty { flushBlocking() }
        readSource?.cancel()
        // A suspended source must be resumed for its cancellation to complete.
        if readPaused {
            readPaused = false
            readSource?.resume()
        }
        readSource = nil
        if let source = writeSource {
            source.cancel()
            // A suspended (or never started) source must be resumed to be released.
            if !writing { source.resume() }
        }
        writeSource = nil
        let closed = onClose
        admit = nil
        onMessage = nil
        onClose = nil
        closed?()
    }

    static let flushTimeout = timeval(tv_sec: 1, tv_usec: 0)

    private func flushBlocking() {
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        var timeout = Self.flushTimeout
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while !outbox.isEmpty {
            let count = outbox.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                outbox.removeFirst(count)
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        outbox = []
    }

    private func sourceCancelled() {
        liveSources -= 1
        if liveSources == 0 { Glibc.close(fd) }
    }

    private func readAvailable() {
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
        guard count > 0 else { return close() }
        for payload in splitter.append(chunk[..<count]) {
            if let admit, !admit(payload) {
                pauseReading()
                continue
            }
            guard let message = AgoraSimPeerCodec.decode(payload) else { return close() }
            onMessage?(message)
            if isClosed { return }
        }
        if splitter.isBroken { close() }
    }

    private func pauseReading() {
        guard !readPaused, let source = readSource else { return }
        readPaused = true
        source.suspend()
        queue.asyncAfter(deadline: .now() + Self.overBudgetPause) { [weak self] in
            guard let self, self.readPaused else { return }
            self.readPaused = false
            self.readSource?.resume()
        }
    }

    private func flush() {
        while !outbox.isEmpty {
            let count = outbox.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count > 0 {
                outbox.removeFirst(count)
                continue
            }
            if count < 0 && errno == EINTR { continue }
            if count < 0 && errno == EAGAIN { return waitWritable() }
            // EPIPE or ECONNRESET: closing now would drop what the other end sent before it went, unread. Its last
            // words (a leave) are read first; the read then ends the stream and closes the link.
            return stopWriting()
        }
        if writing {
            writing = false
            writeSource?.suspend()
        }
    }

    private func stopWriting() {
        writeFailed = true
        outbox = []
        if writing {
            writing = false
            writeSource?.suspend()
        }
        readAvailable()
    }

    private func waitWritable() {
        guard !writing else { return }
        if writeSource == nil {
            let source = DispatchSource.makeWriteSource(fileDescriptor: fd, queue: queue)
            source.setEventHandler { [weak self] in self?.flush() }
            source.setCancelHandler { [self] in sourceCancelled() }
            liveSources += 1
            writeSource = source
        }
        writing = true
        writeSource?.resume()
    }
}
