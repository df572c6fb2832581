import Foundation
import MediaFormats

// Real peers' sound (issue 18): while another instance's user is in the channel, the main connection sends what
// its audio pipeline really sends (the microphone as simulated, files, effects, the metronome, pushed custom PCM),
// a frame every 20 ms; what arrives from the others is their remote users' sound: it is what the playback path
// plays and the observers see, its measured level is what volume indication reports, and the remote audio stats
// are what arrived. The audio pipeline is modelled for the main connection, so sound goes out and is played there.
extension AgoraRtcEngineKit {
    /// The main connection publishes sound and another instance's user is there to receive it.
    func sendsCloudAudio(_ s: SimEngineState) -> Bool {
        guard s[.main].cloudMember != nil, s[.main].isJoined, s.publishesAudio(.main) else { return false }
        return s[.main].remotes.contains { $0.cloud != nil }
    }

    /// One 10 ms block of what the main connection sends (the pipeline's 48 kHz stereo), at the wire's rate; a
    /// frame goes out once two have gathered.
    func sendCloudAudio(_ s: inout SimEngineState, _ sent: [Float]) {
        guard sendsCloudAudio(s), let uid = s[.main].session?.uid else { return s[.main].cloudAudioOut.reset() }
        let block = SimPCM.int16(SimPCM.convert(sent, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                toRate: AgoraSimPeerAudio.sentRate, toChannels: AgoraSimPeerAudio.sentChannels))
        guard let samples = s[.main].cloudAudioOut.append(block) else { return }
        let audio = AgoraSimPeerAudio(uid: UInt32(truncatingIfNeeded: uid), sequence: s[.main].cloudAudioOut.sequence,
                                      timestampMs: UInt64(max(0, (clock.unixNow * 1000).rounded())),
                                      sampleRate: AgoraSimPeerAudio.sentRate, channels: AgoraSimPeerAudio.sentChannels,
                                      samples: samples)
        s[.main].cloudAudioOut.sequence &+= 1
        sendCloudMedia(s, .main, .audioFrame(audio))
    }

    /// Whether this connection receives `user`'s sound: subscribed, not muted locally, not cut off.
    private func hearsCloudAudio(_ s: SimEngineState, _ link: SimLinkIndex, _ user: SimRemoteUser) -> Bool {
        guard let session = s[link].session, s[link].isJoined else { return false }
        return user.publishesAudio && s.isVisible(user) && session.autoSubscribeAudio && !session.inOutage
            && !s[link].mutedRemoteAudio.contains(user.uid)
    }

    /// A frame of another instance's user's sound arrived (`bytes` on the wire).
    func cloudReceivedAudio(_ s: inout SimEngineState, _ link: SimLinkIndex, _ audio: AgoraSimPeerAudio,
                            bytes: Int) -> [SimCallback] {
        guard let index = s[link].remoteIndex(UInt(audio.uid)), s[link].remotes[index].cloud != nil else { return [] }
        s[link].remotes[index].cloud?.lastHeardAt = now
        let user = s[link].remotes[index]
        guard hearsCloudAudio(s, link, user) else {
            s[link].remotes[index].cloud?.audio.skip(audio)
            return []
        }
        let delay = max(0, clock.unixNow * 1000 - Double(audio.timestampMs))
        s[link].remotes[index].cloud?.audio.receive(audio, bytes: bytes, delayMs: delay, play: link.isMain)
        s[link].remotes[index].cloud?.audio.lastFrameAt = now
        guard let state = s[link].remotes[index].cloud?.audio.state, state != .decoding else { return [] }
        if state == .frozen {
            s[link].remotes[index].cloud?.audio.state = .decoding
            return [remoteAudioCallback(user.uid, .decoding, .networkRecovery, elapsed: elapsedInSession(s, link))]
        }
        let decoded = s[link].remotes[index].cloud?.audio.hasDecoded == true
        // The first packet after joining starts the stream and the next is decoded; after a mute, decoding resumes.
        let next: AgoraAudioRemoteState = state == .stopped && !decoded ? .starting : .decoding
        s[link].remotes[index].cloud?.audio.state = next
        if next == .decoding { s[link].remotes[index].cloud?.audio.hasDecoded = true }
        let reason = s[link].remotes[index].cloud?.audio.resumeReason ?? .remoteUnmuted
        return [remoteAudioCallback(user.uid, next, reason, elapsed: elapsedInSession(s, link))]
    }

    /// No sound for this long from a user who still publishes it is a freeze (checked with each heartbeat).
    static let cloudAudioFreeze = 1.0

    /// With the heartbeat: a user whose frames stopped arriving though it still publishes (a stalled or killed
    /// instance, until it is dropped) is frozen; its next frame recovers it.
    func freezeSilentCloudAudio(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        for index in s[link].remotes.indices {
            guard let audio = s[link].remotes[index].cloud?.audio, audio.state == .decoding,
                  now - (audio.lastFrameAt ?? now) > Self.cloudAudioFreeze else { continue }
            s[link].remotes[index].cloud?.audio.state = .frozen
            callbacks.append(remoteAudioCallback(s[link].remotes[index].uid, .frozen, .networkCongestion,
                                                 elapsed: elapsedInSession(s, link)))
        }
        return callbacks
    }

    /// After a presence: a user who no longer sends sound (muted, or now an audience member) has stopped.
    func cloudAudioFollowsPresence(_ s: inout SimEngineState, _ link: SimLinkIndex, uid: UInt) -> [SimCallback] {
        guard let index = s[link].remoteIndex(uid), s[link].remotes[index].cloud != nil else { return [] }
        let user = s[link].remotes[index]
        guard !user.publishesAudio || !s.isVisible(user) else { return [] }
        return stopCloudAudio(&s, link, uid, reason: user.isHost ? .remoteMuted : .remoteOffline, resume: .remoteUnmuted)
    }

    /// muteRemoteAudioStream on the main connection: another instance's user's sound stops or resumes.
    func cloudAudioMuteChanged(_ s: inout SimEngineState, uid: UInt, mute: Bool) -> [SimCallback] {
        guard let index = s[.main].remoteIndex(uid), let cloud = s[.main].remotes[index].cloud else { return [] }
        if mute { return stopCloudAudio(&s, .main, uid, reason: .localMuted, resume: .localUnmuted) }
        // Decoding resumes with the next frame; the reason it gives is this one.
        if cloud.audio.state == .stopped { s[.main].remotes[index].cloud?.audio.resumeReason = .localUnmuted }
        return []
    }

    func stopCloudAudio(_ s: inout SimEngineState, _ link: SimLinkIndex, _ uid: UInt, reason: AgoraAudioRemoteReason,
                        resume: AgoraAudioRemoteReason) -> [SimCallback] {
        guard let index = s[link].remoteIndex(uid), let cloud = s[link].remotes[index].cloud else { return [] }
        s[link].remotes[index].cloud?.audio.resumeReason = resume
        guard cloud.audio.state != .stopped else { return [] }
        s[link].remotes[index].cloud?.audio.stop()
        return [remoteAudioCallback(uid, .stopped, reason, elapsed: elapsedInSession(s, link))]
    }

    /// This 10 ms of every other instance's user the main connection hears, as the pipeline mixes it (48 kHz
    /// stereo, at the playback volume); their queues are played out whether or not anything listens, so the sound
    /// stays current. Users muted or not heard have none; one whose sound has run dry plays silence.
    func takeCloudPlayback(_ s: inout SimEngineState, wanted: Bool) -> [UInt: [Float]] {
        var blocks: [UInt: [Float]] = [:]
        for index in s[.main].remotes.indices where s[.main].remotes[index].cloud != nil {
            let user = s[.main].remotes[index]
            let popped = s[.main].remotes[index].cloud?.audio.pop()
            guard wanted, hearsCloudAudio(s, .main, user), let cloud = user.cloud else { continue }
            var block = SimPCM.silence()
            if let popped {
                let played = SimPCM.convert(SimPCM.floats(popped), rate: cloud.audio.sampleRate, channels: cloud.audio.channels,
                                            toRate: SimPCM.mixRate, toChannels: SimPCM.mixChannels)
                SimPCM.add(played, into: &block, gain: Float(s.localAudio.playbackVolume) / 100)
            }
            blocks[user.uid] = block
        }
        return blocks
    }

    /// The level of what arrived from `uid` since the last report (0…255, before the playback volume).
    func takeCloudLevel(_ connection: inout SimLink, uid: UInt) -> Int {
        guard let index = connection.remoteIndex(uid), connection.remotes[index].cloud != nil else { return 0 }
        return PCMLevel.level(rms: connection.remotes[index].cloud?.audio.takeRMS() ?? 0)
    }

    private func elapsedInSession(_ s: SimEngineState, _ link: SimLinkIndex) -> Int {
        Self.ms(now - (s[link].session?.joinCalledAt ?? now))
    }

    func remoteAudioCallback(_ uid: UInt, _ state: AgoraAudioRemoteState, _ reason: AgoraAudioRemoteReason,
                             elapsed: Int) -> SimCallback {
        .delegate("rtcEngine(_:remoteAudioStateChangedOfUid:state:reason:elapsed:)",
                  "uid: \(uid), state: .\(state), reason: .\(reason), elapsed: \(elapsed)") {
            $1.rtcEngine($0, remoteAudioStateChangedOfUid: uid, state: state, reason: reason, elapsed: elapsed)
        }
    }
}
