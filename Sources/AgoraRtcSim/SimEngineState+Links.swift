/// The connection in focus, as the engine's code reads and writes it: the main connection unless
/// `AgoraRtcEngineKit.onLink` is running something for another one.
extension SimEngineState {
    var session: SimSession? {
        get { links[focus].session }
        set { links[focus].session = newValue }
    }

    var connection: AgoraConnectionState {
        get { links[focus].connection }
        set { links[focus].connection = newValue }
    }

    var sessionEpoch: Int {
        get { links[focus].sessionEpoch }
        set { links[focus].sessionEpoch = newValue }
    }

    var renewEpoch: Int {
        get { links[focus].renewEpoch }
        set { links[focus].renewEpoch = newValue }
    }

    var tokenEpoch: Int {
        get { links[focus].tokenEpoch }
        set { links[focus].tokenEpoch = newValue }
    }

    var clientRole: AgoraClientRole {
        get { links[focus].clientRole }
        set { links[focus].clientRole = newValue }
    }

    var remotes: [SimRemoteUser] {
        get { links[focus].remotes }
        set { links[focus].remotes = newValue }
    }

    var remoteCanvases: [UInt: AgoraRtcVideoCanvas] {
        get { links[focus].remoteCanvases }
        set { links[focus].remoteCanvases = newValue }
    }

    var remoteCanvasSetAt: [UInt: Double] {
        get { links[focus].remoteCanvasSetAt }
        set { links[focus].remoteCanvasSetAt = newValue }
    }

    /// Whether the main connection is in focus (features the simulation keeps to it: volume indication, audio
    /// metadata, raw audio, custom tracks, built-in encryption).
    var focusIsMain: Bool { focus == 0 }

    /// A fresh session epoch, never used by any connection before.
    mutating func nextEpoch() -> Int {
        epochCounter += 1
        return epochCounter
    }

    /// The connection whose current session has `epoch`.
    func linkIndex(epoch: Int) -> Int? {
        links.firstIndex { $0.sessionEpoch == epoch }
    }

    /// The connection the app names `connection` (the main one included), if the engine has it.
    func linkIndex(of connection: AgoraRtcConnection) -> Int? {
        links.firstIndex { $0.matches(connection) }
    }
}
