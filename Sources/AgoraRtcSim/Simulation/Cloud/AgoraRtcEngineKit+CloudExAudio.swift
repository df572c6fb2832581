// Sound of the joinChannelEx connections to other instances (issue 33): each sends what it publishes, as the main
// connection does (+CloudAudio), under its own uid in its own channel and with its own encryption: the microphone
// (the device's one capture, or the local voice when the main connection captures none), its custom audio track,
// and the media player whose audio track it publishes.
extension AgoraRtcEngineKit {
    /// One 10 ms block for every joinChannelEx connection that has sound for another instance. `tracks`: the custom
    /// tracks' blocks of this block; `players`: the players' published blocks; `microphone`: what was captured.
    func sendExCloudAudio(_ s: inout SimEngineState, at time: Double, tracks: [Int: [Float]], players: [Int32: [Float]],
                          microphone: [Float]?) {
        for link in Array(s.exLinkIndices) {
            let sends = sendsCloudAudio(s, link)
            guard sends, let session = s[link].session else {
                sendCloudAudio(&s[link], [], sends: false, encryption: nil)
                continue
            }
            var sent = SimPCM.silence()
            if session.publishes(.microphone), s.publishesAudio(link), s.localAudio.state != .stopped {
                let gain = Double(s.localAudio.recordingVolume) / 100
                SimPCM.add(microphone ?? SimVoice.block(voice: UInt64(session.uid), start: time, frames: SimPCM.mixFrames,
                                                        rate: SimPCM.mixRate, channels: SimPCM.mixChannels, gain: gain),
                           into: &sent)
            }
            let track = session.publication.customAudioTrackId
            if s.publishesCustomAudio(track, on: link), let block = tracks[track] { SimPCM.add(block, into: &sent) }
            if s.sendsPlayerAudio(link), let id = s.publishedPlayer(link)?.id, let block = players[id] {
                SimPCM.add(block, into: &sent)
            }
            sendCloudAudio(&s[link], sent, sends: true, encryption: cloudEncryption(s, link))
        }
    }
}
