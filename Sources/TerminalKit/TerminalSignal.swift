/// A request to stop, from SIGINT, SIGTERM, SIGHUP, SIGQUIT (Ctrl-\) or a lost stdin (reported as `.hangup`).
public enum TerminalSignal: Sendable {
    case interrupt
    case terminate
    case hangup
    case quit
}
