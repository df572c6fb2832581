// The media players' sound in the call (issue 33): every 10 ms the audio pipeline takes each playing player's
// decoded sound at its position (`SimPlayerDecoder.takeAudio`, never decoding under the lock), plays it at the
// playout volume (placed in space by the spatial kit), and sends it at the publish volume on the connections that
// publish the player's audio track.
extension AgoraRtcEngineKit {
    /// Mixes the players' 10 ms starting at `time` into the main connection's `sent` and into `played`; the
    /// players' published blocks, for the other connections (`sendExCloudAudio`).
    func mixPlayers(_ s: inout SimEngineState, at time: Double, sent: inout [Float], played: inout [Float]) -> [Int32: [Float]] {
        // Asked only while a player plays sound: the question costs copies of the main connection, every 10 ms.
        guard s.players.playsAudio else { return [:] }
        let onMain = s.sendsPlayerAudio(.main) ? s.publishedPlayer(.main)?.id : nil
        return s.players.mixAudio(at: time, spatial: s.localAudio.spatial, sentOnMain: onMain, sent: &sent, played: &played)
    }

    /// A player started or stopped playing: the audio pipeline runs while one plays.
    func playerSoundChanged(_ s: inout SimEngineState) {
        updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
    }
}
