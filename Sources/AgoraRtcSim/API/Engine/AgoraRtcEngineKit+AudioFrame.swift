import Foundation

extension AgoraRtcEngineKit {
    /// Registers (or with nil, removes) the raw audio observer. The engine asks it once, now, which positions it
    /// observes and in which formats; `set…AudioFrameParameters` calls override those formats.
    @discardableResult
    public func setAudioFrameDelegate(_ delegate: (any AgoraAudioFrameDelegate)?, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        // Asked before taking the lock: the delegate is app code.
        let positions = delegate?.getObservedAudioFramePosition()
        let params: [AgoraAudioFramePosition: AgoraAudioParams] = delegate.map {
            [.record: $0.getRecordAudioParams(), .playback: $0.getPlaybackAudioParams(), .mixed: $0.getMixedAudioParams(),
             .earMonitoring: $0.getEarMonitoringAudioParams()]
        } ?? [:]
        let detail = positions.map { "<delegate>, observes: " + SimTraceText.positions($0) } ?? "nil"
        return api("setAudioFrameDelegate(_:)", detail, at: AgoraSimCallSite(file: file, line: line)) { s in
            storedAudioFrameDelegate = delegate
            s.audio.setObserver(observing: positions, params: params)
            updateAudioPipeline(&s.audio, needed: audioPipelineNeeded(s))
            return 0
        } == 0
    }

    /// Format of `onRecordAudioFrame`: 8/16/32/44.1/48 kHz, 1 or 2 channels, and samplesPerCall (all channels)
    /// giving a callback interval samplesPerCall / (sampleRate × channel) of at least 10 ms; else -2.
    @discardableResult
    public func setRecordingAudioFrameParametersWithSampleRate(_ sampleRate: Int, channel: Int,
                                                                mode: AgoraAudioRawFrameOperationMode,
                                                                samplesPerCall: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setFrameParameters(.record, "setRecordingAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                           AgoraAudioParams(sampleRate: sampleRate, channel: channel, mode: mode, samplesPerCall: samplesPerCall), at: AgoraSimCallSite(file: file, line: line))
    }

    /// Format of `onPlaybackAudioFrame`, with the same rules as the recording parameters.
    @discardableResult
    public func setPlaybackAudioFrameParametersWithSampleRate(_ sampleRate: Int, channel: Int,
                                                               mode: AgoraAudioRawFrameOperationMode,
                                                               samplesPerCall: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setFrameParameters(.playback, "setPlaybackAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                           AgoraAudioParams(sampleRate: sampleRate, channel: channel, mode: mode, samplesPerCall: samplesPerCall), at: AgoraSimCallSite(file: file, line: line))
    }

    /// Format of `onMixedAudioFrame` (always read-only), with the same rules.
    @discardableResult
    public func setMixedAudioFrameParametersWithSampleRate(_ sampleRate: Int, channel: Int, samplesPerCall: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setFrameParameters(.mixed, "setMixedAudioFrameParametersWithSampleRate(_:channel:samplesPerCall:)",
                           AgoraAudioParams(sampleRate: sampleRate, channel: channel, mode: .readOnly, samplesPerCall: samplesPerCall), at: AgoraSimCallSite(file: file, line: line))
    }

    /// Format of `onEarMonitoringAudioFrame`, with the same rules.
    @discardableResult
    public func setEarMonitoringAudioFrameParametersWithSampleRate(_ sampleRate: Int, channel: Int,
                                                                    mode: AgoraAudioRawFrameOperationMode,
                                                                    samplesPerCall: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setFrameParameters(.earMonitoring, "setEarMonitoringAudioFrameParametersWithSampleRate(_:channel:mode:samplesPerCall:)",
                           AgoraAudioParams(sampleRate: sampleRate, channel: channel, mode: mode, samplesPerCall: samplesPerCall), at: AgoraSimCallSite(file: file, line: line))
    }

    /// Format of `onPlaybackAudioFrame(beforeMixing:channelId:uid:)`: rate and channels; frames are 10 ms.
    @discardableResult
    public func setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(_ sampleRate: Int, channel: Int, file: StaticString = #filePath, line: UInt = #line) -> Int32 {
        setFrameParameters(.beforeMixing, "setPlaybackAudioFrameBeforeMixingParametersWithSampleRate(_:channel:)",
                           AgoraAudioParams(sampleRate: sampleRate, channel: channel), at: AgoraSimCallSite(file: file, line: line))
    }

    private func setFrameParameters(_ position: AgoraAudioFramePosition, _ name: String, _ params: AgoraAudioParams,
                                    at site: AgoraSimCallSite?) -> Int32 {
        var detail = "\(params.sampleRate), channel: \(params.channel)"
        if position != .beforeMixing && position != .mixed { detail += ", mode: .\(params.mode)" }
        if position != .beforeMixing { detail += ", samplesPerCall: \(params.samplesPerCall)" }
        return api(name, detail, at: site) { s in
            guard params.samplesPerCall > 0 || position == .beforeMixing, let format = SimAudioFormat(params: params) else {
                return AgoraErrorCode.invalidArgument.returnCode
            }
            s.audio.setFrameFormat(format, mode: params.mode, at: position)
            return 0
        }
    }
}
