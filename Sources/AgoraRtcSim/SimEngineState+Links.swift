/// The engine's connections, named by `SimLinkIndex`.
extension SimEngineState {
    subscript(link: SimLinkIndex) -> SimLink {
        get { links[link.position] }
        // In place, so changing one remote user does not copy the connection's arrays.
        _modify { yield &links[link.position] }
    }

    /// Every connection, the main one first. (Lazy: the camera asks on every frame.)
    var linkIndices: some Collection<SimLinkIndex> { links.indices.lazy.map(SimLinkIndex.init) }

    /// The joinChannelEx connections, in the order they joined.
    var exLinkIndices: some Collection<SimLinkIndex> { links.indices.dropFirst().lazy.map(SimLinkIndex.init) }

    /// A fresh session epoch, never used by any connection before.
    mutating func nextEpoch() -> Int {
        epochCounter += 1
        return epochCounter
    }

    /// The connection whose current session has `epoch`.
    func link(withSessionEpoch epoch: Int) -> SimLinkIndex? {
        links.firstIndex { $0.sessionEpoch == epoch }.map(SimLinkIndex.init)
    }

    /// The connection the app names `connection` (the main one included), if the engine has it.
    func link(of connection: AgoraRtcConnection) -> SimLinkIndex? {
        links.firstIndex { $0.matches(connection) }.map(SimLinkIndex.init)
    }
}
