/// Who the local user is to the channel: the uids the cloud assigns, and the local user accounts mapped to them
/// (stable for the engine's lifetime) behind registerLocalUserAccount, joins by account and getUserInfo.
struct SimLocalIdentity: Sendable {
    /// Other instances of the app can be in the channel (a cloud is set): see `drawUid`.
    let meetsOtherInstances: Bool
    /// Local user accounts with the uid each was given.
    private var accountUids: [String: UInt] = [:]
    /// Accounts whose registration was confirmed by didRegisteredLocalUser.
    private var registered: Set<String> = []

    init(meetsOtherInstances: Bool) {
        self.meetsOtherInstances = meetsOtherInstances
    }

    /// A uid the cloud assigns (a join with uid 0, a local account's first uid). From the seeded generator, so a
    /// replayed seed repeats it; but with other instances about, each started with the same seed would draw the
    /// same uid and two terminals would be one user, so then from the system's generator.
    func drawUid(_ rng: inout SimRandom) -> UInt {
        let range = 1_000_000...Int(UInt32.max)
        return UInt(meetsOtherInstances ? Int.random(in: range) : rng.int(range))
    }

    /// The uid for a local account: drawn the first time (`drawUid`), then fixed, so a replayed seed maps the same
    /// account to the same uid.
    mutating func uid(forAccount account: String, _ rng: inout SimRandom) -> UInt {
        if let uid = accountUids[account] { return uid }
        let taken = Set(accountUids.values)
        var uid = drawUid(&rng)
        while taken.contains(uid) { uid = uid == UInt(UInt32.max) ? 1_000_000 : uid + 1 }
        accountUids[account] = uid
        return uid
    }

    /// didRegisteredLocalUser confirmed the account's mapping.
    mutating func register(_ account: String) {
        registered.insert(account)
    }

    func isRegistered(_ account: String) -> Bool { registered.contains(account) }

    /// The registered account mapped to `uid`.
    func registeredAccount(uid: UInt) -> String? {
        registered.first { accountUids[$0] == uid }
    }

    /// The uid of `account`, once registered.
    func registeredUid(account: String) -> UInt? {
        registered.contains(account) ? accountUids[account] : nil
    }
}
