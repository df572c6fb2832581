import Foundation

// Media recorders (`IMediaRecorder`): the SDK's calls. The recorders, their files and their rules are
// `SimMediaRecorders`'; files are closed on stop, on destroy(_:), on leaving the channel and when the engine is
// destroyed.
extension AgoraRtcEngineKit {
    /// Creates a recorder for `info`'s stream; nil (traced as -2) when an `.rtc` stream's channel name is invalid.
    /// The trace shows 0 when a recorder is returned.
    public func createMediaRecorder(withInfo info: AgoraRecorderStreamInfo, file: StaticString = #filePath, line: UInt = #line) -> AgoraMediaRecorder? {
        var created: AgoraMediaRecorder?
        _ = api("createMediaRecorder(withInfo:)", SimTraceText.recorder(info), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard info.type == .preview || SimChannelNameRules.validate(info.channelId) == nil,
                  SimChannelNameRules.isValidUid(info.uid) else { return AgoraErrorCode.invalidArgument.returnCode }
            created = s.recorders.create(info) { id in AgoraMediaRecorder(engine: self, id: id, streamInfo: info) }
            return 0
        }
        return created
    }

    /// `destroyMediaRecorder:` (Swift: `destroy(_:)`). The SDK asks for `stopRecording` first; a recording still
    /// running is closed here (silently), so its files stay playable. -2 for nil or a recorder already destroyed.
    @discardableResult
    public func destroy(_ mediaRecorder: AgoraMediaRecorder?, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("destroy(_:)", mediaRecorder.map { SimTraceText.recorder($0.streamInfo) } ?? "nil", at: AgoraSimCallSite(file: file, line: line)) { s in
            guard let mediaRecorder, mediaRecorder.engine === self, s.recorders.remove(mediaRecorder.id) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            return 0
        }
    }

    /// `startRecording(_:)`. Returns -2 for an empty `storagePath` (or one naming a directory), a `maxDurationMs`
    /// of 0 or a `recorderInfoUpdateInterval` outside 1000…10 000 (other than 0); -4 while recording, or after a
    /// recording failed until `stopRecording`; -113 (not in channel) for an `.rtc` stream when the local user is not
    /// in its channel; -2 for a remote uid not in the channel. Both are the simulation's best guesses: the SDK
    /// documents -2, -4 and -7 only. Otherwise 0, and `.started` follows, or `.error` with `.writeFailed` when the
    /// files cannot be created (the SDK opens them off the caller's thread).
    func startRecording(_ object: AgoraMediaRecorder, _ config: AgoraMediaRecorderConfiguration, at site: AgoraSimCallSite?) -> Int32 {
        api("startRecording(_:)", SimTraceText.recorder(object.streamInfo) + ", config: " + SimTraceText.recorderConfig(config), at: site) { s in
            guard let recorder = s.recorders.recorder(object.id) else { return AgoraErrorCode.notInitialized.returnCode }
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
                if !SimEngineState.isLocalStream(recorder.info, session) {
                    guard let index = s[.main].remoteIndex(recorder.info.uid), s.isVisible(s[.main].remotes[index]) else {
                        return AgoraErrorCode.invalidArgument.returnCode
                    }
                }
            }
            let started = s.recorders.start(object.id, config, stream: s.recordedStream(.main, recorder.info), at: now)
            post(started.callbacks, to: .main)
            if let tick = started.tick { scheduleRecorderTick(object.id, tick: tick) }
            return 0
        }
    }

    /// `stopRecording()`: writes the recording up to now, closes the files and reports `.stopped`. When not
    /// recording it only clears a failure (so the next `startRecording` is accepted), reporting nothing.
    func stopRecording(_ object: AgoraMediaRecorder, at site: AgoraSimCallSite?) -> Int32 {
        api("stopRecording()", SimTraceText.recorder(object.streamInfo), at: site) { s in
            guard s.recorders.recorder(object.id) != nil else { return AgoraErrorCode.notInitialized.returnCode }
            let state = s
            post(s.recorders.stop(object.id, stream: { state.recordedStream(.main, $0) }, at: now), to: .main)
            return 0
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
