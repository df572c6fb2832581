import Foundation
import MediaFormats

// Real peers' sound (issue 18): while another instance's user is in the channel, the main connection sends what
// its audio pipeline really sends (the microphone as simulated, files, effects, the metronome, pushed custom PCM),
// a frame every 40 ms; what arrives from the others is their remote users' sound: it is what the playback path
// plays and the observers see, its measured level is what volume indication reports, and the remote audio stats
// are what arrived. Every connection plays what it receives (+RemoteSound); the joinChannelEx connections send
// what they publish (AgoraRtcEngineKit+CloudExAudio).
extension AgoraRtcEngineKit {
    /// `link` publishes sound (its microphone, custom track or mix, or a player's audio track) and another
    /// instance's user is there to receive it.
    /// (Borrowed: a copy of the whole state per audio block showed in the profile. Conditions, not `||`: its
    /// closures cannot capture the borrowed state.)
    func sendsCloudAudio(_ s: borrowing SimEngineState, _ link: SimLinkIndex = .main) -> Bool {
        guard s[link].cloud.isMember, s[link].isJoined else { return false }
        var publishes = s.publishesAudio(link)
        if !publishes { publishes = s.sendsPlayerAudio(link) }
        guard publishes else { return false }
        return s[link].remotes.contains { $0.cloud != nil }
    }

    /// Some connection has sound for another instance.
    func sendsAnyCloudAudio(_ s: borrowing SimEngineState) -> Bool {
        for link in s.linkIndices where sendsCloudAudio(s, link) { return true }
        return relaysCloudAudio(s)
    }

    /// One 10 ms block of what the main connection sends (the pipeline's 48 kHz stereo), at the wire's rate; a
    /// frame goes out once two have gathered. `sends` is `sendsCloudAudio`; `encryption` the main connection's.
    func sendCloudAudio(_ main: inout SimLink, _ sent: [Float], sends: Bool, encryption: SimEncryptionSetup?) {
        guard sends, let uid = main.session?.uid else { return main.cloud.dropPendingAudio() }
        let block = SimPCM.int16(SimPCM.convert(sent, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                toRate: AgoraSimPeerAudio.sentRate, toChannels: AgoraSimPeerAudio.sentChannels))
        guard let frame = main.cloud.gatherAudio(block) else { return }
        let audio = AgoraSimPeerAudio(uid: UInt32(truncatingIfNeeded: uid), sequence: frame.sequence,
                                      timestampMs: UInt64(max(0, (clock.unixNow * 1000).rounded())),
                                      sampleRate: AgoraSimPeerAudio.sentRate, channels: AgoraSimPeerAudio.sentChannels,
                                      samples: frame.samples)
        sendCloudMedia(main, .audioFrame(audio), encryption: encryption)
    }

    /// A frame of another instance's user's sound arrived (`bytes` on the wire); it is queued for playout.
    func cloudReceivedAudio(_ connection: inout SimLink, _ audio: AgoraSimPeerAudio, bytes: Int,
                            profile: AgoraChannelProfile) -> [SimCallback] {
        guard let index = connection.cloudPeerIndex(UInt(audio.uid)) else { return [] }
        connection.remotes[index].cloud?.lastHeardAt = now
        let user = connection.remotes[index]
        guard connection.hearsCloudAudio(user, profile: profile) else {
            connection.remotes[index].cloud?.audio.skip(audio)
            return []
        }
        let delay = max(0, clock.unixNow * 1000 - Double(audio.timestampMs))
        connection.remotes[index].cloud?.audio.receive(audio, bytes: bytes, delayMs: delay)
        connection.remotes[index].cloud?.audio.lastFrameAt = now
        guard let state = connection.remotes[index].cloud?.audio.state, state != .decoding else { return [] }
        if state == .frozen {
            connection.remotes[index].cloud?.audio.state = .decoding
            return [remoteAudioCallback(user.uid, .decoding, .networkRecovery, elapsed: elapsedInSession(connection))]
        }
        let decoded = connection.remotes[index].cloud?.audio.hasDecoded == true
        // The first packet after joining starts the stream and the next is decoded; after a mute, decoding resumes.
        let next: AgoraAudioRemoteState = state == .stopped && !decoded ? .starting : .decoding
        connection.remotes[index].cloud?.audio.state = next
        if next == .decoding { connection.remotes[index].cloud?.audio.hasDecoded = true }
        let reason = connection.remotes[index].cloud?.audio.resumeReason ?? .remoteUnmuted
        return [remoteAudioCallback(user.uid, next, reason, elapsed: elapsedInSession(connection))]
    }

    /// No sound for this long from a user who still publishes it is a freeze (checked with each heartbeat).
    static let cloudAudioFreeze = 1.0

    /// With the heartbeat: a user whose frames stopped arriving though it still publishes (a stalled or killed
    /// instance, until it is dropped) is frozen; its next frame recovers it.
    func freezeSilentCloudAudio(_ connection: inout SimLink) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        for index in connection.remotes.indices {
            guard let audio = connection.remotes[index].cloud?.audio, audio.state == .decoding,
                  now - (audio.lastFrameAt ?? now) > Self.cloudAudioFreeze else { continue }
            connection.remotes[index].cloud?.audio.state = .frozen
            callbacks.append(remoteAudioCallback(connection.remotes[index].uid, .frozen, .networkCongestion,
                                                 elapsed: elapsedInSession(connection)))
        }
        return callbacks
    }

    /// After a presence: a user who no longer sends sound (muted, or now an audience member) has stopped.
    func cloudAudioFollowsPresence(_ connection: inout SimLink, uid: UInt, profile: AgoraChannelProfile) -> [SimCallback] {
        guard let index = connection.cloudPeerIndex(uid) else { return [] }
        let user = connection.remotes[index]
        guard !user.publishesAudio || !user.isVisible(in: profile) else { return [] }
        return stopCloudAudio(&connection, uid, reason: user.isHost ? .remoteMuted : .remoteOffline, resume: .remoteUnmuted)
    }

    /// muteRemoteAudioStream on the main connection: another instance's user's sound stops or resumes.
    func cloudAudioMuteChanged(_ main: inout SimLink, uid: UInt, mute: Bool) -> [SimCallback] {
        guard let index = main.remoteIndex(uid), let cloud = main.remotes[index].cloud else { return [] }
        if mute { return stopCloudAudio(&main, uid, reason: .localMuted, resume: .localUnmuted) }
        // Decoding resumes with the next frame; the reason it gives is this one.
        if cloud.audio.state == .stopped { main.remotes[index].cloud?.audio.resumeReason = .localUnmuted }
        return []
    }

    func stopCloudAudio(_ connection: inout SimLink, _ uid: UInt, reason: AgoraAudioRemoteReason,
                        resume: AgoraAudioRemoteReason) -> [SimCallback] {
        guard let index = connection.remoteIndex(uid), let cloud = connection.remotes[index].cloud else { return [] }
        connection.remotes[index].cloud?.audio.resumeReason = resume
        guard cloud.audio.state != .stopped else { return [] }
        connection.remotes[index].cloud?.audio.stop()
        return [remoteAudioCallback(uid, .stopped, reason, elapsed: elapsedInSession(connection))]
    }

    /// This 10 ms of every other instance's user the connection hears, as the pipeline mixes it (48 kHz
    /// stereo, at the `playbackVolume` and the user's own volume); their queues are played out whether or not anything listens, so the sound
    /// stays current. Users muted or not heard have none; one whose sound has run dry plays silence.
    func takeCloudPlayback(_ main: inout SimLink, wanted: Bool, playbackVolume: Int, profile: AgoraChannelProfile) -> [UInt: [Float]] {
        var blocks: [UInt: [Float]] = [:]
        for index in main.remotes.indices where main.remotes[index].cloud != nil {
            let user = main.remotes[index]
            let popped = main.remotes[index].cloud?.audio.pop()
            guard wanted, main.hearsCloudAudio(user, profile: profile), let cloud = user.cloud else { continue }
            var block = SimPCM.silence()
            if let popped {
                let played = SimPCM.convert(SimPCM.floats(popped), rate: cloud.audio.sampleRate, channels: cloud.audio.channels,
                                            toRate: SimPCM.mixRate, toChannels: SimPCM.mixChannels)
                SimPCM.add(played, into: &block, gain: main.playbackGain(of: user.uid, playbackVolume: playbackVolume))
            }
            blocks[user.uid] = block
        }
        return blocks
    }

    /// The level of what arrived from `uid` since the last report (0…255, before the playback volume).
    func takeCloudLevel(_ connection: inout SimLink, uid: UInt) -> Int {
        guard let index = connection.cloudPeerIndex(uid) else { return 0 }
        return PCMLevel.level(rms: connection.remotes[index].cloud?.audio.takeRMS() ?? 0)
    }

    private func elapsedInSession(_ connection: SimLink) -> Int {
        Self.ms(now - (connection.session?.joinCalledAt ?? now))
    }

    func remoteAudioCallback(_ uid: UInt, _ state: AgoraAudioRemoteState, _ reason: AgoraAudioRemoteReason,
                             elapsed: Int) -> SimCallback {
        .delegate("rtcEngine(_:remoteAudioStateChangedOfUid:state:reason:elapsed:)",
                  "uid: \(uid), state: .\(state), reason: .\(reason), elapsed: \(elapsed)") {
            $1.rtcEngine($0, remoteAudioStateChangedOfUid: uid, state: state, reason: reason, elapsed: elapsed)
        }
    }
}
