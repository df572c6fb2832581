import Foundation
import MediaFormats

// Media recorders (`IMediaRecorder`): each records one user's stream (the local user's, a remote user's, or the
// local preview) to real files. There is no encoder here, so the video track is written as YUV4MPEG2 (I420 at the
// stream's raster and frame rate) and the audio track as 16-bit PCM WAV (the stream's PCM in the audio profile's
// format): the same pictures the views get and the same PCM the audio pipeline carries. Files are written under
// the engine lock, a tenth of a second at a time, and closed on stop, on destroy(_:), on leaving the channel and
// when the engine is destroyed.
extension AgoraRtcEngineKit {
    /// How often a recording catches up with the clock.
    static let recorderTickSeconds = 0.1
    /// The SDK stops with `.noStream` when the stream has been gone this long.
    static let recorderStreamTimeout = 5.0

    /// Creates a recorder for `info`'s stream; nil (traced as -2) when an `.rtc` stream's channel name is invalid.
    /// The trace shows 0 when a recorder is returned.
    public func createMediaRecorder(withInfo info: AgoraRecorderStreamInfo) -> AgoraMediaRecorder? {
        var created: AgoraMediaRecorder?
        _ = api("createMediaRecorder(withInfo:)", SimTraceText.recorder(info)) { s in
            guard info.type == .preview || SimChannelNameRules.validate(info.channelId) == nil,
                  SimChannelNameRules.isValidUid(info.uid) else { return AgoraErrorCode.invalidArgument.returnCode }
            let id = s.nextRecorderId
            s.nextRecorderId += 1
            let recorder = AgoraMediaRecorder(engine: self, id: id, streamInfo: info)
            s.recorders[id] = SimRecorder(id: id, object: recorder, info: info)
            created = recorder
            return 0
        }
        return created
    }

    /// `destroyMediaRecorder:` (Swift: `destroy(_:)`). The SDK asks for `stopRecording` first; a recording still
    /// running is closed here (silently), so its files stay playable. -2 for nil or a recorder already destroyed.
    @discardableResult
    public func destroy(_ mediaRecorder: AgoraMediaRecorder?) -> Int32 {
        api("destroy(_:)", mediaRecorder.map { SimTraceText.recorder($0.streamInfo) } ?? "nil") { s in
            guard let mediaRecorder, mediaRecorder.engine === self,
                  var recorder = s.recorders.removeValue(forKey: mediaRecorder.id) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            try? recorder.recording?.close()
            recorder.recording = nil
            return 0
        }
    }

    /// `startRecording(_:)`. Returns -2 for an empty `storagePath` (or one naming a directory), a `maxDurationMs`
    /// of 0 or a `recorderInfoUpdateInterval` outside 1000…10 000 (other than 0); -4 while recording, or after a
    /// recording failed until `stopRecording`; -113 (not in channel) for an `.rtc` stream when the local user is not
    /// in its channel; -2 for a remote uid not in the channel. Both are the simulation's best guesses: the SDK
    /// documents -2, -4 and -7 only. Otherwise 0, and `.started` follows, or `.error` with `.writeFailed` when the
    /// files cannot be created (the SDK opens them off the caller's thread).
    func startRecording(_ object: AgoraMediaRecorder, _ config: AgoraMediaRecorderConfiguration) -> Int32 {
        api("startRecording(_:)", SimTraceText.recorder(object.streamInfo) + ", config: " + SimTraceText.recorderConfig(config)) { s in
            guard var recorder = s.recorders[object.id] else { return AgoraErrorCode.notInitialized.returnCode }
            let interval = config.recorderInfoUpdateInterval
            guard !config.storagePath.isEmpty, !config.storagePath.hasSuffix("/"), config.maxDurationMs > 0,
                  interval == 0 || AgoraMediaRecorderConfiguration.infoUpdateIntervalRange.contains(interval) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard recorder.recording == nil, !recorder.failed else { return AgoraErrorCode.notSupported.returnCode }
            if recorder.info.type == .rtc {
                guard let session = s[.main].session, s[.main].isJoined, session.channelId == recorder.info.channelId else {
                    return AgoraErrorCode.notInChannel.returnCode
                }
                if !isLocal(recorder.info, session) {
                    guard let index = s[.main].remoteIndex(recorder.info.uid), s.isVisible(s[.main].remotes[index]) else {
                        return AgoraErrorCode.invalidArgument.returnCode
                    }
                }
            }
            recorder.tickScope.cancel()
            do {
                recorder.recording = try openRecording(s, .main, recorder.info, config)
                s.recorders[object.id] = recorder
                post([recorderStateCallback(recorder, .started, .none)], to: .main)
                scheduleRecorderTick(object.id, tick: recorder.tickScope.token)
            } catch {
                recorder.failed = true
                s.recorders[object.id] = recorder
                post([recorderStateCallback(recorder, .error, .writeFailed)], to: .main)
            }
            return 0
        }
    }

    /// `stopRecording()`: writes the recording up to now, closes the files and reports `.stopped`. When not
    /// recording it only clears a failure (so the next `startRecording` is accepted), reporting nothing.
    func stopRecording(_ object: AgoraMediaRecorder) -> Int32 {
        api("stopRecording()", SimTraceText.recorder(object.streamInfo)) { s in
            guard var recorder = s.recorders[object.id] else { return AgoraErrorCode.notInitialized.returnCode }
            recorder.failed = false
            if recorder.recording != nil {
                var callbacks = advance(&recorder, &s, .main, to: now)
                if recorder.recording != nil { callbacks += finish(&recorder, .stopped, .none) }
                post(callbacks, to: .main)
            }
            s.recorders[object.id] = recorder
            return 0
        }
    }

    /// Leaving ends every stream of the channel: its recordings are written up to now (as `link` sees them),
    /// closed, and reported as `.error` with `.noStream` (the SDK's pairing for a stream that went away), without
    /// waiting the 5 s.
    func endChannelRecordings(_ s: inout SimEngineState, _ link: SimLinkIndex) -> [SimCallback] {
        guard let channel = s[link].session?.channelId else { return [] }
        var callbacks: [SimCallback] = []
        for id in s.recorders.keys.sorted() {
            guard var recorder = s.recorders[id], recorder.info.type == .rtc, recorder.info.channelId == channel,
                  recorder.recording != nil else { continue }
            callbacks += advance(&recorder, &s, link, to: now)
            if recorder.recording != nil { callbacks += finish(&recorder, .error, .noStream) }
            s.recorders[id] = recorder
        }
        return callbacks
    }

    /// The engine is being destroyed: every file is closed, nothing is reported.
    func closeAllRecordings(_ s: inout SimEngineState) {
        for recorder in s.recorders.values { try? recorder.recording?.close() }
        s.recorders = [:]
    }

    // MARK: - writing

    private func isLocal(_ info: AgoraRecorderStreamInfo, _ session: SimSession?) -> Bool {
        info.type == .preview || info.uid == 0 || info.uid == session?.uid
    }

    /// Creates the track files for `info`'s stream as it is now on `link`.
    private func openRecording(_ s: SimEngineState, _ link: SimLinkIndex, _ info: AgoraRecorderStreamInfo,
                               _ config: AgoraMediaRecorderConfiguration) throws -> SimRecording {
        let picture = pictureFormat(s, link, info)
        let paths = AgoraMediaRecorder.trackPaths(forStoragePath: config.storagePath, streamType: config.streamType)
        let audioFormat = SimAudioProfileInfo(profile: s.audioProfile, channelProfile: s.channelProfile)
        let video = try paths.video.map { path in
            try Y4MStreamWriter(path: path, format: Y4MVideo(width: picture.lumaWidth, height: picture.lumaHeight,
                                                              frameRate: Y4MRatio(picture.fps, 1)))
        }
        let audio: WAVStreamWriter?
        do {
            audio = try paths.audio.map { try WAVStreamWriter(path: $0, sampleRate: audioFormat.sampleRate, channels: audioFormat.channels) }
        } catch {
            video?.close()
            throw error
        }
        let interval = Double(config.recorderInfoUpdateInterval) / 1000
        return SimRecording(config: config, startedAt: now, video: video, audio: audio, lumaWidth: picture.lumaWidth,
                            lumaHeight: picture.lumaHeight, fps: picture.fps, lastStreamAt: now,
                            nextInfoAt: interval > 0 ? now + interval : nil)
    }

    /// The raster and frame rate of `info`'s pictures: the local encoder's, or the remote user's stream.
    private func pictureFormat(_ s: SimEngineState, _ link: SimLinkIndex, _ info: AgoraRecorderStreamInfo)
        -> (lumaWidth: Int, lumaHeight: Int, fps: Int, width: Int, height: Int) {
        if !isLocal(info, s[link].session), let index = s[link].remoteIndex(info.uid) {
            let stream = s.receivedVideo(link, s[link].remotes[index])
            let raster = SimFramePainter.lumaSize(width: stream.width, height: stream.height)
            return (raster.width, raster.height, stream.fps, stream.width, stream.height)
        }
        let size = s.video.encoder.encodedSize
        let raster = SimFramePainter.lumaSize(width: size.width, height: size.height)
        return (raster.width, raster.height, s.video.encoder.frameRate.rawValue, size.width, size.height)
    }

    /// What of `info`'s stream there is to record right now on `link`.
    private func streamAvailability(_ s: SimEngineState, _ link: SimLinkIndex,
                                    _ info: AgoraRecorderStreamInfo) -> (video: Bool, audio: Bool) {
        if info.type == .preview {
            return (s.capturesVideo, s.audioEnabled)
        }
        guard let session = s[link].session, s[link].isJoined, session.channelId == info.channelId, !session.inOutage else {
            return (false, false)
        }
        if isLocal(info, session) {
            return (s.video.camera.state != .stopped, s.localAudioState != .stopped)
        }
        guard let index = s[link].remoteIndex(info.uid), s.isVisible(s[link].remotes[index]),
              !s[link].remotes[index].mediaUndecodable else { return (false, false) }
        let user = s[link].remotes[index]
        let video = s.video.enabled && session.autoSubscribeVideo && user.videoState == .decoding
        let audio = s.audioEnabled && session.autoSubscribeAudio && user.publishesAudio
        return (video, audio)
    }

    private func scheduleRecorderTick(_ id: Int, tick: SimScope.Token) {
        after(Self.recorderTickSeconds) { engine in
            let callbacks = engine.lock.locked { () -> [SimCallback] in
                guard var recorder = engine.state.recorders[id], recorder.tickScope.isCurrent(tick),
                      recorder.recording != nil else { return [] }
                let callbacks = engine.advance(&recorder, &engine.state, .main, to: engine.now)
                engine.state.recorders[id] = recorder
                if recorder.recording != nil { engine.scheduleRecorderTick(id, tick: tick) }
                return callbacks
            }
            engine.deliver(callbacks)
        }
    }

    /// Writes the recording up to `time` (or its maximum duration) and applies the SDK's rules: a changed
    /// resolution ends it with `.configChanged`, a failed write with `.writeFailed`, 5 s without a stream with
    /// `.noStream`, the maximum duration with `.overMaxDuration`. Reports information on the configured interval.
    private func advance(_ recorder: inout SimRecorder, _ s: inout SimEngineState, _ link: SimLinkIndex,
                         to time: Double) -> [SimCallback] {
        guard var recording = recorder.recording else { return [] }
        let available = streamAvailability(s, link, recorder.info)
        let picture = pictureFormat(s, link, recorder.info)
        if recording.video != nil && available.video
            && (picture.lumaWidth, picture.lumaHeight) != (recording.lumaWidth, recording.lumaHeight) {
            return finish(&recorder, .error, .configChanged)
        }
        let end = min(time, recording.endsAt)
        do {
            try writeVideo(&recording, s, link, recorder.info, until: end, available: available.video, picture: picture)
            try writeAudio(&recording, s, link, recorder.info, until: end, available: available.audio)
        } catch {
            recorder.recording = recording
            return finish(&recorder, .error, .writeFailed)
        }
        if (available.video && recording.video != nil) || (available.audio && recording.audio != nil) {
            recording.lastStreamAt = time
        }
        var callbacks: [SimCallback] = []
        let interval = Double(recording.config.recorderInfoUpdateInterval) / 1000
        if let due = recording.nextInfoAt, time + 1e-6 >= due, end < recording.endsAt - 1e-6 {
            callbacks.append(recorderInfoCallback(recorder, recording.info))
            var next = due + interval
            while next <= time + 1e-6 { next += interval }
            recording.nextInfoAt = next
        }
        recorder.recording = recording
        if time - recording.lastStreamAt > Self.recorderStreamTimeout {
            callbacks += finish(&recorder, .error, .noStream)
        } else if end >= recording.endsAt - 1e-6 {
            callbacks += finish(&recorder, .stopped, .overMaxDuration)
        }
        return callbacks
    }

    /// Video frames due by `end`, at the stream's frame rate: the user's picture at each frame's time while there is
    /// one, else the last picture again.
    private func writeVideo(_ recording: inout SimRecording, _ s: SimEngineState, _ link: SimLinkIndex,
                            _ info: AgoraRecorderStreamInfo, until end: Double, available: Bool,
                            picture: (lumaWidth: Int, lumaHeight: Int, fps: Int, width: Int, height: Int)) throws {
        guard let video = recording.video, recording.fps > 0 else { return }
        let due = Int(((end - recording.startedAt) * Double(recording.fps) + 1e-6).rounded(.down))
        let uid = isLocal(info, s[link].session) ? (s[link].session?.uid ?? 0) : info.uid
        while recording.framesWritten < due {
            let at = recording.startedAt + Double(recording.framesWritten) / Double(recording.fps)
            let frame: Y4MFrame
            if available {
                let painted = SimFramePainter.paint(uid: uid, width: picture.width, height: picture.height,
                                                    timestampMs: Self.ms(at), mirrored: false)
                frame = Y4MFrame(y: painted.luma, u: painted.chromaU, v: painted.chromaV)
            } else {
                frame = recording.lastFrame ?? recording.blackFrame
            }
            try video.append(frame)
            recording.lastFrame = frame
            recording.framesWritten += 1
        }
    }

    /// Audio due by `end`, in 10 ms blocks: the user's voice as the pipeline makes it (the microphone at the recording
    /// volume for the local user, a remote user's voice as received), silence while there is none.
    private func writeAudio(_ recording: inout SimRecording, _ s: SimEngineState, _ link: SimLinkIndex,
                            _ info: AgoraRecorderStreamInfo, until end: Double, available: Bool) throws {
        guard let audio = recording.audio else { return }
        let due = Int(((end - recording.startedAt) / SimPCM.blockSeconds + 1e-6).rounded(.down))
        guard recording.blocksWritten < due else { return }
        let local = isLocal(info, s[link].session)
        let voice = UInt64(local ? (s[link].session?.uid ?? info.uid) : info.uid)
        let gain = local ? Double(s.recordingVolume) / 100 : 1
        var samples: [Int16] = []
        samples.reserveCapacity((due - recording.blocksWritten) * audio.sampleRate / 100 * audio.channels)
        while recording.blocksWritten < due {
            let start = recording.startedAt + Double(recording.blocksWritten) * SimPCM.blockSeconds
            let block = available
                ? SimVoice.block(voice: voice, start: start, frames: SimPCM.mixFrames, rate: SimPCM.mixRate,
                                 channels: SimPCM.mixChannels, gain: gain)
                : SimPCM.silence()
            samples += SimPCM.int16(SimPCM.convert(block, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                   toRate: audio.sampleRate, toChannels: audio.channels))
            recording.blocksWritten += 1
        }
        try audio.append(samples)
    }

    /// Closes the files and reports the end: the final information (when updates were asked for), then the state.
    private func finish(_ recorder: inout SimRecorder, _ state: AgoraMediaRecorderState,
                        _ reason: AgoraMediaRecorderReasonCode) -> [SimCallback] {
        guard let recording = recorder.recording else { return [] }
        var reason = reason
        var state = state
        do {
            try recording.close()
        } catch {
            (state, reason) = (.error, .writeFailed)
        }
        recorder.recording = nil
        recorder.tickScope.cancel()
        recorder.failed = state == .error
        var callbacks: [SimCallback] = []
        // Best guess: the SDK documents no last update, but reporting the closed file's figures once lets an app show
        // what was saved; only when the app asked for updates.
        if recording.config.recorderInfoUpdateInterval > 0 { callbacks.append(recorderInfoCallback(recorder, recording.info)) }
        callbacks.append(recorderStateCallback(recorder, state, reason))
        return callbacks
    }

    private func recorderStateCallback(_ recorder: SimRecorder, _ state: AgoraMediaRecorderState,
                                       _ reason: AgoraMediaRecorderReasonCode) -> SimCallback {
        let object = recorder.object, channel = recorder.info.channelId, uid = recorder.info.uid
        return SimCallback(name: "mediaRecorder(_:stateDidChanged:uid:state:reason:)",
                           detail: "channelId: \(SimTraceText.quoted(channel)), uid: \(uid), state: .\(state), reason: .\(reason)",
                           isPeriodic: false) { _, _ in
            object.delegate?.mediaRecorder(object, stateDidChanged: channel, uid: uid, state: state, reason: reason)
        }
    }

    private func recorderInfoCallback(_ recorder: SimRecorder, _ info: AgoraMediaRecorderInfo) -> SimCallback {
        let object = recorder.object, channel = recorder.info.channelId, uid = recorder.info.uid
        return SimCallback(name: "mediaRecorder(_:informationDidUpdated:uid:info:)",
                           detail: "channelId: \(SimTraceText.quoted(channel)), uid: \(uid), "
                               + "info: {recorderFileName: \(SimTraceText.quoted(info.recorderFileName)), "
                               + "durationMs: \(info.durationMs), fileSize: \(info.fileSize)}",
                           isPeriodic: true) { _, _ in
            object.delegate?.mediaRecorder(object, informationDidUpdated: channel, uid: uid, info: info)
        }
    }
}

extension SimTraceText {
    static func recorder(_ info: AgoraRecorderStreamInfo) -> String {
        "{channelId: \(quoted(info.channelId)), uid: \(info.uid), type: .\(info.type)}"
    }

    static func recorderConfig(_ config: AgoraMediaRecorderConfiguration) -> String {
        "{storagePath: \(quoted(config.storagePath)), containerFormat: .\(config.containerFormat), "
            + "streamType: .\(config.streamType), maxDurationMs: \(config.maxDurationMs), "
            + "recorderInfoUpdateInterval: \(config.recorderInfoUpdateInterval)}"
    }
}
