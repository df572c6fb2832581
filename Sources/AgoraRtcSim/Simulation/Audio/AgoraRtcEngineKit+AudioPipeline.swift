import Foundation

// The audio pipeline: every 10 ms of clock time, while a custom track, the external sink or a raw-frame observer
// exists, one block of audio moves through it. Custom tracks play out what was pushed; the microphone and the
// remote users speak synthetic PCM (`SimVoice`); the playback mix feeds the sink; observers get frames in their
// formats at their cadence; and what the local user sends is metered for volume indication.
extension AgoraRtcEngineKit {
    /// At most this many blocks are caught up in one wake-up; a longer stall skips audio instead of spiralling.
    private static let maximumCatchUp = 50
    /// Blocks per timer wake-up while the sound device's requests play them: the timer only stands by, for a server
    /// that stopped asking (gone, or not connected yet), whose sound is not heard anyway. Well under
    /// `maximumCatchUp`, so standing by skips nothing.
    private static let standByBlocks = 25

    /// Whether the loop has work: a custom track, the external sink or a raw-frame observer exists, a music file, a
    /// sound effect (AudioMixing) or a media player plays, the sound device is played to (+SoundDevice), or there
    /// is sound to send to another instance (+CloudAudio).
    func audioPipelineNeeded(_ s: borrowing SimEngineState) -> Bool {
        // (Conditions, not `||`: its closures cannot capture the borrowed state.)
        guard !s.audio.isNeeded, !s.audioMix.playsFileAudio, !s.players.playsAudio, !hearsSound(s) else { return true }
        return sendsAnyCloudAudio(s)
    }

    /// Starts or stops the loop to match `needed` (`audioPipelineNeeded`); only the pipeline changes. Called under
    /// the lock by every API that changes what the loop needs.
    func updateAudioPipeline(_ audio: inout SimAudioPipeline, needed: Bool) {
        guard needed != audio.running else { return }
        guard needed else {
            audio.stopLoop()
            cloudSoundPickup.loopStopsTaking()
            if let device = settings.sound {
                _ = device.requestSound(nil)
                if audio.stopSound() { device.idle() }
            }
            return
        }
        let loop = audio.startLoop(at: now)
        if let device = settings.sound {
            audio.deviceAsks(device.requestSound { [weak self] in self?.soundRequested(loop) })
        }
        scheduleAudioTick(loop, delay: SimPCM.blockSeconds)
    }

    /// The sound device wants more: every due block is played now, on the device's thread. Callbacks the blocks
    /// made go through the engine's queue, where the delegate always hears from the engine.
    private func soundRequested(_ loop: SimScope.Token) {
        let callbacks = lock.locked { () -> [SimCallback] in
            guard state.alive, state.audio.running, state.audio.isCurrentLoop(loop) else { return [] }
            return processDueBlocks(&state)
        }
        guard !callbacks.isEmpty else { return }
        after(0) { engine in engine.deliver(callbacks) }
    }

    private func scheduleAudioTick(_ loop: SimScope.Token, delay: Double) {
        after(delay) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard engine.state.audio.running, engine.state.audio.isCurrentLoop(loop) else { return [] }
                // Sound from other instances first, so this wake-up's blocks play it (what arrived may stop the loop,
                // which wakes any inbox parked since). Parked wake-ups are dropped before the inboxes are taken, so
                // whatever parks after it is either taken now or owed a wake-up.
                engine.cloudSoundPickup.loopTakes()
                var callbacks = engine.drainCloudInboxes(&engine.state)
                engine.followSoundDevice(&engine.state)
                guard engine.state.audio.running, engine.state.audio.isCurrentLoop(loop) else { return callbacks }
                callbacks += engine.processDueBlocks(&engine.state)
                let blocks = engine.blocksPerWakeUp(engine.state)
                // Taking the inboxes saves sound its own wake-up only while the loop wakes at least once a frame.
                if Double(blocks) * SimPCM.blockSeconds * 1000 > Double(AgoraSimPeerAudio.sentFrameMs) {
                    engine.cloudSoundPickup.loopStopsTaking()
                }
                let next = engine.state.audio.startedAt + Double(engine.state.audio.blocksDone + blocks) * SimPCM.blockSeconds
                engine.scheduleAudioTick(loop, delay: max(0, next - engine.now))
                return callbacks
            }
            engine.deliver(callbacks)
        }
    }

    /// How many 10 ms blocks one timer wake-up processes. Timer wake-ups are most of what the loop costs. Sound to
    /// other instances goes in 40 ms frames, so nothing needs 10 ms blocks on time for it: a wake-up per frame does.
    /// The sound device alone takes 30 ms at a time (its server's buffer and backlog hold more than that, and it
    /// keeps sound under a 1 % of a core budget); observers, sinks, tracks, files and players want 10 ms on time.
    /// While the device asks for blocks itself, the timer only stands by for it.
    func blocksPerWakeUp(_ s: borrowing SimEngineState) -> Int {
        guard !s.audio.isNeeded, !s.audioMix.playsFileAudio, !s.players.playsAudio else { return 1 }
        guard !sendsAnyCloudAudio(s) else { return AgoraSimPeerAudio.sentFrameMs / 10 }
        guard hearsSound(s) else { return 2 }
        return s.audio.deviceRequests ? Self.standByBlocks : 3
    }

    /// Every block whose end time has passed (wall-clock timers fire late; none are lost).
    func processDueBlocks(_ s: inout SimEngineState) -> [SimCallback] {
        guard s.audio.running else { return [] }
        let reached = Int(((now - s.audio.startedAt) / SimPCM.blockSeconds + 1e-6).rounded(.down))
        var callbacks: [SimCallback] = []
        while s.audio.blocksDone < reached {
            let skip = reached - s.audio.blocksDone > Self.maximumCatchUp
            callbacks += processBlock(&s, index: s.audio.blocksDone, skip: skip)
            s.audio.blockProcessed()
        }
        return callbacks
    }

    private func processBlock(_ s: inout SimEngineState, index: Int, skip: Bool) -> [SimCallback] {
        let start = s.audio.startedAt + Double(index) * SimPCM.blockSeconds
        var sent = SimPCM.silence()
        var played = SimPCM.silence()
        var trackBlocks: [Int: [Float]] = [:]
        // Custom tracks play out 10 ms of what was pushed whether or not anyone hears it, like the SDK.
        for id in s.audio.tracks.keys.sorted() {
            guard let block = s.audio.popTrackBlock(id), !skip, s.localAudio.enabled,
                  let track = s.audio.tracks[id] else { continue }
            let mixed = SimPCM.convert(SimPCM.floats(block), rate: track.sampleRate, channels: track.channels,
                                       toRate: SimPCM.mixRate, toChannels: SimPCM.mixChannels)
            trackBlocks[id] = mixed
            if s.publishesCustomAudio(id, on: .main) { SimPCM.add(mixed, into: &sent) }
            if track.localPlayback { SimPCM.add(mixed, into: &played) }
        }
        guard !skip else {
            // A skipped block is silence in an audio recording, so the file keeps the clock's length.
            s.audio.recordFile(SimPCM.silence())
            return []
        }
        // A computed property of `s` (or `s` passed whole) copies the whole state at each read here, 100 times a
        // second (issue 33's profile): the cheap stored condition comes first, so the copy is made only when it holds.
        let sending = s.localAudio.state == .encoding
        let sendsRhythm = s.audioMix.rhythm.isPlaying ? s.publishesRhythmPlayer : false
        s.audioMix.mix(at: start, sending: sending, sendsRhythm: sendsRhythm, sent: &sent, played: &played)
        let playerBlocks = mixPlayers(&s, at: start, sent: &sent, played: &played)
        // Raw audio, custom tracks and the sink are modelled for the main connection only.
        let main = s[.main]
        let session = main.session
        let joined = main.isJoined && s.localAudio.enabled
        // The echo test listens to the microphone before any channel is joined.
        let echoes = s.services.precall.echoAudio != nil && s.localAudio.enabled && s.localAudio.capturesLocally
        var microphone: [Float]?
        if (session != nil && joined && s.localAudio.state != .stopped) || echoes {
            let captured = captureMicrophone(s.localAudio, voice: UInt64(session?.uid ?? 0), start: start, index: index)
            microphone = captured
            // A read-write record observer's frames go out instead of what the microphone captured.
            if joined && s.localAudio.state == .encoding {
                SimPCM.add(s.audio.recordIsWritable ? s.audio.takeWrittenRecord() : captured, into: &sent)
            }
        }
        // The screen capture's sound: what the device played (a block ago), at the capture's volume.
        let sendsScreenAudio = s.screen.isCapturingAudio ? s.sendsScreenAudio : false
        if sendsScreenAudio, let screenSound = s.audio.screenSound {
            SimPCM.add(screenSound, into: &sent, gain: Float(s.screen.parameters.audioParams.captureSignalVolume) / 100)
        }
        let sendsCloud = sendsCloudAudio(s), encryption = cloudEncryption(s, .main)
        sendCloudAudio(&s[.main], sent, sends: sendsCloud, encryption: encryption)
        sendRelayCloudAudio(&s, sent)
        sendExCloudAudio(&s, at: start, tracks: trackBlocks, players: playerBlocks, microphone: microphone)
        s.audio.meterSent(sent)

        let observed = s.audio.observed ?? []
        let hears = hearsSound(s)
        let wantsRemotes = hears || sendsScreenAudio || s.audio.sink != nil
            || !observed.intersection([.playback, .mixed, .beforeMixing]).isEmpty || s.audio.fileRecording?.recordsPlayback == true
        // The observers see the main connection's users; every connection's are heard.
        let remotes = remoteBlocks(&s, .main, start: start, wanted: wantsRemotes)
        var heard = remotes
        for link in s.exLinkIndices { heard += remoteBlocks(&s, link, start: start, wanted: wantsRemotes) }
        SimPCM.add(heardRemotes(&s, heard), into: &played)
        if echoes, let returned = s.services.precall.passEchoAudio(microphone ?? SimPCM.silence()) {
            SimPCM.add(returned, into: &played)
        }
        if let recording = s.audio.fileRecording { s.audio.recordFile(recording.source(microphone: microphone, played: played)) }

        if joined { s.audio.feedSink(played) }
        s.audio.keepScreenSound(sendsScreenAudio ? played : nil)
        playToDevice(&s, played: played, microphone: microphone)
        guard let session, joined, !observed.isEmpty else {
            s.audio.pending = [:]
            s.audio.pendingBeforeMixing = [:]
            return []
        }
        return observerFrames(&s.audio, s.localAudio, s.channelProfile, channel: session.channelId, writable: s.audio.recordIsWritable,
                              end: start + SimPCM.blockSeconds, observed: observed, microphone: microphone, played: played,
                              remotes: remotes)
    }

    /// The observers' frames of one block, in each position's format; what does not fill a call waits in the
    /// pipeline (the only part that changes).
    private func observerFrames(_ audio: inout SimAudioPipeline, _ localAudio: SimLocalAudio, _ channelProfile: AgoraChannelProfile,
                                channel: String, writable: Bool, end: Double, observed: AgoraAudioFramePosition, microphone: [Float]?,
                                played: [Float], remotes: [(uid: UInt, block: [Float])]) -> [SimCallback] {
        let info = SimAudioProfileInfo(profile: localAudio.profile, channelProfile: channelProfile)
        let native = SimAudioFormat(sampleRate: info.sampleRate, channels: info.channels)
        let renderTimeMs = Int64(Self.ms(end))
        var callbacks: [SimCallback] = []
        func emit(_ position: AgoraAudioFramePosition, _ block: [Float], uid: UInt? = nil) {
            let format = audio.format(position, native: native)
            let converted = SimPCM.int16(SimPCM.convert(block, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                        toRate: format.sampleRate, toChannels: format.channels))
            var pending: [Int16]
            if let uid { pending = audio.pendingBeforeMixing[uid] ?? [] } else { pending = audio.pending[position] ?? [] }
            pending += converted
            while pending.count >= format.samplesPerCall {
                let frame = AgoraAudioFrame(samplesPerChannel: format.samplesPerChannel, channels: format.channels,
                                            samplesPerSec: format.sampleRate,
                                            buffer: SimPCM.bytes(pending.prefix(format.samplesPerCall)),
                                            renderTimeMs: renderTimeMs)
                pending.removeFirst(format.samplesPerCall)
                callbacks.append(position == .record && writable ? writableRecordCallback(frame, channel: channel)
                                 : frameCallback(position, frame, channel: channel, uid: uid))
            }
            if let uid { audio.pendingBeforeMixing[uid] = pending } else { audio.pending[position] = pending }
        }
        if observed.contains(.record), let microphone { emit(.record, microphone) }
        if observed.contains(.playback) { emit(.playback, played) }
        if observed.contains(.mixed) {
            var mixed = played
            if let microphone { SimPCM.add(microphone, into: &mixed) }
            emit(.mixed, mixed)
        }
        if observed.contains(.earMonitoring), localAudio.inEarMonitoring, let microphone {
            var monitored = SimPCM.silence()
            SimPCM.add(microphone, into: &monitored, gain: Float(localAudio.inEarMonitoringVolume) / 100)
            emit(.earMonitoring, monitored)
        }
        if observed.contains(.beforeMixing) {
            for remote in remotes { emit(.beforeMixing, remote.block, uid: remote.uid) }
            let audible = Set(remotes.map(\.uid))
            audio.pendingBeforeMixing = audio.pendingBeforeMixing.filter { audible.contains($0.key) }
        }
        return callbacks
    }

    /// A record frame at a read-write position: what the observer leaves in it is sent, unless it returns false.
    private func writableRecordCallback(_ frame: AgoraAudioFrame, channel: String) -> SimCallback {
        let name = "onRecordAudioFrame(_:channelId:)"
        let detail = "\(frame.samplesPerChannel) samples x \(frame.channels) ch @ \(frame.samplesPerSec) Hz"
        return SimCallback(name: name, detail: detail, isPeriodic: false, throttleKey: name) { engine, _ in
            guard let delegate = engine.audioFrameDelegate, delegate.onRecordAudioFrame(frame, channelId: channel) else { return }
            engine.lock.locked { engine.state.audio.recordFrameWritten(frame) }
        }
    }

    private func frameCallback(_ position: AgoraAudioFramePosition, _ frame: AgoraAudioFrame, channel: String,
                               uid: UInt?) -> SimCallback {
        let detail = "\(frame.samplesPerChannel) samples x \(frame.channels) ch @ \(frame.samplesPerSec) Hz"
        switch position {
        case .record:
            return .audioFrame("onRecordAudioFrame(_:channelId:)", detail) { _ = $0.onRecordAudioFrame(frame, channelId: channel) }
        case .playback:
            return .audioFrame("onPlaybackAudioFrame(_:channelId:)", detail) { _ = $0.onPlaybackAudioFrame(frame, channelId: channel) }
        case .mixed:
            return .audioFrame("onMixedAudioFrame(_:channelId:)", detail) { _ = $0.onMixedAudioFrame(frame, channelId: channel) }
        case .earMonitoring:
            return .audioFrame("onEarMonitoringAudioFrame(_:)", detail) { _ = $0.onEarMonitoringAudioFrame(frame) }
        default:
            let uid = uid ?? 0
            return .audioFrame("onPlaybackAudioFrame(beforeMixing:channelId:uid:)", "uid: \(uid), " + detail) {
                _ = $0.onPlaybackAudioFrame(beforeMixing: frame, channelId: channel, uid: uid)
            }
        }
    }
}
