import MediaFormats

/// The media recorders (`IMediaRecorder`), from `createMediaRecorder(withInfo:)` to `destroy(_:)`: each records
/// one user's stream (the local user's, a remote user's, or the local preview) to real files. There is no encoder
/// here, so the video track is written as YUV4MPEG2 (I420 at the stream's raster and frame rate) and the audio
/// track as 16-bit PCM WAV (the stream's PCM in the audio profile's format): the same pictures the views get and
/// the same PCM the audio pipeline carries. The engine hands each method the stream as it is now
/// (`SimRecordedStream`) and schedules the tick a started recording asks for.
struct SimMediaRecorders: SimComponent {
    /// How often a recording catches up with the clock.
    static let tickSeconds = 0.1
    /// The SDK stops with `.noStream` when the stream has been gone this long.
    static let streamTimeout = 5.0

    private var recorders: [Int: SimRecorder] = [:]
    private var nextId = 1

    func recorder(_ id: Int) -> SimRecorder? { recorders[id] }

    /// Registers a recorder for `info`; `make` builds the app's object for the id it is given.
    mutating func create(_ info: AgoraRecorderStreamInfo, _ make: (Int) -> AgoraMediaRecorder) -> AgoraMediaRecorder {
        let id = nextId
        nextId += 1
        let object = make(id)
        recorders[id] = SimRecorder(id: id, object: object, info: info)
        return object
    }

    /// Forgets recorder `id`, closing a recording still running (silently). False when there is no such recorder.
    mutating func remove(_ id: Int) -> Bool {
        guard var recorder = recorders.removeValue(forKey: id) else { return false }
        try? recorder.recording?.close()
        recorder.recording = nil
        return true
    }

    /// Starts recording `stream` into `config`'s files: `.started` (then the tick the engine schedules, under the
    /// returned token), or `.error` with `.writeFailed` when the files cannot be created.
    mutating func start(_ id: Int, _ config: AgoraMediaRecorderConfiguration, stream: SimRecordedStream,
                        at now: Double) -> (callbacks: [SimCallback], tick: SimScope.Token?) {
        guard var recorder = recorders[id] else { return ([], nil) }
        recorder.tickScope.cancel()
        defer { recorders[id] = recorder }
        do {
            recorder.recording = try Self.open(config, stream: stream, at: now)
            return ([Self.stateCallback(recorder, .started, .none)], recorder.tickScope.token)
        } catch {
            recorder.failed = true
            return ([Self.stateCallback(recorder, .error, .writeFailed)], nil)
        }
    }

    /// `stopRecording()`: writes up to now, closes the files and reports `.stopped`. Not recording, it only clears
    /// a failure (so the next start is accepted), reporting nothing.
    mutating func stop(_ id: Int, stream: (AgoraRecorderStreamInfo) -> SimRecordedStream, at now: Double) -> [SimCallback] {
        guard var recorder = recorders[id] else { return [] }
        recorder.failed = false
        var callbacks: [SimCallback] = []
        if recorder.recording != nil {
            callbacks = Self.advance(&recorder, stream(recorder.info), to: now)
            if recorder.recording != nil { callbacks += Self.finish(&recorder, .stopped, .none) }
        }
        recorders[id] = recorder
        return callbacks
    }

    /// The tick of recorder `id` under `token`: writes up to now. `continues` false once the recording is over.
    mutating func tick(_ id: Int, _ token: SimScope.Token, stream: (AgoraRecorderStreamInfo) -> SimRecordedStream,
                       at now: Double) -> (callbacks: [SimCallback], continues: Bool) {
        guard var recorder = recorders[id], recorder.tickScope.isCurrent(token), recorder.recording != nil else { return ([], false) }
        let callbacks = Self.advance(&recorder, stream(recorder.info), to: now)
        recorders[id] = recorder
        return (callbacks, recorder.recording != nil)
    }

    /// Channel `channel` was left: its recordings are written up to now, closed and reported as `.error` with
    /// `.noStream` (the SDK's pairing for a stream that went away), without waiting the 5 s.
    mutating func channelLeft(_ channel: String, stream: (AgoraRecorderStreamInfo) -> SimRecordedStream,
                              at now: Double) -> [SimCallback] {
        var callbacks: [SimCallback] = []
        for id in recorders.keys.sorted() {
            guard var recorder = recorders[id], recorder.info.type == .rtc, recorder.info.channelId == channel,
                  recorder.recording != nil else { continue }
            callbacks += Self.advance(&recorder, stream(recorder.info), to: now)
            if recorder.recording != nil { callbacks += Self.finish(&recorder, .error, .noStream) }
            recorders[id] = recorder
        }
        return callbacks
    }

    /// The engine is destroyed: every file is closed, nothing is reported.
    mutating func destroy() {
        for recorder in recorders.values { try? recorder.recording?.close() }
        recorders = [:]
    }

    // MARK: - writing

    /// Creates the track files for `stream` as it is now.
    private static func open(_ config: AgoraMediaRecorderConfiguration, stream: SimRecordedStream,
                             at now: Double) throws -> SimRecording {
        let picture = stream.picture
        let paths = AgoraMediaRecorder.trackPaths(forStoragePath: config.storagePath, streamType: config.streamType)
        let video = try paths.video.map { path in
            try Y4MStreamWriter(path: path, format: Y4MVideo(width: picture.lumaWidth, height: picture.lumaHeight,
                                                              frameRate: Y4MRatio(picture.fps, 1)))
        }
        let audio: WAVStreamWriter?
        do {
            audio = try paths.audio.map {
                try WAVStreamWriter(path: $0, sampleRate: stream.audioFormat.sampleRate, channels: stream.audioFormat.channels)
            }
        } catch {
            video?.close()
            throw error
        }
        let interval = Double(config.recorderInfoUpdateInterval) / 1000
        return SimRecording(config: config, startedAt: now, video: video, audio: audio, lumaWidth: picture.lumaWidth,
                            lumaHeight: picture.lumaHeight, fps: picture.fps, lastStreamAt: now,
                            nextInfoAt: interval > 0 ? now + interval : nil)
    }

    /// Writes the recording up to `time` (or its maximum duration) and applies the SDK's rules: a changed
    /// resolution ends it with `.configChanged`, a failed write with `.writeFailed`, 5 s without a stream with
    /// `.noStream`, the maximum duration with `.overMaxDuration`. Reports information on the configured interval.
    private static func advance(_ recorder: inout SimRecorder, _ stream: SimRecordedStream, to time: Double) -> [SimCallback] {
        guard var recording = recorder.recording else { return [] }
        let picture = stream.picture
        if recording.video != nil && stream.hasVideo
            && (picture.lumaWidth, picture.lumaHeight) != (recording.lumaWidth, recording.lumaHeight) {
            return finish(&recorder, .error, .configChanged)
        }
        let end = min(time, recording.endsAt)
        do {
            try writeVideo(&recording, stream, until: end)
            try writeAudio(&recording, stream, until: end)
        } catch {
            recorder.recording = recording
            return finish(&recorder, .error, .writeFailed)
        }
        if (stream.hasVideo && recording.video != nil) || (stream.hasAudio && recording.audio != nil) {
            recording.lastStreamAt = time
        }
        var callbacks: [SimCallback] = []
        let interval = Double(recording.config.recorderInfoUpdateInterval) / 1000
        if let due = recording.nextInfoAt, time + 1e-6 >= due, end < recording.endsAt - 1e-6 {
            callbacks.append(infoCallback(recorder, recording.info))
            var next = due + interval
            while next <= time + 1e-6 { next += interval }
            recording.nextInfoAt = next
        }
        recorder.recording = recording
        if time - recording.lastStreamAt > streamTimeout {
            callbacks += finish(&recorder, .error, .noStream)
        } else if end >= recording.endsAt - 1e-6 {
            callbacks += finish(&recorder, .stopped, .overMaxDuration)
        }
        return callbacks
    }

    /// Video frames due by `end`, at the stream's frame rate: the user's picture at each frame's time while there is
    /// one, else the last picture again.
    private static func writeVideo(_ recording: inout SimRecording, _ stream: SimRecordedStream, until end: Double) throws {
        guard let video = recording.video, recording.fps > 0 else { return }
        let due = Int(((end - recording.startedAt) * Double(recording.fps) + 1e-6).rounded(.down))
        while recording.framesWritten < due {
            let at = recording.startedAt + Double(recording.framesWritten) / Double(recording.fps)
            let frame: Y4MFrame
            if stream.hasVideo {
                let painted = SimFramePainter.paint(uid: stream.pictureUid, width: stream.picture.width, height: stream.picture.height,
                                                    timestampMs: AgoraRtcEngineKit.ms(at), mirrored: false)
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
    private static func writeAudio(_ recording: inout SimRecording, _ stream: SimRecordedStream, until end: Double) throws {
        guard let audio = recording.audio else { return }
        let due = Int(((end - recording.startedAt) / SimPCM.blockSeconds + 1e-6).rounded(.down))
        guard recording.blocksWritten < due else { return }
        var samples: [Int16] = []
        samples.reserveCapacity((due - recording.blocksWritten) * audio.sampleRate / 100 * audio.channels)
        while recording.blocksWritten < due {
            let start = recording.startedAt + Double(recording.blocksWritten) * SimPCM.blockSeconds
            let block = stream.hasAudio
                ? SimVoice.block(voice: stream.voice, start: start, frames: SimPCM.mixFrames, rate: SimPCM.mixRate,
                                 channels: SimPCM.mixChannels, gain: stream.voiceGain)
                : SimPCM.silence()
            samples += SimPCM.int16(SimPCM.convert(block, rate: SimPCM.mixRate, channels: SimPCM.mixChannels,
                                                   toRate: audio.sampleRate, toChannels: audio.channels))
            recording.blocksWritten += 1
        }
        try audio.append(samples)
    }

    /// Closes the files and reports the end: the final information (when updates were asked for), then the state.
    private static func finish(_ recorder: inout SimRecorder, _ state: AgoraMediaRecorderState,
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
        if recording.config.recorderInfoUpdateInterval > 0 { callbacks.append(infoCallback(recorder, recording.info)) }
        callbacks.append(stateCallback(recorder, state, reason))
        return callbacks
    }

    private static func stateCallback(_ recorder: SimRecorder, _ state: AgoraMediaRecorderState,
                                      _ reason: AgoraMediaRecorderReasonCode) -> SimCallback {
        let object = recorder.object, channel = recorder.info.channelId, uid = recorder.info.uid
        return SimCallback(name: "mediaRecorder(_:stateDidChanged:uid:state:reason:)",
                           detail: "channelId: \(SimTraceText.quoted(channel)), uid: \(uid), state: .\(state), reason: .\(reason)",
                           isPeriodic: false) { _, _ in
            object.delegate?.mediaRecorder(object, stateDidChanged: channel, uid: uid, state: state, reason: reason)
        }
    }

    private static func infoCallback(_ recorder: SimRecorder, _ info: AgoraMediaRecorderInfo) -> SimCallback {
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
