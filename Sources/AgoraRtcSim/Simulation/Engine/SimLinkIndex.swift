/// Names one of the engine's connections by its place in `SimEngineState.links`, where the main connection is
/// always first. Connections are removed when they leave, so an index is good only under the lock that found it;
/// timers keep their connection's session token instead and look the connection up again when they fire.
struct SimLinkIndex: Hashable, Sendable {
    let position: Int

    /// The connection `joinChannel` uses.
    static let main = SimLinkIndex(position: 0)

    /// Volume indication, audio metadata, raw audio, custom audio tracks, built-in encryption and Media Push are
    /// modelled for the main connection only; the code for them checks this.
    var isMain: Bool { position == 0 }
}
