import DesktopSound
import Foundation

/// The process's one link to the sound server, opened when the first session that is heard starts (never at the
/// menu's start-up, whose process must not map libpulse) and kept for the sessions after it. One session's device
/// plays through it at a time: the one attached last.
public final class SoundHub: @unchecked Sendable {
    public static let shared = SoundHub(access: .desktop)

    private let access: SoundServerAccess
    private let lock = NSLock()
    private var link: (any SoundServerLink)?
    private var linkCaptures = false
    /// Bumped with each link opened, so a closed link's late states are ignored.
    private var generation = 0
    private var lastState: SoundLinkState?
    private weak var listener: SoundDevice?

    public init(access: SoundServerAccess) {
        self.access = access
    }

    /// Whether the link is open and the server answers.
    public var isConnected: Bool { lock.withLock { link != nil && lastState == .connected } }

    /// Asks whether a server answers, off the caller's thread; a hub already connected answers at once.
    func probe(_ completion: @escaping @Sendable (SoundLinkState) -> Void) {
        if isConnected { return completion(.connected) }
        access.probe(completion)
    }

    /// `device` plays (and, with `capture`, captures) through the link from now on, opened or reopened as needed;
    /// it hears the link's state now and at each change.
    func attach(_ device: SoundDevice, capture: Bool) {
        let (reopen, known, old): (Int?, SoundLinkState?, (any SoundServerLink)?) = lock.withLock {
            listener = device
            if link == nil || (capture && !linkCaptures) {
                generation += 1
                defer { link = nil }
                lastState = nil
                linkCaptures = capture
                return (generation, nil, link)
            }
            return (nil, lastState, nil)
        }
        // Closing may wait for the link's thread (in the middle of a connect): never on the caller's, the UI's.
        if let old { DispatchQueue.global().async { old.close() } }
        if let known { device.linkState(known) }
        guard let reopen else { return }
        // Opened outside the lock: a link may tell its first state before its initializer returns.
        let opened = access.open(capture, { [weak self] in self?.requested(generation: reopen) }) { [weak self] state in
            self?.changed(state, generation: reopen)
        }
        let stale: Bool = lock.withLock {
            guard generation == reopen else { return true }
            link = opened
            return false
        }
        if stale { DispatchQueue.global().async { opened.close() } }
    }

    /// `device`'s session ended: it plays no more; the link stays open for the next session.
    func detach(_ device: SoundDevice) {
        lock.withLock { if listener === device { listener = nil } }
    }

    func play(_ samples: [Int16], from device: SoundDevice) {
        let target: (any SoundServerLink)? = lock.withLock { listener === device ? link : nil }
        target?.play(samples)
    }

    func captured(frames: Int, for device: SoundDevice) -> [Int16]? {
        let source: (any SoundServerLink)? = lock.withLock { listener === device && linkCaptures ? link : nil }
        return source?.captured(frames: frames)
    }

    /// The server wants more sound: the device playing now makes it (on the server's thread, no lock held).
    private func requested(generation current: Int) {
        let device: SoundDevice? = lock.withLock { generation == current ? listener : nil }
        device?.soundRequested()
    }

    private func changed(_ state: SoundLinkState, generation current: Int) {
        let device: SoundDevice? = lock.withLock {
            guard generation == current else { return nil }
            lastState = state
            return listener
        }
        device?.linkState(state)
    }
}
