import Foundation

// Audio file recording (`startAudioRecording(_:)`): the audio loop's microphone, playback or both, written to a
// real file 10 ms at a time from the moment of the call, so the file's length is the clock's. One recording at a
// time; leaving the channel and destroying the engine finish it, like `stopAudioRecording()`.
extension AgoraRtcEngineKit {
    /// Returns -2 for a sample rate other than 16/32/44.1/48 kHz, a `recordingChannel` other than 1 or 2, an empty
    /// `filePath` (or one naming a directory), an extension that does not name the format `codec` asks for (see
    /// `SimAudioFileFormat`: `.wav`, or `.aac` / `.m4a` / `.mp4` for AAC), or a file that cannot be created (the directory missing or not
    /// writable: the SDK only asks that it exist and be writable, -2 is the simulation's choice); -113 before
    /// `joinChannel` (the SDK: "call this method after joining a channel"); -4 while a recording runs (as the
    /// media recorder documents) or when `codec` asks for AAC and the media layer has no AAC encoder. Otherwise 0.
    @discardableResult
    public func startAudioRecording(_ config: AgoraAudioRecordingConfiguration, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("startAudioRecording(_:)", SimTraceText.audioRecording(config), at: AgoraSimCallSite(file: file, line: line)) { s in
            guard AgoraAudioRecordingConfiguration.sampleRates.contains(config.sampleRate),
                  AgoraAudioRecordingConfiguration.channelCounts.contains(config.recordingChannel),
                  !config.filePath.isEmpty, !config.filePath.hasSuffix("/"), SimAudioFileFormat(config) != nil else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            guard s[.main].session != nil else { return AgoraErrorCode.notInChannel.returnCode }
            guard s.audio.fileRecording == nil else { return AgoraErrorCode.notSupported.returnCode }
            // Audio already due belongs to before the call.
            post(processDueBlocks(&s), to: .main)
            do {
                s.audio.fileRecording = try SimAudioFileRecording(config)
            } catch {
                let noEncoder = (error as? SimAudioFileRecording.OpenFailure) == .noEncoder
                return (noEncoder ? AgoraErrorCode.notSupported : AgoraErrorCode.invalidArgument).returnCode
            }
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        }
    }

    /// Writes the recording up to now and closes the file (a WAV's header gets its sizes). 0, also when nothing
    /// is being recorded.
    @discardableResult
    public func stopAudioRecording(file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        api("stopAudioRecording()", at: AgoraSimCallSite(file: file, line: line)) { s in
            post(finishAudioRecording(&s), to: .main)
            return 0
        }
    }
}

extension SimTraceText {
    static func audioRecording(_ config: AgoraAudioRecordingConfiguration) -> String {
        "{filePath: \(quoted(config.filePath)), codec: \(config.codec), sampleRate: \(config.sampleRate), "
            + "fileRecordOption: .\(config.fileRecordOption), quality: .\(config.quality), "
            + "recordingChannel: \(config.recordingChannel)}"
    }
}
