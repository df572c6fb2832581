/// The engine's connections, named by `SimLinkIndex`.
extension SimEngineState {
    subscript(link: SimLinkIndex) -> SimLink {
        // A plain getter: a `_read` coroutine here saved a copy per read, but AddressSanitizer caught callers reading
        // its yielded connection after the coroutine's frame was freed (heap-use-after-free in changeRole, joinChannel).
        get { links[link.position] }
        // In place, so changing one remote user does not copy the connection's arrays.
        _modify { yield &links[link.position] }
    }

    /// Every connection, the main one first. (Lazy: the camera asks on every frame.)
    var linkIndices: some Collection<SimLinkIndex> { links.indices.lazy.map(SimLinkIndex.init) }

    /// The joinChannelEx connections, in the order they joined.
    var exLinkIndices: some Collection<SimLinkIndex> { links.indices.dropFirst().lazy.map(SimLinkIndex.init) }

    /// Another connection in `link`'s channel that already has remote users (they are the same people), if any.
    func sibling(of link: SimLinkIndex) -> SimLink? {
        guard let channel = self[link].session?.channelId else { return nil }
        return linkIndices.first {
            $0 != link && self[$0].session?.channelId == channel && !self[$0].remotes.isEmpty
        }.map { self[$0] }
    }

    /// The connection whose current session handed out `sessionToken`.
    func link(inSession sessionToken: SimScope.Token) -> SimLinkIndex? {
        links.firstIndex { $0.sessionScope.isCurrent(sessionToken) }.map(SimLinkIndex.init)
    }

    /// The connection the app names `connection` (the main one included), if the engine has it.
    func link(of connection: AgoraRtcConnection) -> SimLinkIndex? {
        links.firstIndex { $0.matches(connection) }.map(SimLinkIndex.init)
    }
}
