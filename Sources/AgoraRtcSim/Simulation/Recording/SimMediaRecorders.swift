/// The media recorders (`IMediaRecorder`), from `createMediaRecorder(withInfo:)` to `destroy(_:)`: each records
/// one user's stream (the local user's, a remote user's, or the local preview) to one real MP4, as the SDK does:
/// H.264 at the stream's declared size and frame rate, AAC in the audio profile's format (`SimRecorderFile`).
/// The pictures are the ones the views get, widened to the declared size (only for the frames written), and the
/// sound the PCM the audio pipeline carries. The engine hands each method the stream as it is now
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

    /// Starts recording `stream` into `config`'s file: `.started` (then the tick the engine schedules, under the
    /// returned token), or `.error` with `.writeFailed` when the file cannot be created (or the media layer that
    /// encodes it is missing).
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

    /// `stopRecording()`: writes up to now, closes the file and reports `.stopped`. Not recording, it only clears
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

    /// Creates the MP4 for `stream` as it is now, with the tracks `config.streamType` asks for.
    private static func open(_ config: AgoraMediaRecorderConfiguration, stream: SimRecordedStream,
                             at now: Double) throws -> SimRecording {
        let video = config.streamType.includesVideo ? videoFormat(stream.picture) : nil
        let audio = config.streamType.includesAudio
            ? SimRecorderFile.AudioFormat(sampleRate: stream.audioFormat.sampleRate, channels: stream.audioFormat.channels)
            : nil
        let file = try SimRecorderFile(path: config.storagePath, video: video, audio: audio)
        let interval = Double(config.recorderInfoUpdateInterval) / 1000
        return SimRecording(config: config, startedAt: now, file: file, lastStreamAt: now,
                            nextInfoAt: interval > 0 ? now + interval : nil)
    }

    /// The video track for a stream's pictures: its declared size (even, as H.264's 4:2:0 needs) and frame rate.
    static func videoFormat(_ picture: SimRecordedStream.Picture) -> SimRecorderFile.VideoFormat {
        SimRecorderFile.VideoFormat(width: max(2, picture.width & ~1), height: max(2, picture.height & ~1),
                                    fps: min(max(picture.fps, 1), 60))
    }

    /// Writes the recording up to `time` (or its maximum duration) and applies the SDK's rules: a changed
    /// resolution ends it with `.configChanged`, a failed write with `.writeFailed`, 5 s without a stream with
    /// `.noStream`, the maximum duration with `.overMaxDuration`. Reports information on the configured interval.
    private static func advance(_ recorder: inout SimRecorder, _ stream: SimRecordedStream, to time: Double) -> [SimCallback] {
        guard var recording = recorder.recording else { return [] }
        if let video = recording.video, stream.hasVideo, videoFormat(stream.picture) != video {
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
        if (stream.hasVideo && recording.video != nil) || (stream.hasAudio && recording.file.audio != nil) {
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
        guard let video = recording.video else { return }
        let due = Int(((end - recording.startedAt) * Double(video.fps) + 1e-6).rounded(.down))
        while recording.framesWritten < due {
            let at = recording.startedAt + Double(recording.framesWritten) / Double(video.fps)
            let frame: [UInt8]
            if stream.hasVideo {
                let painted = SimFramePainter.paint(uid: stream.pictureUid, width: stream.picture.width, height: stream.picture.height,
                                                    timestampMs: AgoraRtcEngineKit.ms(at), mirrored: false)
                frame = SimPictureScaler.i420(painted, width: video.width, height: video.height)
            } else {
                frame = recording.lastFrame ?? SimPictureScaler.black(width: video.width, height: video.height)
            }
            try recording.file.appendVideo(frame)
            recording.lastFrame = frame
            recording.framesWritten += 1
        }
    }

    /// Audio due by `end`, in 10 ms blocks: the user's voice as the pipeline makes it (the microphone at the recording
    /// volume for the local user, a remote user's voice as received), silence while there is none.
    private static func writeAudio(_ recording: inout SimRecording, _ stream: SimRecordedStream, until end: Double) throws {
        guard let audio = recording.file.audio else { return }
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
        try recording.file.appendAudio(samples)
    }

    /// Closes the file and reports the end: the final information (when updates were asked for), then the state.
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
