/// The session's token, as the status line shows it.
public enum TokenState: String, Equatable, Sendable {
    /// App-ID-only mode, or not asked for yet.
    case none
    case requesting
    case issued
    /// `tokenPrivilegeWillExpire` or `rtcEngineRequestToken` arrived and a new one is on its way.
    case renewing
    case renewed
    case failed
    /// The case's own token (typed into the form), which the app cannot renew.
    case supplied
}
