// Dual stream, subscriber side. A subscriber asks for a publisher's low stream with setRemoteVideoStreamType (per
// user) or setRemoteDefaultVideoStreamType (everyone, fixed at join); what it gets depends on the publisher's
// setDualStreamMode: ENABLE always sends the low stream, DISABLE never does, and AUTO (the SDK default) starts it
// only when a subscriber who is a host asks (an audience member's request does not take effect).
extension SimEngineState {
    /// The stream type the local user asks `uid` for on `link`.
    func requestedStreamType(_ link: SimLinkIndex, _ uid: UInt) -> AgoraVideoStreamType {
        self[link].requestedStreamTypes[uid] ?? self[link].session?.defaultStreamType ?? channel.remoteDefaultStreamType
    }

    /// What the local user receives of `user`'s video on `link`.
    func receivedVideo(_ link: SimLinkIndex, _ user: SimRemoteUser) -> SimReceivedVideo {
        let requested = requestedStreamType(link, user.uid)
        if let layer = SimSimulcast.layer(for: requested) { return simulcastVideo(of: user, asking: layer) }
        guard requested == .low else { return .high(of: user) }
        switch user.dualStreamMode {
        case .enableSimulcastStream: return .low
        case .autoSimulcastStream: return effectiveRole(link) == .broadcaster ? .low : .high(of: user)
        case .disableSimulcastStream: return .high(of: user)
        }
    }
}
