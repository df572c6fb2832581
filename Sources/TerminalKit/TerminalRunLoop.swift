import Dispatch
import Glibc

/// The app's event loop: dispatch sources on the main queue, no polling, no timer unless a frame rate is set.
@MainActor public final class TerminalRunLoop: TerminalEventLoop {
    /// Stdin has bytes; call the backend's `readKeys()`.
    public var onInput: (() -> Void)?
    /// SIGWINCH; call the backend's `handleResize()`, then redraw.
    public var onResize: (() -> Void)?
    /// SIGTSTP (Ctrl-Z); call the backend's `suspend()`, then redraw. Ctrl-Z does nothing when unset.
    public var onSuspendRequest: (() -> Void)?
    /// SIGCONT, also after a stop the app did not initiate.
    public var onContinue: (() -> Void)?
    /// SIGINT, SIGTERM, SIGHUP, SIGQUIT, and `.hangup` once stdin has reached EOF or an error.
    public var onSignal: ((TerminalSignal) -> Void)?
    public var onFrame: (() -> Void)?

    private var sources: [any DispatchSourceProtocol] = []
    /// The self-pipe the signal handlers write to, from `start()` on; -1 when they could not be installed.
    private var signalPipe: Int32?
    private var input: (any DispatchSourceRead)?
    private var timer: (any DispatchSourceTimer)?
    private var framesPerSecond = 0
    private var emptyWakeups = 0

    public init() {}

    /// Installs the signal handlers. Call once, before `run()`, which listens: the first paint comes between, since
    /// the first dispatch source starts libdispatch's threads. Nothing is lost meanwhile: signals wait in the
    /// self-pipe and keys in the tty.
    public func start() {
        guard signalPipe == nil else { return }
        // Signals arrive through a self-pipe rather than DispatchSource.makeSignalSource: with libdispatch's
        // signal sources about one Ctrl-Z in eight was lost (measured in tmux). SIGQUIT (Ctrl-\) is a request to
        // stop like the others: left to the Swift runtime, its backtracer would write over the screen, wait 30 s
        // for a key and leave the terminal in curses mode.
        signalPipe = NcursesTerminal.forwardSignals([SIGWINCH, SIGTSTP, SIGCONT, SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    }

    private func listen() {
        guard sources.isEmpty else { return }
        if let signalPipe, signalPipe >= 0 {
            let signals = DispatchSource.makeReadSource(fileDescriptor: signalPipe, queue: .main)
            signals.setEventHandler { [weak self] in
                MainActor.assumeIsolated { self?.drainSignals(signalPipe) }
            }
            signals.resume()
            sources.append(signals)
        }
        let input = DispatchSource.makeReadSource(fileDescriptor: STDIN_FILENO, queue: .main)
        input.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.inputReady() }
        }
        input.resume()
        self.input = input
        sources.append(input)
    }

    /// nil or 0 removes the timer, so an idle app has no wake-ups at all.
    public func setFrameRate(_ fps: Int?) {
        let rate = max(0, fps ?? 0)
        guard rate != framesPerSecond else { return }
        framesPerSecond = rate
        timer?.cancel()
        timer = nil
        guard rate > 0 else { return }
        let interval = 1_000_000_000 / rate
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(
            deadline: .now() + .nanoseconds(interval),
            repeating: .nanoseconds(interval),
            leeway: .nanoseconds(max(1_000_000, interval / 10))
        )
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.onFrame?() }
        }
        timer.resume()
        self.timer = timer
    }

    /// The sources are made from the main queue, after anything already queued there and after the first paint
    /// (drawn before `run()`): making the first source starts libdispatch's threads, which the first paint need not
    /// wait for, and events on the queue are then ordered after everything drawn before them (ThreadSanitizer sees
    /// the order; a source made before the first paint let a key be handled on a worker thread while it was drawn).
    public func run() -> Never {
        start()
        DispatchQueue.main.async {
            MainActor.assumeIsolated { self.listen() }
        }
        dispatchMain()
    }

    /// Terminal restore on SIGSEGV/SIGBUS/SIGABRT/SIGFPE/SIGILL/SIGTRAP (Swift traps arrive as SIGILL/SIGTRAP):
    /// leaves curses mode with async-signal-safe writes and tcsetattr, writes out what went to stderr meanwhile
    /// (a "Fatal error" message), prints a one-line hint, then passes the signal on to the handler that was there
    /// before (the Swift runtime's backtracer, so its report prints below the restored screen) or the default
    /// action. Install after the terminal is open.
    public static func installCrashHandlers() {
        NcursesTerminal.installCrashGuard()
    }

    private func drainSignals(_ fd: Int32) {
        var numbers = [UInt8](repeating: 0, count: 64)
        while true {
            let count = numbers.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            var previous: Int32 = 0
            for number in numbers.prefix(count).map(Int32.init) where number != previous || number != SIGWINCH {
                previous = number
                handle(number)
            }
        }
    }

    private func handle(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH: onResize?()
        case SIGTSTP: onSuspendRequest?()
        case SIGCONT: onContinue?()
        case SIGINT: onSignal?(.interrupt)
        case SIGTERM: onSignal?(.terminate)
        case SIGQUIT: onSignal?(.quit)
        default: onSignal?(.hangup)
        }
    }

    /// A readable stdin with nothing to read means EOF or a hung-up tty; report it once instead of spinning.
    private func inputReady() {
        var available: Int32 = 0
        let probed = ioctl(STDIN_FILENO, UInt(FIONREAD), &available) == 0
        if probed, available > 0 {
            emptyWakeups = 0
            onInput?()
            return
        }
        emptyWakeups += 1
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        let failed = Int16(POLLHUP | POLLERR | POLLNVAL)
        let hungUp = !probed || (poll(&descriptor, 1, 0) > 0 && descriptor.revents & failed != 0)
        // One empty wake-up can be stale readiness for bytes ncurses already consumed.
        if hungUp || emptyWakeups >= 3 {
            input?.cancel()
            input = nil
            onSignal?(.hangup)
        } else {
            onInput?()
        }
    }
}
