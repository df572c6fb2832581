import APIExample
import Dispatch
import Glibc

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT during `apiexample run`: the session ends the way Back ends it (the case's own
/// leave and destroy, which finishes recordings and closes the rendezvous it hosted), then the process exits with
/// 128 + the signal's number, as the default action's status reads to a shell. Killed by the default action instead,
/// the run left peers to see it dropped 20 s later, its rendezvous socket behind, and WAV headers saying 0 bytes.
public final class HeadlessSignals {
    public static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// How long the teardown may take before the process exits anyway: a hung teardown must not keep a process
    /// that was asked to end.
    public static let teardownLimit = 2.0

    private let sources: [any DispatchSourceSignal]
    private let received = Locked<Int32?>(nil)
    private let watchdog = DispatchQueue(label: "HeadlessSignalsWatchdog")

    /// Listens on `queue`: the main queue for a live run (the handler runs there, like the browser's), a private one
    /// while a virtual-time run keeps the main thread busy and only asks `received` between steps. `onSignal` runs
    /// once, for the first of them; later ones are ignored while the teardown goes on.
    public init(queue: DispatchQueue, onSignal: @escaping @Sendable (Int32) -> Void = { _ in }) {
        let received = self.received
        let watchdog = self.watchdog
        sources = Self.handled.map { number in
            // Ignored first, so that nothing but the source sees it (libdispatch reads it through a signalfd).
            Glibc.signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler {
                let first = received.withLock { value -> Bool in
                    guard value == nil else { return false }
                    value = number
                    return true
                }
                guard first else { return }
                watchdog.asyncAfter(deadline: .now() + Self.teardownLimit) { _exit(Self.exitCode(number)) }
                onSignal(number)
            }
            source.resume()
            return source
        }
    }

    /// The signal that asked the run to end, nil while none has.
    public var signal: Int32? { received.withLock { $0 } }

    /// What a shell shows for a process the signal's default action ended.
    public static func exitCode(_ signal: Int32) -> Int32 { 128 + signal }
}
