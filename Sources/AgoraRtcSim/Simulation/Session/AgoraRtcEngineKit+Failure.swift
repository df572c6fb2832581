import Foundation

extension AgoraRtcEngineKit {
    /// The cloud has dropped this client for good (reconnection gave up, or the token expired and the user
    /// was kicked): the connection is FAILED, local publishing stops, and the remote users leave the local
    /// view with didOfflineOfUid(.dropped) so an app that keys its tiles on join/offline clears them. They are
    /// announced again if the session is ever rejoined. Leaving is the way out, as in the SDK.
    func failConnection(_ s: inout SimEngineState, _ link: SimLinkIndex,
                        _ reason: AgoraConnectionChangedReason) -> [SimCallback] {
        var callbacks = [connectionCallback(.failed, reason)]
        // Users already dropped from view (a second failure before a rejoin completed) are not dropped again.
        let visible = s[link].isJoined ? s[link].remotes.indices.filter { s.isVisible(s[link].remotes[$0]) } : []
        s[link].connection = .failed
        s[link].session?.failure = reason
        s[link].session?.outage = nil
        for index in visible {
            callbacks += stopRemoteVideo(&s[link], index, reason: .remoteOffline)
            callbacks.append(offlineCallback(s[link].remotes[index].uid, .dropped))
        }
        callbacks += reconcileLocalMedia(&s)
        callbacks += s.mediaPush.connectionFailed()
        return callbacks
    }
}
