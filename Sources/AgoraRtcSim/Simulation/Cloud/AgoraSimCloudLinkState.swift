/// A member's link to its room: lost (the engine reports reconnecting) or there again (the engine announces its user
/// once more and reports connected).
public enum AgoraSimCloudLinkState: Sendable, Equatable {
    case reconnecting, connected
}
