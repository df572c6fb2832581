import Foundation

extension AgoraRtcEngineKit {
    /// Maps an account to a uid and confirms it with didRegisteredLocalUser. Registering ahead of
    /// joinChannel(byUserAccount:) only saves that mapping step at join time. The appId is not checked
    /// (the SDK uses it to reach the project; the simulation has one project) and never traced.
    @discardableResult
    public func registerLocalUserAccount(_ userAccount: String, appId: String, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("registerLocalUserAccount(_:appId:)", "userAccount: \(SimTraceText.quoted(userAccount)), appId: <appId>", at: AgoraSimCallSite(file: file, line: line)) { s in
            if let error = SimUserAccountRules.validate(userAccount) { return error.returnCode }
            let uid = s.uid(forAccount: userAccount)
            s.identity.register(userAccount)
            post([registeredCallback(userAccount, uid)], to: .main)
            return 0
        }
    }

    /// Joins with a user account: the uid is the one registered for it (registered on the spot if needed,
    /// with didRegisteredLocalUser after the join succeeds). Same return codes as the uid join, with -134
    /// (invalid user account) in place of -121.
    @discardableResult
    public func joinChannel(byUserAccount userAccount: String, token: String?, channelId: String,
                            mediaOptions: AgoraRtcChannelMediaOptions,
                            joinSuccess: (@Sendable (String, UInt, Int) -> Void)?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        let detail = "userAccount: \(SimTraceText.quoted(userAccount)), token: \(SimTraceText.token(token)), "
            + "channelId: \(SimTraceText.quoted(channelId)), mediaOptions: \(SimTraceText.options(mediaOptions))"
        return api("joinChannel(byUserAccount:token:channelId:mediaOptions:joinSuccess:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            if let error = SimChannelNameRules.validate(channelId) { return error.returnCode }
            if let error = SimUserAccountRules.validate(userAccount) { return error.returnCode }
            guard s[.main].connection == .disconnected, s[.main].session == nil else {
                return AgoraErrorCode.joinChannelRejected.returnCode
            }
            guard !s.links.contains(where: { $0.ex?.connection.channelId == channelId }) else {
                return AgoraErrorCode.refused.returnCode
            }
            // A player's track with no live player named: the documented -2 for invalid media options.
            if s.refusesPlayerOptions(mediaOptions, on: nil) { return AgoraErrorCode.invalidArgument.returnCode }
            let uid = s.uid(forAccount: userAccount)
            beginJoin(&s, .main, channelId: channelId, uid: uid, account: userAccount,
                      token: token ?? mediaOptions.token, options: mediaOptions, joinSuccess: joinSuccess)
            let needsRegistration = !s.identity.isRegistered(userAccount)
            s[.main].session?.accountNeedsRegistration = needsRegistration
            return 0
        }
    }

    /// The account behind a uid: a registered local account, or (after a join by account) a remote user in view.
    /// Unknown uids give nil with `.invalidArgument` in `error` (the SDK does not document this code); a
    /// destroyed engine gives `.notInitialized`.
    public func getUserInfo(byUid uid: UInt, withError error: UnsafeMutablePointer<AgoraErrorCode>?, file: StaticString = #filePath, line: UInt = #line) -> AgoraUserInfo? {
        lookUpUserInfo("getUserInfo(byUid:withError:)", "uid: \(uid)", error, at: AgoraSimCallSite(file: file, line: line)) { $0.userInfo(uid: uid) }
    }

    /// The uid behind an account, under the same rules as `getUserInfo(byUid:withError:)`.
    public func getUserInfo(byUserAccount userAccount: String,
                            withError error: UnsafeMutablePointer<AgoraErrorCode>?, file: StaticString = #filePath, line: UInt = #line) -> AgoraUserInfo? {
        lookUpUserInfo("getUserInfo(byUserAccount:withError:)", "userAccount: \(SimTraceText.quoted(userAccount))", error, at: AgoraSimCallSite(file: file, line: line)) {
            $0.userInfo(account: userAccount)
        }
    }

    private func lookUpUserInfo(_ name: String, _ detail: String, _ error: UnsafeMutablePointer<AgoraErrorCode>?,
                                at site: AgoraSimCallSite?, _ find: (SimEngineState) -> AgoraUserInfo?) -> AgoraUserInfo? {
        let (info, code) = lock.locked { () -> (AgoraUserInfo?, AgoraErrorCode) in
            guard state.alive else { return (nil, .notInitialized) }
            guard let info = find(state) else { return (nil, .invalidArgument) }
            return (info, .noError)
        }
        error?.pointee = code
        trace(.apiCall, name, detail, result: code.returnCode, at: site)
        return info
    }

    func registeredCallback(_ account: String, _ uid: UInt) -> SimCallback {
        .delegate("rtcEngine(_:didRegisteredLocalUser:withUid:)", "userAccount: \(SimTraceText.quoted(account)), uid: \(uid)") {
            $1.rtcEngine($0, didRegisteredLocalUser: account, withUid: uid)
        }
    }

    /// Sent after didJoinedOfUid: the uid arrives with the media join, the account afterwards through the
    /// cloud's user-info exchange (the SDK documents onUserInfoUpdated as following a remote user's join).
    /// `account`: the one another instance's user joined with; a simulated user's is made from its uid.
    func userInfoCallback(_ uid: UInt, account: String? = nil) -> SimCallback {
        let info = AgoraUserInfo(uid: uid, userAccount: account ?? SimUserAccountRules.remoteAccount(uid))
        return .delegate("rtcEngine(_:didUpdatedUserInfo:withUid:)",
                         "userAccount: \(SimTraceText.quoted(info.userAccount ?? "")), uid: \(uid)") {
            $1.rtcEngine($0, didUpdatedUserInfo: info, withUid: uid)
        }
    }
}
