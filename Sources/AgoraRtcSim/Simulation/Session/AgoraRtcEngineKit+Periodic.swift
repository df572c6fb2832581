import Foundation
import MediaFormats

extension AgoraRtcEngineKit {
    /// Every 2 s while the session lasts: channel, local, per-remote stats and network quality.
    func scheduleStats(_ sessionToken: SimScope.Token) {
        inSession(sessionToken, after: SimStatsBuilder.period) { engine, s, link in
            engine.scheduleStats(sessionToken)
            return engine.statsRound(&s, link)
        }
    }

    private func statsRound(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        guard let session = s[link].session, s[link].isJoined else { return [] }
        let builder = SimStatsBuilder(network: network, now: now, link: link)
        let outage = session.inOutage
        // The builders read the state and draw from the engine's generator: it is taken out for the round (the
        // same draws in the same order) and put back at its end.
        var rng = s.rng
        let video = s.publishesVideo(link) && !outage ? builder.localVideo(s, &rng) : nil
        let custom = s.publishesCustomVideo(link) && !outage ? builder.localCustomVideo(s, &rng) : nil
        let screen = s.publishesScreenVideo(link) && !outage ? builder.localScreenVideo(s, &rng) : nil
        let playerVideo = outage ? nil : builder.localPlayerVideo(s, &rng)
        let audio = builder.localAudio(s, &rng)
        let visible = s[link].remotes.filter { s.isVisible($0) }
        var remoteVideo: [AgoraRtcRemoteVideoStats] = []
        for user in outage ? [] : visible.filter({ $0.videoState == .decoding }) {
            // Another instance's user's are measured on what arrived; the simulation draws everyone else's.
            if case .otherInstance(let cloud) = user.kind {
                remoteVideo.append(builder.cloudPeerVideo(&s.links[link.position], user, cloud))
            } else {
                remoteVideo.append(builder.remoteVideo(s, user, &rng))
            }
        }
        var undecryptable: [SimCallback] = []
        var audible = visible.filter { $0.publishesAudio && s[link].receivesAudio(of: $0.uid) }
        if s.mediaIsProtected(link) && !outage && session.autoSubscribeAudio {
            // A chunk of each remote user's voice goes through the encryption; what does not decrypt has no stats.
            audible = audible.filter { user in
                guard let index = s[link].remoteIndex(user.uid) else { return false }
                // Another instance's sound was opened, or refused with 120, as it arrived (CloudSealing); its frames
                // are measured then.
                guard user.kind.isSealedBySimulation else { return true }
                let (level, failures) = receiveRemoteAudio(&s.protection, &s.links[link.position].remotes[index],
                                                           level: SimSpeechEnvelope.level(voice: UInt64(user.uid), at: now))
                undecryptable += failures
                return level != nil
            }
        }
        var remoteAudio: [AgoraRtcRemoteAudioStats] = []
        for user in outage || !session.autoSubscribeAudio ? [] : audible {
            if case .otherInstance = user.kind {
                remoteAudio.append(builder.cloudPeerAudio(&s.links[link.position], user))
            } else {
                remoteAudio.append(builder.remoteAudio(s, user, &rng))
            }
        }
        let channel = builder.channel(&s.links[link.position], &rng, video: video ?? custom ?? screen ?? playerVideo,
                                      audio: audio, remoteVideo: remoteVideo, remoteAudio: remoteAudio)
        var callbacks: [SimCallback] = undecryptable
        callbacks.append(.delegate("rtcEngine(_:reportRtcStats:)",
            "duration: \(channel.duration), txKBitrate: \(channel.txKBitrate), rxKBitrate: \(channel.rxKBitrate), "
            + "userCount: \(channel.userCount)", periodic: true) { $1.rtcEngine($0, reportRtcStats: channel) })
        callbacks += multipathRound(&s[link], link, channel)
        if let video {
            callbacks.append(.delegate("rtcEngine(_:localVideoStats:sourceType:)",
                "\(video.encodedFrameWidth)x\(video.encodedFrameHeight)@\(video.sentFrameRate)fps, "
                + "sentBitrate: \(video.sentBitrate), targetBitrate: \(video.targetBitrate)", periodic: true) {
                $1.rtcEngine($0, localVideoStats: video, sourceType: .camera)
            })
        }
        if let custom {
            callbacks.append(.delegate("rtcEngine(_:localVideoStats:sourceType:)",
                "\(custom.encodedFrameWidth)x\(custom.encodedFrameHeight)@\(custom.sentFrameRate)fps, "
                + "sentBitrate: \(custom.sentBitrate), targetBitrate: \(custom.targetBitrate), sourceType: .custom", periodic: true) {
                $1.rtcEngine($0, localVideoStats: custom, sourceType: .custom)
            })
        }
        if let screen {
            callbacks.append(.delegate("rtcEngine(_:localVideoStats:sourceType:)",
                "\(screen.encodedFrameWidth)x\(screen.encodedFrameHeight)@\(screen.sentFrameRate)fps, "
                + "sentBitrate: \(screen.sentBitrate), targetBitrate: \(screen.targetBitrate), sourceType: .screen", periodic: true) {
                $1.rtcEngine($0, localVideoStats: screen, sourceType: .screen)
            })
        }
        if let playerVideo {
            callbacks.append(.delegate("rtcEngine(_:localVideoStats:sourceType:)",
                "\(playerVideo.encodedFrameWidth)x\(playerVideo.encodedFrameHeight)@\(playerVideo.sentFrameRate)fps, "
                + "sentBitrate: \(playerVideo.sentBitrate), sourceType: .mediaPlayer", periodic: true) {
                $1.rtcEngine($0, localVideoStats: playerVideo, sourceType: .mediaPlayer)
            })
        }
        if link.isMain {
            s.customVideo.pushedFramesThisPeriod = 0
            s.customVideo.framesThisPeriod = 0
            s.screen.framesThisPeriod = 0
        }
        callbacks.append(.delegate("rtcEngine(_:localAudioStats:)",
            "\(audio.sentSampleRate)Hz x\(audio.numChannels), sentBitrate: \(audio.sentBitrate)"
            + (audio.earMonitorDelay > 0 ? ", earMonitorDelay: \(audio.earMonitorDelay)" : ""), periodic: true) {
            $1.rtcEngine($0, localAudioStats: audio)
        })
        for stats in remoteVideo {
            callbacks.append(.delegate("rtcEngine(_:remoteVideoStats:)",
                "uid: \(stats.uid), \(stats.width)x\(stats.height)@\(stats.receivedFrameRate)fps, "
                + "receivedBitrate: \(stats.receivedBitrate)", periodic: true) { $1.rtcEngine($0, remoteVideoStats: stats) })
        }
        for stats in remoteAudio {
            callbacks.append(.delegate("rtcEngine(_:remoteAudioStats:)",
                "uid: \(stats.uid), quality: .\(stats.quality), receivedBitrate: \(stats.receivedBitrate)", periodic: true) {
                $1.rtcEngine($0, remoteAudioStats: stats)
            })
        }
        var qualities: [(UInt, AgoraNetworkQuality, AgoraNetworkQuality)] = []
        qualities.append((0, outage ? .down : network.quality(&rng), outage ? .down : network.quality(&rng)))
        for user in visible.filter(\.isHost).prefix(4) {
            qualities.append((user.uid, network.quality(&rng), network.quality(&rng)))
        }
        s.rng = rng
        for (uid, tx, rx) in qualities {
            callbacks.append(.delegate("rtcEngine(_:networkQuality:txQuality:rxQuality:)",
                "uid: \(uid), txQuality: .\(tx), rxQuality: .\(rx)", periodic: true) {
                $1.rtcEngine($0, networkQuality: uid, txQuality: tx, rxQuality: rx)
            })
        }
        return callbacks
    }

    /// Starts (or restarts, after a settings change) the volume-indication loop for the main connection's current
    /// session (the only one it is modelled for).
    func startVolumeIndication(_ localAudio: inout SimLocalAudio, main: SimLink) {
        let loop = localAudio.restartVolumeLoop()
        guard localAudio.volumeIndicationInterval > 10, main.isJoined else { return }
        scheduleVolume(main.sessionScope.token, loop: loop,
                       interval: Double(localAudio.volumeIndicationInterval) / 1000)
    }

    private func scheduleVolume(_ sessionToken: SimScope.Token, loop: SimScope.Token, interval: Double) {
        inSession(sessionToken, after: interval) { engine, s, link in
            guard s.localAudio.isCurrentVolumeLoop(loop) else { return [] }
            engine.scheduleVolume(sessionToken, loop: loop, interval: interval)
            return engine.volumeRound(&s, link)
        }
    }

    private func volumeRound(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        guard let session = s[link].session, s[link].isJoined else { return [] }
        let t = now
        var level: Int
        var spoken: Int
        if s.audio.running {
            // The audio pipeline is running: the level of the PCM really sent since the last report (microphone
            // and published custom tracks), as an RMS meter reads it.
            level = PCMLevel.level(rms: s.audio.takeSentRMS())
            // Voice activity and pitch follow the voice, not the room noise under it.
            // (A device's microphone is what it captured: its level is all there is to go by.)
            spoken = s.recordsMicrophone(link) && s.localAudio.state != .stopped && settings.sound?.capturesMicrophone != true
                ? SimSpeechEnvelope.scaled(SimSpeechEnvelope.level(voice: UInt64(session.uid), at: t), volume: s.localAudio.recordingVolume)
                : level
        } else {
            let capturing = s.localAudio.enabled && s.effectiveRole(link) == .broadcaster && session.publishes(.microphone)
            let voice = UInt64(session.uid), volume = s.localAudio.recordingVolume
            // The voice chain (effects, noise suppression) shapes what the microphone sends.
            level = s.localAudio.voice.sentLevel(at: t, capturing: capturing, recordingGain: Double(volume) / 100) { when in
                SimSpeechEnvelope.scaled(SimSpeechEnvelope.level(voice: voice, at: when), volume: volume)
            }
            // Voice activity and pitch are the voice's, not the room noise's.
            spoken = capturing ? SimSpeechEnvelope.scaled(SimSpeechEnvelope.level(voice: voice, at: t), volume: volume) : 0
        }
        let pitch = (SimSpeechEnvelope.pitch(voice: UInt64(session.uid), at: t, level: spoken) * s.localAudio.voice.pitchFactor).rounded()
        // Then any audio extension (SimpleFilter's VolumeChange).
        level = filterCapturedLevel(s, level: level, pitch: pitch)
        let vad = s.localAudio.volumeIndicationReportVad && level > 25 && spoken > 25 ? 1 : 0
        let local = AgoraRtcAudioVolumeInfo(uid: 0, volume: level, vad: vad, voicePitch: level > 20 && spoken > 20 ? pitch : 0)
        var loudest: [AgoraRtcAudioVolumeInfo] = []
        var undecryptable: [SimCallback] = []
        if session.autoSubscribeAudio && !session.inOutage {
            let spatialPresent = s[link].remotes.filter { s.isVisible($0) && $0.publishesAudio }.map(\.uid)
            for user in s[link].remotes where s.isVisible(user) && user.publishesAudio && s[link].receivesAudio(of: user.uid) {
                // Another instance's user: the level of the sound that arrived from it.
                var heard: Int? = user.kind.cloud != nil ? takeCloudLevel(&s[link], uid: user.uid)
                    : SimSpeechEnvelope.level(voice: UInt64(user.uid), at: t)
                if s.mediaIsProtected(link), user.kind.isSealedBySimulation, let index = s[link].remoteIndex(user.uid), let sent = heard {
                    let (received, failures) = receiveRemoteAudio(&s.protection, &s.links[link.position].remotes[index],
                                                                  level: sent)
                    undecryptable += failures
                    heard = received
                }
                guard var heard else { continue }
                // Spatial audio renders each voice with its direction and distance.
                if link.isMain { heard = spatialLevel(s, uid: user.uid, level: heard, present: spatialPresent) }
                loudest.append(AgoraRtcAudioVolumeInfo(uid: user.uid, volume: SimSpeechEnvelope.scaled(heard, volume: s.localAudio.playbackVolume),
                                                       vad: 1, voicePitch: 0))
            }
            loudest = Array(loudest.sorted { ($0.volume, $1.uid) > ($1.volume, $0.uid) }.prefix(3))
        }
        let remote = loudest
        let remoteTotal = min(255, remote.reduce(0) { $0 + $1.volume })
        let remoteList = remote.map { "\($0.uid):\($0.volume)" }.joined(separator: ", ")
        let localLevel = level
        return undecryptable + [
            .delegate("rtcEngine(_:reportAudioVolumeIndicationOfSpeakers:totalVolume:)",
                      "speakers: [0:\(localLevel)], totalVolume: \(localLevel)", periodic: true) {
                $1.rtcEngine($0, reportAudioVolumeIndicationOfSpeakers: [local], totalVolume: localLevel)
            },
            .delegate("rtcEngine(_:reportAudioVolumeIndicationOfSpeakers:totalVolume:)",
                      "speakers: [\(remoteList)], totalVolume: \(remoteTotal)", periodic: true) {
                $1.rtcEngine($0, reportAudioVolumeIndicationOfSpeakers: remote, totalVolume: remoteTotal)
            },
        ]
    }
}
