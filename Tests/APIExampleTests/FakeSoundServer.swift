import DesktopSound
import Foundation
@testable import APIExample

/// A sound server for the sound device's tests: links it opens keep what they were given to play and hand out what
/// the test put in their microphone; the test says when the server answers, goes away and comes back.
final class FakeSoundServer: @unchecked Sendable {
    final class Link: SoundServerLink, @unchecked Sendable {
        let capture: Bool
        let onState: @Sendable (SoundLinkState) -> Void
        /// What the server's requests call: the test asks for sound with it, as the server's thread would.
        let request: @Sendable () -> Void
        private let lock = NSLock()
        private var samples: [Int16] = []
        private var microphone: [Int16] = []
        private var isClosed = false

        init(capture: Bool, request: @escaping @Sendable () -> Void, onState: @escaping @Sendable (SoundLinkState) -> Void) {
            self.capture = capture
            self.request = request
            self.onState = onState
        }

        func play(_ block: [Int16]) { lock.withLock { samples += block } }

        func captured(frames: Int) -> [Int16]? {
            lock.withLock {
                guard microphone.count >= frames * 2 else { return nil }
                defer { microphone.removeFirst(frames * 2) }
                return Array(microphone.prefix(frames * 2))
            }
        }

        func close() { lock.withLock { isClosed = true } }

        func feed(_ block: [Int16]) { lock.withLock { microphone += block } }
        var played: [Int16] { lock.withLock { samples } }
        var closed: Bool { lock.withLock { isClosed } }
    }

    private let lock = NSLock()
    private var opened: [Link] = []
    private var probes = 0
    /// What a probe answers.
    let probeAnswer: SoundLinkState

    init(probeAnswer: SoundLinkState = .connected) {
        self.probeAnswer = probeAnswer
    }

    var access: SoundServerAccess {
        SoundServerAccess(
            open: { [self] capture, request, onState in
                let link = Link(capture: capture, request: request, onState: onState)
                lock.withLock { opened.append(link) }
                return link
            },
            probe: { [self] completion in
                lock.withLock { probes += 1 }
                completion(probeAnswer)
            })
    }

    var links: [Link] { lock.withLock { opened } }
    var probeCount: Int { lock.withLock { probes } }
}

/// What a device told its session, kept in order.
final class SoundReports: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: [SoundReport] = []

    func keep(_ report: SoundReport) { lock.withLock { kept.append(report) } }
    var all: [SoundReport] { lock.withLock { kept } }
    var keys: [String] {
        all.map { report in
            switch report {
            case .log(let key, _): key
            case .notice(let notice): notice.key
            }
        }
    }
}
