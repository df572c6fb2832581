// What the local user hears of one connection's remote users (issue 33): every connection, the joinChannelEx ones
// included, plays the users it subscribes to, each under that connection's own subscribe option, mutes and per-user
// volumes, at the engine's playback volume. The engine's own other connections are not among them: the SDK never
// plays a stream of its own back to it.
extension AgoraRtcEngineKit {
    /// This 10 ms of each user `link` hears (48 kHz stereo): simulated people speak their voice, other instances'
    /// users play what arrived. Other instances' queues are played out even when nothing is `wanted`, so their sound
    /// stays current.
    func remoteBlocks(_ s: inout SimEngineState, _ link: SimLinkIndex, start: Double, wanted: Bool) -> [(uid: UInt, block: [Float])] {
        let joined = s[link].isJoined && s.localAudio.enabled
        let volume = s.localAudio.playbackVolume, profile = s.channelProfile
        let cloudBlocks = takeCloudPlayback(&s[link], wanted: joined && wanted, playbackVolume: volume, profile: profile)
        // One copy of the connection for the reads below: each `s[link]` is a copy (see the subscript).
        let connection = s[link]
        guard joined, wanted, let session = connection.session, session.autoSubscribeAudio, !session.inOutage else { return [] }
        var remotes: [(uid: UInt, block: [Float])] = []
        for user in connection.remotes where user.isVisible(in: profile) && user.publishesAudio && !user.kind.isOwnConnection
            && connection.receivesAudio(of: user.uid) {
            guard user.cloud == nil else {
                if let block = cloudBlocks[user.uid] { remotes.append((user.uid, block)) }
                continue
            }
            let gain = connection.playbackGain(of: user.uid, playbackVolume: volume)
            remotes.append((user.uid, SimVoice.block(voice: UInt64(user.uid), start: start, frames: SimPCM.mixFrames,
                                                     rate: SimPCM.mixRate, channels: SimPCM.mixChannels, gain: Double(gain))))
        }
        return remotes
    }
}
