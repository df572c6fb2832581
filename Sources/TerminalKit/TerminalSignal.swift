/// A request to stop, from SIGINT, SIGTERM, SIGHUP or a lost stdin (reported as `.hangup`).
public enum TerminalSignal: Sendable {
    case interrupt
    case terminate
    case hangup
}
