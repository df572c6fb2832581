import Testing

/// Every test here spawns processes (tmux servers, the app), so they run one at a time: no test's descriptors can
/// leak into another test's tmux server, and timing-sensitive waits do not compete with each other.
@Suite("End-to-end", .serialized)
struct E2ESuite {
    /// tmux tests need both the tmux binary and the built app.
    static let canDriveTmux = TmuxSession.isAvailable && AppBinary.isAvailable
}
