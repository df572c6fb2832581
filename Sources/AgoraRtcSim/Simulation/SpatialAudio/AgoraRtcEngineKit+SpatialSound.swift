// Spatial audio in what is heard (issue 33): the remote users' voices go through the spatial model on their way
// into the playback mix (the media players' go through it in `SimMediaPlayers.mixAudio`).
extension AgoraRtcEngineKit {
    /// The remote users' blocks of one pipeline block, mixed as the local user hears them.
    func heardRemotes(_ s: inout SimEngineState, _ remotes: [(uid: UInt, block: [Float])]) -> [Float] {
        s.localAudio.spatial.mixRemotes(remotes)
    }
}
