/// The uid ↔ user-account table behind registerLocalUserAccount and getUserInfo.
extension SimEngineState {
    /// The uid for a local account: drawn the first time (`drawLocalUid`: from the seeded generator unless other
    /// instances can be met), then fixed, so a replayed seed maps the same account to the same uid.
    mutating func uid(forAccount account: String) -> UInt {
        if let uid = accountUids[account] { return uid }
        let taken = Set(accountUids.values)
        var uid = drawLocalUid()
        while taken.contains(uid) { uid = uid == UInt(UInt32.max) ? 1_000_000 : uid + 1 }
        accountUids[account] = uid
        return uid
    }

    /// Remote users' accounts are only exchanged when the local user joined with an account: since 4.6 the
    /// SDK no longer maps int uids to accounts for a uid-based join, and the simulation keeps the two worlds apart.
    func exchangesUserInfo(_ link: SimLinkIndex) -> Bool { self[link].session?.account != nil && self[link].isJoined }

    /// A registered local account, or a remote user of the main connection (getUserInfo has no Ex variant).
    func userInfo(uid: UInt) -> AgoraUserInfo? {
        if let account = registeredAccounts.first(where: { accountUids[$0] == uid }) {
            return AgoraUserInfo(uid: uid, userAccount: account)
        }
        guard exchangesUserInfo(.main), let index = self[.main].remoteIndex(uid),
              isVisible(self[.main].remotes[index]) else { return nil }
        return self[.main].remotes[index].kind.account(uid: uid).map { AgoraUserInfo(uid: uid, userAccount: $0) }
    }

    func userInfo(account: String) -> AgoraUserInfo? {
        if registeredAccounts.contains(account), let uid = accountUids[account] {
            return AgoraUserInfo(uid: uid, userAccount: account)
        }
        guard exchangesUserInfo(.main),
              let remote = self[.main].remotes.first(where: { $0.kind.account(uid: $0.uid) == account }),
              isVisible(remote) else { return nil }
        return AgoraUserInfo(uid: remote.uid, userAccount: account)
    }
}
