/// Where the user is.
public enum Screen: Equatable, Sendable {
    case menu
    case entry(caseId: String)
    case session(caseId: String)
}
