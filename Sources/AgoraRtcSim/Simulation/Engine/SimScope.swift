import Synchronization

/// Cancels scheduled work in bulk. Work captures `token` when it is scheduled and, when it fires, does something
/// only if `isCurrent(token)`; `cancel()` makes every token handed out so far stale at once. Tokens are unique
/// across all scopes (of all engines), so a token also says which scope it came from: a timer finds the connection
/// whose session it belongs to by its token, and a new scope matches nothing scheduled before it existed.
struct SimScope: Sendable {
    /// What scheduled work holds on to.
    struct Token: Hashable, Sendable {
        fileprivate let value: UInt64
    }

    private static let issued = Atomic<UInt64>(0)

    private(set) var token: Token
    /// How many times the scope was cancelled: the same in every run (tokens are not), so it may seed randomness.
    private(set) var generation = 0

    init() {
        token = Self.freshToken()
    }

    func isCurrent(_ token: Token) -> Bool { token == self.token }

    /// Stales every token handed out so far; `token` is a new one from now on.
    mutating func cancel() {
        token = Self.freshToken()
        generation += 1
    }

    private static func freshToken() -> Token {
        Token(value: issued.wrappingAdd(1, ordering: .relaxed).newValue)
    }
}
