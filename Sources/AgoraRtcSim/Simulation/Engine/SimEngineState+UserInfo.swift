/// The uid ↔ user-account table behind registerLocalUserAccount and getUserInfo.
extension SimEngineState {
    /// Remote users' accounts are only exchanged when the local user joined with an account: since 4.6 the
    /// SDK no longer maps int uids to accounts for a uid-based join, and the simulation keeps the two worlds apart.
    func exchangesUserInfo(_ link: SimLinkIndex) -> Bool { self[link].exchangesUserInfo }

    /// A registered local account, or a remote user of the main connection (getUserInfo has no Ex variant).
    func userInfo(uid: UInt) -> AgoraUserInfo? {
        if let account = identity.registeredAccount(uid: uid) {
            return AgoraUserInfo(uid: uid, userAccount: account)
        }
        guard exchangesUserInfo(.main), let index = self[.main].remoteIndex(uid),
              isVisible(self[.main].remotes[index]) else { return nil }
        return self[.main].remotes[index].kind.account(uid: uid).map { AgoraUserInfo(uid: uid, userAccount: $0) }
    }

    func userInfo(account: String) -> AgoraUserInfo? {
        if let uid = identity.registeredUid(account: account) {
            return AgoraUserInfo(uid: uid, userAccount: account)
        }
        guard exchangesUserInfo(.main),
              let remote = self[.main].remotes.first(where: { $0.kind.account(uid: $0.uid) == account }),
              isVisible(remote) else { return nil }
        return AgoraUserInfo(uid: remote.uid, userAccount: account)
    }
}
